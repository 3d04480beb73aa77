#include "sdfreader.h"

#include "formats/readcontext.h"
#include "formats/urdf/urdfreader.h"
#include "sdfelements.h"
#include "sdfparams.h"
#include "sdfscope.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <deque>

namespace robostage::sdf {

using tinyxml2::XMLElement;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("sdf", text);
}

/// What an `<include>` overrides in the model it includes (SDFormat `include` description).
struct IncludeOverrides
{
    QString name;
    PoseSpec pose;
    const XMLElement *poseElement = nullptr;
    const ReadContext *poseCtx = nullptr; ///< the including file, where pose names resolve
    std::optional<bool> isStatic;
    QString placementFrame;
    const XMLElement *placementElement = nullptr;
    bool merge = false;
    IncludeInfo info;
};

/// Elements kept as Extension entries (besides every namespaced element): they matter to
/// users and must survive a save, but RoboStage does not model them.
bool isKeptExtension(const char *name)
{
    static const QList<QByteArray> kept = {"plugin", "actor", "population", "road", "projector",
                                           "particle_emitter", "audio_source", "battery"};
    return std::strchr(name, ':') || kept.contains(QByteArray(name));
}

/// Reads one SDFormat document and the files it includes into a Document.
class Reader
{
public:
    explicit Reader(ReadContext &root)
        : m_doc(root.document)
        , m_graph(root.document.frames())
        , m_resolver(root.resolver)
    {
        m_includeStack << root.path;
    }

    void readRoot(const ReadContext &ctx, XMLElement *root);

private:
    Scope &newScope()
    {
        m_scopes.emplace_back();
        return m_scopes.back();
    }

    FrameId addNode(FrameKind kind, const QString &scopedName, FrameId relativeTo, const Pose &X_RF,
                    FrameId attachedTo, const SourceRef &source)
    {
        FrameNode node;
        node.kind = kind;
        node.scopedName = scopedName;
        node.relativeTo = relativeTo;
        node.X_RF = X_RF;
        node.attachedTo = attachedTo;
        node.source = source;
        return m_graph.add(std::move(node));
    }

    void pendRelativeTo(Scope &scope, const ReadContext &ctx, FrameId node, const PoseSpec &pose,
                        const XMLElement *element)
    {
        if (!pose.relativeTo.isEmpty())
            scope.pending.push_back({Scope::Pending::Kind::RelativeTo, node, -1, pose.relativeTo,
                                     element, &ctx, false});
    }

    void readWorld(const ReadContext &ctx, XMLElement *world, int version);
    bool readModel(const ReadContext &ctx, const XMLElement *model, Scope &parent, int version,
                   Model &out, const IncludeOverrides *include);
    void readModelChildren(const ReadContext &ctx, const XMLElement *model, Scope &scope, Model &out);
    void readLink(const ReadContext &ctx, const XMLElement *link, Scope &scope, Model &model);
    void readJoint(const ReadContext &ctx, const XMLElement *joint, Scope &scope,
                   std::vector<Joint> &out);
    void readFrame(const ReadContext &ctx, const XMLElement *frame, Scope &scope,
                   std::vector<Frame> &out);
    void readWorldLight(const ReadContext &ctx, const XMLElement *light, Scope &scope,
                        const IncludeOverrides *include);
    void readInclude(const ReadContext &ctx, const XMLElement *include, Scope &scope,
                     Model *parentModel);
    static const XMLElement *findIncludeParams(const XMLElement *include);
    /// Copies the included file's DOM, applies `params` to its `<model>` (returned in `model`)
    /// and returns the context of the copy.
    const ReadContext &withIncludeParams(const ReadContext &ctx, const XMLElement *include,
                                         const XMLElement *params, int file,
                                         const XMLElement *&model);
    void applyPlacementFrame(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                             FrameId modelNode, const QString &placementFrame);

    Document &m_doc;
    FrameGraph &m_graph;
    const ResourceResolver &m_resolver;
    std::deque<Scope> m_scopes;
    std::deque<ReadContext> m_contexts; ///< contexts of included files (pending refs point here)
    QHash<QString, int> m_fileIndex;    ///< included file path -> Document file index
    QStringList m_includeStack;
};

