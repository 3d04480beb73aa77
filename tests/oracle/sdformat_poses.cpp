// sdformat_poses: the libsdformat 12 oracle for `robostage poses`.
//
//   sdformat_poses [--path DIR]… [--package-path DIR]… FILE
//
// Loads FILE (SDFormat) with sdf::Root::Load. Any error: the errors go to stderr, exit 1
// (except the few that cannot change a pose, see isToleratedError, which are only logged).
// Otherwise prints one `POSE kind scoped-name x y z qw qx qy qz` line (oraclepose.h) for
// every model (nested too), link, visual, collision, joint, frame and light, world poses
// resolved by libsdformat's pose frame semantics (SemanticPose::Resolve), exit 0.
//
// Include resolution, as the corpus MANIFEST's table says:
// - `model://NAME/…` and bare-name `<uri>NAME</uri>`: the --path folders, then the folders of
//   SDF_PATH and GZ_SIM_RESOURCE_PATH (colon-separated), first hit wins;
// - `package://PKG/…`: the folder whose `package.xml` has `<name>PKG</name>`, looked up under
//   the --package-path folders and the folders of ROS_PACKAGE_PATH (recursively).
//
// Used by tests/oracle/tst_oracle only; never linked into the product.

#include "oraclepose.h"

#include <sdf/Collision.hh>
#include <sdf/Frame.hh>
#include <sdf/Joint.hh>
#include <sdf/Light.hh>
#include <sdf/Link.hh>
#include <sdf/Model.hh>
#include <sdf/ParserConfig.hh>
#include <sdf/Root.hh>
#include <sdf/SemanticPose.hh>
#include <sdf/Visual.hh>
#include <sdf/World.hh>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::vector<std::string> splitPathList(const char *value)
{
    std::vector<std::string> parts;
    if (!value)
        return parts;
    std::stringstream stream(value);
    std::string part;
    while (std::getline(stream, part, ':')) {
        if (!part.empty())
            parts.push_back(part);
    }
    return parts;
}