void Reader::readRoot(const ReadContext &ctx, XMLElement *root)
{
    SceneModel &scene = m_doc.scene();
    scene.format = SourceFormat::Sdf;
    scene.version = ReadContext::attribute(root, "version");
    const int version = parseVersion(scene.version);
    if (version == 0)
        ctx.error(root, tr("<%1> has no valid version attribute (found '%2'); reading it as "
                           "SDFormat 1.11. Add version=\"1.x\".")
                            .arg(QString::fromUtf8(root->Name()), scene.version));
    else if (version > 111)
        ctx.warning(root, tr("SDFormat version %1 is newer than 1.11, the newest RoboStage "
                             "knows; elements it does not know are kept but not shown.")
                              .arg(scene.version));
    const int v = version == 0 ? 111 : version;

    const XMLElement *world = root->FirstChildElement("world");
    if (world) {
        scene.declaresWorld = true;
        readWorld(ctx, const_cast<XMLElement *>(world), v);
        for (const XMLElement *w = world->NextSiblingElement("world"); w;
             w = w->NextSiblingElement("world"))
            ctx.warning(w, tr("only the first <world> of a file is read; this one is ignored."));
        return;
    }
    // A standalone model (or light) file: read into an implicit world scope.
    Scope &scope = newScope();
    scope.isWorld = true;
    scope.version = v;
    bool any = false;
    for (const XMLElement *e = root->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "model") {
            Model model;
            if (readModel(ctx, e, scope, v, model, nullptr))
                scene.world.models.push_back(std::move(model));
            any = true;
        } else if (name == "light") {
            readWorldLight(ctx, e, scope, nullptr);
            any = true;
        } else if (name == "actor") {
            scene.world.extensions.push_back({QStringLiteral("actor"), {}, ctx.ref(e)});
            any = true;
        }
    }
    scope.finalize(m_graph);
    if (!any)
        ctx.error(root, tr("the file has no <world>, <model> or <light>; there is nothing to show."));
}

void Reader::readWorld(const ReadContext &ctx, XMLElement *worldElement, int version)
{
    World &world = m_doc.scene().world;
    world.name = ReadContext::attribute(worldElement, "name");
    world.source = ctx.ref(worldElement);
    Scope &scope = newScope();
    scope.isWorld = true;
    scope.version = version;
    for (const XMLElement *e = worldElement->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "model") {
            Model model;
            if (readModel(ctx, e, scope, version, model, nullptr))
                world.models.push_back(std::move(model));
        } else if (name == "include") {
            readInclude(ctx, e, scope, nullptr);
        } else if (name == "light") {
            readWorldLight(ctx, e, scope, nullptr);
        } else if (name == "frame") {
            readFrame(ctx, e, scope, world.frames);
        } else if (name == "joint") {
            readJoint(ctx, e, scope, world.joints);
        } else if (name == "scene") {
            world.scene = readScene(ctx, e);
        } else if (name == "gravity") {
            world.gravity = ctx.vec3(e, world.gravity);
        } else if (name == "physics" && version < 106) {
            // Before SDF 1.6 gravity lived in <physics>.
            if (const XMLElement *g = e->FirstChildElement("gravity"))
                world.gravity = ctx.vec3(g, world.gravity);
        } else if (isKeptExtension(e->Name())) {
            world.extensions.push_back({QString::fromUtf8(e->Name()), {}, ctx.ref(e)});
        }
    }
    scope.finalize(m_graph);
}

void Reader::readWorldLight(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                            const IncludeOverrides *include)
{
    Light light = readLight(ctx, element);
    const XMLElement *poseElement = element->FirstChildElement("pose");
    const ReadContext *poseCtx = &ctx;
    if (include) {
        if (!include->name.isEmpty())
            light.name = include->name;
        if (include->pose.present) {
            light.pose = include->pose;
            poseElement = include->poseElement;
            poseCtx = include->poseCtx;
        }
    }
    if (light.name.isEmpty()) {
        ctx.error(element, tr("<light> has no name; add name=\"…\". The light is skipped."));
        return;
    }
    light.frame = addNode(FrameKind::Light, scope.scoped(light.name), scope.modelFrame,
                          light.pose.X_RF, scope.modelFrame, light.source);
    pendRelativeTo(scope, *poseCtx, light.frame, light.pose, poseElement);
    m_doc.scene().world.lights.push_back(std::move(light));
}

bool Reader::readModel(const ReadContext &ctx, const XMLElement *element, Scope &parent,
                       int version, Model &out, const IncludeOverrides *include)
{
    out.source = ctx.ref(element);
    out.version = QString::number(version / 100) + QLatin1Char('.') + QString::number(version % 100);
    out.name = ReadContext::attribute(element, "name");
    out.canonicalLink = ReadContext::attribute(element, "canonical_link");
    out.placementFrame = ReadContext::attribute(element, "placement_frame");
    out.pose = readPose(ctx, element->FirstChildElement("pose"));
    out.isStatic = ctx.childBool(element, "static", false);
    const XMLElement *poseElement = element->FirstChildElement("pose");
    const ReadContext *poseCtx = &ctx;
    const bool merge = include && include->merge && !parent.isWorld;
    if (include) {
        if (!include->name.isEmpty())
            out.name = include->name;
        if (include->pose.present) {
            out.pose = include->pose;
            poseElement = include->poseElement;
            poseCtx = include->poseCtx;
        }
        if (include->isStatic)
            out.isStatic = *include->isStatic;
        if (!include->placementFrame.isEmpty())
            out.placementFrame = include->placementFrame;
        out.include = include->info;
        if (include->merge && parent.isWorld)
            ctx.warning(element, tr("merge=\"true\" is only defined for includes inside a model; "
                                    "'%1' is included as a separate model.")
                                     .arg(out.name));
    }
    if (out.name.isEmpty()) {
        ctx.error(element, tr("<model> has no name; add name=\"…\". The model is skipped."));
        return false;
    }

    // The model frame (`__model__`); for a merge include, a frame in the parent model named
    // `_merged__NAME__model__` as libsdformat names it (SDF 1.9 "merge" include semantics).
    const QString frameName = merge ? QStringLiteral("_merged__%1__model__").arg(out.name) : out.name;
    const FrameId node = addNode(merge ? FrameKind::Frame : FrameKind::Model,
                                 parent.scoped(frameName), parent.modelFrame, out.pose.X_RF,
                                 kWorldFrame, out.source);
    out.frame = node;
    pendRelativeTo(parent, *poseCtx, node, out.pose, poseElement);

    Scope &scope = newScope();
    scope.version = version;
    scope.modelFrame = node;
    scope.modelName = out.name;
    if (merge) {
        scope.prefix = parent.prefix;
        scope.names = parent.names;
        scope.models = parent.models;
        parent.declare(ctx, element, frameName, node);
    } else {
        scope.prefix = parent.scoped(out.name);
        parent.declare(ctx, element, out.name, node);
        parent.models->insert(out.name, &scope);
    }

    const XMLElement *root = element->GetDocument()->RootElement();
    if (include && root && QByteArray(root->Name()) == "robot") {
        urdf::readRobotInto(const_cast<ReadContext &>(ctx), const_cast<XMLElement *>(root), out,
                            node, scope.prefix);
        // The URDF's links, joints and frames are names in this model's scope.
        for (const Link &l : out.links)
            scope.declare(ctx, l.source.element, l.name, l.frame);
        for (const Joint &j : out.joints)
            scope.declare(ctx, j.source.element, j.name, j.frame);
        for (const Frame &f : out.frames)
            scope.declare(ctx, f.source.element, f.name, f.frame);
        if (!out.links.empty())
            scope.firstLink = out.links.front().frame;
    } else {
        readModelChildren(ctx, element, scope, out);
        // Canonical link (SDF 1.7+): `canonical_link`, else the first link, else the canonical
        // link of the first nested model.
        if (!out.canonicalLink.isEmpty())
            scope.pending.push_back({Scope::Pending::Kind::Canonical, node, -1, out.canonicalLink,
                                     element, &ctx, false});
        else if (scope.firstLink != kNoFrame)
            m_graph.node(node).attachedTo = scope.firstLink;
        else if (!out.models.empty())
            m_graph.node(node).attachedTo = m_graph.node(out.models.front().frame).attachedTo;
        scope.finalize(m_graph);
    }
    if (!out.placementFrame.isEmpty())
        applyPlacementFrame(ctx, include ? include->placementElement : element, scope, node,
                            out.placementFrame);
    if (merge && parent.firstLink == kNoFrame)
        parent.firstLink = scope.firstLink;
    return true;
}