/// package.xml `<name>` → package folder, for every package.xml under the given roots.
std::map<std::string, fs::path> indexPackages(const std::vector<std::string> &roots)
{
    std::map<std::string, fs::path> packages;
    const std::regex nameElement("<name>\\s*([^<\\s]+)\\s*</name>");
    for (const std::string &root : roots) {
        std::error_code ec;
        for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end;
             it.increment(ec)) {
            if (it->path().filename() != "package.xml")
                continue;
            std::ifstream in(it->path());
            const std::string text(
                (std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            std::smatch match;
            if (std::regex_search(text, match, nameElement))
                packages.emplace(match[1].str(), it->path().parent_path());
        }
    }
    return packages;
}

/// Resolves include URIs that libsdformat cannot find by itself (see the header comment).
class IncludeFinder
{
public:
    std::vector<std::string> modelDirs;
    std::map<std::string, fs::path> packages;

    std::string operator()(const std::string &uri) const
    {
        std::string rest = uri;
        for (const char *scheme : {"model://", "file://"}) {
            if (rest.rfind(scheme, 0) == 0)
                rest = rest.substr(std::string(scheme).size());
        }
        if (rest.rfind("package://", 0) == 0) {
            rest = rest.substr(10);
            const std::string package = rest.substr(0, rest.find('/'));
            const auto it = packages.find(package);
            if (it == packages.end())
                return {};
            const std::string inside
                = rest.size() > package.size() ? rest.substr(package.size() + 1) : std::string();
            const fs::path path = it->second / inside;
            return fs::exists(path) ? path.string() : std::string();
        }
        if (fs::path(rest).is_absolute())
            return fs::exists(rest) ? rest : std::string();
        for (const std::string &dir : modelDirs) {
            const fs::path path = fs::path(dir) / rest;
            if (fs::exists(path))
                return path.string();
        }
        return {};
    }
};

/// Thrown when libsdformat cannot resolve a pose it loaded without error.
struct ResolveError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

oracle::Pose toPose(const ignition::math::Pose3d &p)
{
    oracle::Pose X;
    X.x = p.Pos().X();
    X.y = p.Pos().Y();
    X.z = p.Pos().Z();
    X.qw = p.Rot().W();
    X.qx = p.Rot().X();
    X.qy = p.Rot().Y();
    X.qz = p.Rot().Z();
    return X;
}

/// The pose of an entity relative to `resolveTo` ("" = the entity's default: its link for
/// visuals, collisions and link lights), from libsdformat's frame semantics.
oracle::Pose resolve(const sdf::SemanticPose &semantic, const std::string &what,
    const std::string &resolveTo = std::string())
{
    ignition::math::Pose3d pose;
    const sdf::Errors errors = semantic.Resolve(pose, resolveTo);
    if (!errors.empty()) {
        std::ostringstream message;
        message << "cannot resolve the pose of " << what << ":";
        for (const sdf::Error &e : errors)
            message << ' ' << e.Message();
        throw ResolveError(message.str());
    }
    return toPose(pose);
}

/// Errors that concern neither names nor poses, so they leave the oracle's answer intact: a
/// link's inertia, and the classic `<material><script>` of gazebo-classic files (SDF ≤ 1.5).
bool isToleratedError(const sdf::Error &e)
{
    if (e.Code() == sdf::ErrorCode::LINK_INERTIA_INVALID)
        return true;
    return (e.Code() == sdf::ErrorCode::ELEMENT_MISSING
               || e.Code() == sdf::ErrorCode::ELEMENT_INVALID)
        && e.Message().rfind("A <script> element is missing", 0) == 0;
}

std::string scoped(const std::string &scope, const std::string &name)
{
    return scope.empty() ? name : scope + "::" + name;
}

/// Prints a link and its visuals, collisions and lights; X_WL is the link's world pose.
void printLink(const sdf::Link &link, const std::string &name, const oracle::Pose &X_WL)
{
    oracle::printPose("link", name, X_WL);
    for (uint64_t i = 0; i < link.VisualCount(); ++i) {
        const sdf::Visual *v = link.VisualByIndex(i);
        const std::string vName = scoped(name, v->Name());
        oracle::printPose(
            "visual", vName, oracle::compose(X_WL, resolve(v->SemanticPose(), vName)));
    }
    for (uint64_t i = 0; i < link.CollisionCount(); ++i) {
        const sdf::Collision *c = link.CollisionByIndex(i);
        const std::string cName = scoped(name, c->Name());
        oracle::printPose(
            "collision", cName, oracle::compose(X_WL, resolve(c->SemanticPose(), cName)));
    }
    for (uint64_t i = 0; i < link.LightCount(); ++i) {
        const sdf::Light *l = link.LightByIndex(i);
        const std::string lName = scoped(name, l->Name());
        oracle::printPose("light", lName, oracle::compose(X_WL, resolve(l->SemanticPose(), lName)));
    }
}

/// Prints a model and everything in it, nested models included. `name` is its scoped name,
/// X_WM its world pose; children are resolved relative to the model frame `__model__`.
void printModel(const sdf::Model &model, const std::string &name, const oracle::Pose &X_WM)
{
    oracle::printPose("model", name, X_WM);
    for (uint64_t i = 0; i < model.LinkCount(); ++i) {
        const sdf::Link *link = model.LinkByIndex(i);
        const std::string lName = scoped(name, link->Name());
        const oracle::Pose X_ML = resolve(link->SemanticPose(), lName, "__model__");
        printLink(*link, lName, oracle::compose(X_WM, X_ML));
    }
    for (uint64_t i = 0; i < model.JointCount(); ++i) {
        const sdf::Joint *joint = model.JointByIndex(i);
        const std::string jName = scoped(name, joint->Name());
        const oracle::Pose X_MJ = resolve(joint->SemanticPose(), jName, "__model__");
        oracle::printPose("joint", jName, oracle::compose(X_WM, X_MJ));
    }
    for (uint64_t i = 0; i < model.FrameCount(); ++i) {
        const sdf::Frame *frame = model.FrameByIndex(i);
        // `<include merge="true">` leaves a `_merged__NAME__model__` frame behind: an artefact
        // of libsdformat's merge, not a frame of the document.
        if (frame->Name().rfind("_merged__", 0) == 0)
            continue;
        const std::string fName = scoped(name, frame->Name());
        const oracle::Pose X_MF = resolve(frame->SemanticPose(), fName, "__model__");
        oracle::printPose("frame", fName, oracle::compose(X_WM, X_MF));
    }
    for (uint64_t i = 0; i < model.ModelCount(); ++i) {
        const sdf::Model *nested = model.ModelByIndex(i);
        const std::string nName = scoped(name, nested->Name());
        const oracle::Pose X_MN = resolve(nested->SemanticPose(), nName, "__model__");
        printModel(*nested, nName, oracle::compose(X_WM, X_MN));
    }
}

void printWorld(const sdf::World &world)
{
    for (uint64_t i = 0; i < world.ModelCount(); ++i) {
        const sdf::Model *model = world.ModelByIndex(i);
        printModel(*model, model->Name(), resolve(model->SemanticPose(), model->Name(), "world"));
    }
    for (uint64_t i = 0; i < world.FrameCount(); ++i) {
        const sdf::Frame *frame = world.FrameByIndex(i);
        if (frame->Name().rfind("_merged__", 0) == 0)
            continue;
        oracle::printPose(
            "frame", frame->Name(), resolve(frame->SemanticPose(), frame->Name(), "world"));
    }
    for (uint64_t i = 0; i < world.LightCount(); ++i) {
        const sdf::Light *light = world.LightByIndex(i);
        oracle::printPose(
            "light", light->Name(), resolve(light->SemanticPose(), light->Name(), "world"));
    }
}

int usage()
{
    std::cerr << "usage: sdformat_poses [--path DIR]... [--package-path DIR]... FILE\n";
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    IncludeFinder finder;
    std::vector<std::string> packageRoots;
    std::string file;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if ((arg == "--path" || arg == "--package-path") && i + 1 < argc)
            (arg == "--path" ? finder.modelDirs : packageRoots).push_back(argv[++i]);
        else if (arg.rfind("--", 0) == 0 || !file.empty())
            return usage();
        else
            file = arg;
    }
    if (file.empty())
        return usage();
    for (const char *variable : {"SDF_PATH", "GZ_SIM_RESOURCE_PATH"}) {
        for (const std::string &dir : splitPathList(std::getenv(variable)))
            finder.modelDirs.push_back(dir);
    }
    for (const std::string &dir : splitPathList(std::getenv("ROS_PACKAGE_PATH")))
        packageRoots.push_back(dir);
    finder.packages = indexPackages(packageRoots);

    sdf::ParserConfig config;
    config.SetFindCallback(finder);
    std::string modelPath;
    for (const std::string &dir : finder.modelDirs)
        modelPath += (modelPath.empty() ? "" : ":") + dir;
    if (!modelPath.empty())
        config.AddURIPath("model://", modelPath);

    sdf::Root root;
    bool failed = false;
    for (const sdf::Error &e : root.Load(file, config)) {
        const bool tolerated = isToleratedError(e);
        std::cerr << (tolerated ? "tolerated (no effect on poses): " : "") << e << '\n';
        failed = failed || !tolerated;
    }
    if (failed)
        return 1;
    try {
        for (uint64_t i = 0; i < root.WorldCount(); ++i)
            printWorld(*root.WorldByIndex(i));
        // A file whose root is one model: the model's own <pose> is its world pose.
        if (const sdf::Model *model = root.Model())
            printModel(*model, model->Name(), toPose(model->RawPose()));
        if (const sdf::Light *light = root.Light())
            oracle::printPose("light", light->Name(), toPose(light->RawPose()));
    } catch (const ResolveError &e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