void Reader::readModelChildren(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                               Model &out)
{
    for (const XMLElement *e = element->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "link") {
            readLink(ctx, e, scope, out);
        } else if (name == "joint") {
            readJoint(ctx, e, scope, out.joints);
        } else if (name == "frame") {
            readFrame(ctx, e, scope, out.frames);
        } else if (name == "model") {
            Model nested;
            if (readModel(ctx, e, scope, scope.version, nested, nullptr))
                out.models.push_back(std::move(nested));
        } else if (name == "include") {
            readInclude(ctx, e, scope, &out);
        } else if (isKeptExtension(e->Name())) {
            out.extensions.push_back({QString::fromUtf8(e->Name()), {}, ctx.ref(e)});
        }
    }
}

void Reader::readLink(const ReadContext &ctx, const XMLElement *element, Scope &scope, Model &model)
{
    Link link;
    link.source = ctx.ref(element);
    link.name = ReadContext::attribute(element, "name");
    if (link.name.isEmpty()) {
        ctx.error(element, tr("<link> in model '%1' has no name; add name=\"…\". The link is "
                              "skipped.")
                               .arg(scope.modelName));
        return;
    }
    const XMLElement *poseElement = element->FirstChildElement("pose");
    link.pose = readPose(ctx, poseElement);
    const QString linkName = scope.scoped(link.name);
    link.frame = addNode(FrameKind::Link, linkName, scope.modelFrame, link.pose.X_RF, kNoFrame,
                         link.source);
    pendRelativeTo(scope, ctx, link.frame, link.pose, poseElement);
    scope.declare(ctx, element, link.name, link.frame);
    if (scope.firstLink == kNoFrame)
        scope.firstLink = link.frame;
    link.inertial = readInertial(ctx, element->FirstChildElement("inertial"));

    // Children of a link are posed relative to the link unless `relative_to` says otherwise;
    // their names resolve in the model scope.
    auto childNode = [&](FrameKind kind, const QString &name, const PoseSpec &pose,
                         const XMLElement *e, const SourceRef &source) {
        const FrameId id = addNode(kind, linkName + QStringLiteral("::") + name, link.frame,
                                   pose.X_RF, link.frame, source);
        pendRelativeTo(scope, ctx, id, pose, e->FirstChildElement("pose"));
        return id;
    };
    for (const XMLElement *e = element->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "visual" || name == "collision") {
            const QString itemName = ReadContext::attribute(e, "name");
            if (itemName.isEmpty()) {
                ctx.error(e, tr("<%1> in link '%2' has no name; add name=\"…\". It is skipped.")
                                 .arg(QString::fromUtf8(name), link.name));
                continue;
            }
            const XMLElement *geometry = e->FirstChildElement("geometry");
            if (!geometry)
                ctx.warning(e, tr("<%1> '%2' has no <geometry>, so it shows nothing; add one.")
                                   .arg(QString::fromUtf8(name), itemName));
            if (name == "visual") {
                Visual v;
                v.name = itemName;
                v.source = ctx.ref(e);
                v.pose = readPose(ctx, e->FirstChildElement("pose"));
                if (geometry)
                    v.geometry = readGeometry(ctx, geometry);
                v.material = readMaterial(ctx, e->FirstChildElement("material"));
                v.transparency = ctx.childNumber(e, "transparency", 0);
                v.castShadows = ctx.childBool(e, "cast_shadows", true);
                v.frame = childNode(FrameKind::Visual, v.name, v.pose, e, v.source);
                link.visuals.push_back(std::move(v));
            } else {
                Collision c;
                c.name = itemName;
                c.source = ctx.ref(e);
                c.pose = readPose(ctx, e->FirstChildElement("pose"));
                if (geometry)
                    c.geometry = readGeometry(ctx, geometry);
                c.frame = childNode(FrameKind::Collision, c.name, c.pose, e, c.source);
                link.collisions.push_back(std::move(c));
            }
        } else if (name == "sensor") {
            Sensor s = readSensor(ctx, e);
            if (s.name.isEmpty()) {
                ctx.error(e, tr("<sensor> in link '%1' has no name; it is skipped.").arg(link.name));
                continue;
            }
            s.frame = childNode(FrameKind::Sensor, s.name, s.pose, e, s.source);
            link.sensors.push_back(std::move(s));
        } else if (name == "light") {
            Light l = readLight(ctx, e);
            if (l.name.isEmpty()) {
                ctx.error(e, tr("<light> in link '%1' has no name; it is skipped.").arg(link.name));
                continue;
            }
            l.frame = childNode(FrameKind::Light, l.name, l.pose, e, l.source);
            link.lights.push_back(std::move(l));
        } else if (isKeptExtension(e->Name())) {
            link.extensions.push_back({QString::fromUtf8(e->Name()), {}, ctx.ref(e)});
        }
    }
    model.links.push_back(std::move(link));
}

void Reader::readJoint(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                       std::vector<Joint> &out)
{
    Joint joint;
    joint.source = ctx.ref(element);
    joint.name = ReadContext::attribute(element, "name");
    if (joint.name.isEmpty()) {
        ctx.error(element, tr("<joint> has no name; add name=\"…\". The joint is skipped."));
        return;
    }
    readJointFields(ctx, element, scope.version, joint);
    const XMLElement *parentElement = element->FirstChildElement("parent");
    const XMLElement *childElement = element->FirstChildElement("child");
    joint.parent = ReadContext::text(parentElement);
    joint.child = ReadContext::text(childElement);
    if (joint.parent.isEmpty() || joint.child.isEmpty()) {
        ctx.error(element, tr("joint '%1' needs both <parent> and <child> naming frames; it is "
                              "skipped.")
                               .arg(joint.name));
        return;
    }
    const XMLElement *poseElement = element->FirstChildElement("pose");
    joint.pose = readPose(ctx, poseElement);
    joint.frame = addNode(FrameKind::Joint, scope.scoped(joint.name), scope.modelFrame,
                          joint.pose.X_RF, kWorldFrame, joint.source);
    scope.declare(ctx, element, joint.name, joint.frame);

    JointMotion motion;
    motion.joint = joint.frame;
    motion.type = joint.type;
    motion.axis = joint.axis.xyz;
    motion.threadPitch = joint.threadPitch;
    if (joint.mimic.present && !joint.mimic.joint.isEmpty()) {
        motion.mimicLeader = scope.scoped(joint.mimic.joint);
        motion.mimicMultiplier = joint.mimic.multiplier;
        motion.mimicOffset = joint.mimic.offset;
        motion.mimicReference = joint.mimic.reference;
    }
    const int index = m_graph.addJoint(motion);
    using Kind = Scope::Pending::Kind;
    scope.pending.push_back({Kind::JointChild, joint.frame, index, joint.child, childElement, &ctx,
                             !joint.pose.relativeTo.isEmpty()});
    scope.pending.push_back({Kind::JointParent, joint.frame, index, joint.parent, parentElement, &ctx,
                             false});
    if (!joint.axis.expressedIn.isEmpty()) {
        const XMLElement *axis = element->FirstChildElement("axis");
        scope.pending.push_back({Kind::AxisExpressedIn, joint.frame, index, joint.axis.expressedIn,
                                 axis ? axis->FirstChildElement("xyz") : element, &ctx, false});
    }
    pendRelativeTo(scope, ctx, joint.frame, joint.pose, poseElement);
    out.push_back(std::move(joint));
}

void Reader::readFrame(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                       std::vector<Frame> &out)
{
    Frame frame;
    frame.source = ctx.ref(element);
    frame.name = ReadContext::attribute(element, "name");
    if (frame.name.isEmpty()) {
        ctx.error(element, tr("<frame> has no name; add name=\"…\". The frame is skipped."));
        return;
    }
    frame.attachedTo = ReadContext::attribute(element, "attached_to");
    const XMLElement *poseElement = element->FirstChildElement("pose");
    frame.pose = readPose(ctx, poseElement);
    // SDF 1.7+ `<frame>`: attached_to defaults to `__model__` (or the world); the pose defaults
    // to being relative_to the attached_to frame.
    frame.frame = addNode(FrameKind::Frame, scope.scoped(frame.name), scope.modelFrame,
                          frame.pose.X_RF, scope.modelFrame, frame.source);
    scope.declare(ctx, element, frame.name, frame.frame);
    scope.pending.push_back({Scope::Pending::Kind::AttachedTo, frame.frame, -1, frame.attachedTo,
                             element, &ctx, !frame.pose.relativeTo.isEmpty()});
    pendRelativeTo(scope, ctx, frame.frame, frame.pose, poseElement);
    out.push_back(std::move(frame));
}

const XMLElement *Reader::findIncludeParams(const XMLElement *include)
{
    for (const XMLElement *e = include->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const char *name = e->Name();
        const char *colon = std::strchr(name, ':');
        if (colon && std::strcmp(colon, ":params") == 0)
            return e;
    }
    return nullptr;
}

const ReadContext &Reader::withIncludeParams(const ReadContext &ctx, const XMLElement *include,
                                             const XMLElement *params, int file,
                                             const XMLElement *&model)
{
    const XMLElement *root = m_doc.files()[size_t(file)].xml->RootElement();
    auto copy = std::make_unique<tinyxml2::XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
    copy->InsertEndChild(root->DeepClone(copy.get()));
    XMLElement *modelCopy = copy->RootElement()->FirstChildElement("model");
    applyIncludeParams(ctx, params, modelCopy);
    const int generated = m_doc.addGeneratedFile(
        m_doc.files()[size_t(file)].path, std::move(copy),
        tr("<include> at %1:%2 with %3").arg(ctx.path).arg(include->GetLineNum()).arg(QString::fromUtf8(params->Name())));
    m_contexts.emplace_back(m_doc, m_resolver, generated);
    model = modelCopy;
    return m_contexts.back();
}

void Reader::applyPlacementFrame(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                                 FrameId modelNode, const QString &placementFrame)
{
    // SDF 1.8 `placement_frame`: the model pose gives X_RP, the pose of placement frame P;
    // the model frame is then X_RM = X_RP * X_MP⁻¹, X_MP resolved inside the model.
    const FrameId placement = scope.lookup(placementFrame);
    if (placement == kNoFrame) {
        ctx.error(element, tr("placement_frame '%1' does not name a frame in model '%2'; the "
                              "model pose is used as is.")
                               .arg(placementFrame, scope.modelName));
        return;
    }
    Pose X_MP;
    FrameId cur = placement;
    for (int steps = 0; cur != modelNode; ++steps) {
        if (cur == kNoFrame || cur == kWorldFrame || steps > m_graph.size()) {
            ctx.error(element, tr("placement_frame '%1' is not posed inside model '%2'; the model "
                                  "pose is used as is.")
                                   .arg(placementFrame, scope.modelName));
            return;
        }
        X_MP = m_graph.node(cur).X_RF * X_MP;
        cur = m_graph.node(cur).relativeTo;
    }
    FrameNode &model = m_graph.node(modelNode);
    model.X_RF = model.X_RF * X_MP.inverse();
}

void Reader::readInclude(const ReadContext &ctx, const XMLElement *element, Scope &scope,
                         Model *parentModel)
{
    const XMLElement *uriElement = element->FirstChildElement("uri");
    const QString uri = ReadContext::text(uriElement);
    if (uri.isEmpty()) {
        ctx.error(element, tr("<include> has no <uri>; add the model's URI (model://NAME, a "
                              "path, or a model name)."));
        return;
    }
    // The name the included model will have; references to it are skipped silently when the
    // include fails (its own diagnostic already explains why).
    QString includedName = ctx.childText(element, "name");
    if (includedName.isEmpty())
        includedName = QFileInfo(QString(uri).remove(QRegularExpression(QStringLiteral("/+$"))))
                           .completeBaseName();
    const ResourceResolver::Result found = m_resolver.resolveModel(uri, ctx.path);
    if (!found.ok()) {
        scope.unavailable.insert(includedName);
        if (found.remote)
            ctx.warning(uriElement, found.error);
        else
            ctx.error(uriElement, found.error);
        return;
    }
    const QString path = QFileInfo(found.path).absoluteFilePath();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("sdf") && suffix != QLatin1String("world")
        && suffix != QLatin1String("urdf") && suffix != QLatin1String("xml")) {
        // libsdformat's custom-parser interface (e.g. `.toml` models) is not available here.
        ctx.error(uriElement, tr("'%1' is not an SDFormat or URDF file; RoboStage includes only "
                                 "those (custom parser formats such as .%2 are not supported). "
                                 "References to this model are ignored.")
                                  .arg(path, suffix));
        scope.unavailable.insert(includedName);
        return;
    }
    if (m_includeStack.contains(path)) {
        ctx.error(uriElement, tr("include cycle: '%1' includes itself through %2; the include "
                                 "is skipped.")
                                  .arg(path, m_includeStack.join(QStringLiteral(" -> "))));
        return;
    }
    int file = m_fileIndex.value(path, -1);
    if (file < 0) {
        file = m_doc.addFile(path, ctx.path, element->GetLineNum());
        if (file < 0) {
            scope.unavailable.insert(includedName);
            return;
        }
        m_fileIndex.insert(path, file);
    }
    m_contexts.emplace_back(m_doc, m_resolver, file);
    const ReadContext &included = m_contexts.back();
    XMLElement *root = m_doc.files()[size_t(file)].xml->RootElement();

    IncludeOverrides o;
    o.name = ctx.childText(element, "name"); // empty: the included model keeps its own name
    o.poseElement = element->FirstChildElement("pose");
    o.pose = readPose(ctx, o.poseElement);
    o.poseCtx = &ctx;
    if (const XMLElement *s = element->FirstChildElement("static"))
        o.isStatic = ctx.boolean(s, false);
    o.placementElement = element->FirstChildElement("placement_frame");
    o.placementFrame = ReadContext::text(o.placementElement);
    bool merge = false;
    o.merge = element->Attribute("merge") && parseBool(element->Attribute("merge"), merge) && merge;
    o.info = {true, uri, path, o.merge, ctx.ref(element)};

    m_includeStack << path;
    const QByteArray rootName = root ? QByteArray(root->Name()) : QByteArray();
    Model model;
    bool ok = false;
    if (rootName == "robot") {
        if (o.merge)
            ctx.warning(element, tr("merge=\"true\" is not supported for URDF includes; the robot "
                                    "is included as a nested model."));
        o.merge = false;
        if (o.name.isEmpty())
            o.name = ReadContext::attribute(root, "name");
        ok = readModel(included, root, scope, scope.version, model, &o);
    } else if (rootName == "sdf" || (rootName == "gazebo" && root->Attribute("version"))) {
        const int version = parseVersion(ReadContext::attribute(root, "version"));
        if (const XMLElement *m = root->FirstChildElement("model")) {
            const ReadContext *source = &included;
            if (const XMLElement *params = findIncludeParams(element)) {
                // Parameter passing edits a copy of the included model, never its file.
                source = &withIncludeParams(ctx, element, params, file, m);
            }
            ok = readModel(*source, m, scope, version ? version : scope.version, model, &o);
        } else if (const XMLElement *light = root->FirstChildElement("light")) {
            if (scope.isWorld)
                readWorldLight(included, light, scope, &o);
            else
                ctx.warning(element, tr("included light '%1' inside a model is not supported; "
                                        "include it in the world.")
                                         .arg(uri));
        } else if (root->FirstChildElement("actor")) {
            m_doc.scene().world.extensions.push_back({QStringLiteral("actor"), {}, ctx.ref(element)});
        } else {
            ctx.error(element, tr("'%1' has no <model> to include.").arg(path));
        }
    } else {
        ctx.error(element, tr("'%1' is not an SDFormat or URDF file (root <%2>); it cannot be "
                              "included.")
                               .arg(path, QString::fromUtf8(rootName)));
    }
    m_includeStack.removeLast();
    if (!ok)
        return;
    if (o.merge && parentModel) {
        // Merged content becomes part of the parent model (SDF 1.9 merge include).
        for (Link &l : model.links)
            parentModel->links.push_back(std::move(l));
        for (Joint &j : model.joints)
            parentModel->joints.push_back(std::move(j));
        for (Frame &f : model.frames)
            parentModel->frames.push_back(std::move(f));
        for (Model &m : model.models)
            parentModel->models.push_back(std::move(m));
        Frame proxy;
        proxy.name = QStringLiteral("_merged__%1__model__").arg(model.name);
        proxy.pose = model.pose;
        proxy.frame = model.frame;
        proxy.source = o.info.source;
        parentModel->frames.push_back(std::move(proxy));
    } else if (parentModel) {
        parentModel->models.push_back(std::move(model));
    } else {
        m_doc.scene().world.models.push_back(std::move(model));
    }
}

} // namespace

void read(ReadContext &ctx, tinyxml2::XMLElement *root)
{
    Reader reader(ctx);
    reader.readRoot(ctx, root);
}

} // namespace robostage::sdf
