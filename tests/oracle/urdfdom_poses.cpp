// urdfdom_poses: the urdfdom oracle for `robostage poses` on URDF files.
//
//   urdfdom_poses [--joint NAME=VALUE]… [--auto-joints] [--repair] FILE
//
// Parses FILE with urdf::parseURDF; if that fails (urdfdom logs why to stderr), exit 1.
// Before that, a tinyxml2 pass names every unnamed <visual>/<collision> `visual_<i>` /
// `collision_<i>` by its document position: urdfdom silently drops a visual it cannot read
// (e.g. `<capsule>`), which would shift positions counted afterwards.
// With --repair, FILE is also mended where urdfdom is stricter than the URDF readers in use
// (ROS, Drake) in ways that cannot change a pose, each change logged as `repaired: …` on stderr:
// a revolute/prismatic joint without `<limit>` gets an empty one (it then stays at q = 0), a
// `<limit>` without effort/velocity gets 0; a nameless `<material>` of a visual, an `<inertial>`
// without `<inertia>` and a `<dynamics>` with a non-scalar value are dropped; a `world` link
// that joints name as parent but the file does not declare (Drake's convention for the world
// frame) is declared, and not printed.
// Otherwise walks the kinematic tree from the root link and prints POSE lines (oraclepose.h):
// - `model ROBOT` at identity (a URDF robot is placed at the world origin);
// - `link ROBOT::LINK`: X_WC = X_WP * origin * motion(q), q = 0 unless given;
// - `joint ROBOT::JOINT`: the joint frame, which URDF defines as the child link frame;
// - `visual ROBOT::LINK::NAME` / `collision …`: link pose * `<origin>`, an unnamed one named
//   `visual_<i>` / `collision_<i>`, i counted from 0 among the link's visuals / collisions.
//
// Joint motion (URDF `<joint>`): revolute and continuous rotate by q about the unit `<axis>`,
// prismatic translate by q along it, both in the joint frame (after `<origin>`). `<mimic>` is
// not applied: a joint moves only when it is given a value.
//
// --auto-joints gives every revolute, continuous and prismatic joint that neither mimics nor
// is mimicked a value (inside its limits; joints whose limits are empty are left at 0) and
// prints `JOINTVALUE NAME VALUE` for each before the POSE lines, so that the caller can pass
// the same values to the program under test.
//
// Used by tests/oracle/tst_oracle only; never linked into the product.

#include "oraclepose.h"

#include <tinyxml2.h>
#include <urdf_parser/urdf_parser.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

oracle::Pose toPose(const urdf::Pose &p)
{
    oracle::Pose X;
    X.x = p.position.x;
    X.y = p.position.y;
    X.z = p.position.z;
    X.qw = p.rotation.w;
    X.qx = p.rotation.x;
    X.qy = p.rotation.y;
    X.qz = p.rotation.z;
    return X;
}

/// The motion of `joint` at position q, in the joint frame.
oracle::Pose jointMotion(const urdf::Joint &joint, double q)
{
    const urdf::Vector3 &a = joint.axis;
    switch (joint.type) {
    case urdf::Joint::REVOLUTE:
    case urdf::Joint::CONTINUOUS:
        return oracle::axisAngle(a.x, a.y, a.z, q);
    case urdf::Joint::PRISMATIC: {
        oracle::Pose X;
        const double n = std::sqrt(a.x * a.x + a.y * a.y + a.z * a.z);
        if (n > 0) {
            X.x = a.x / n * q;
            X.y = a.y / n * q;
            X.z = a.z / n * q;
        }
        return X;
    }
    default:
        return oracle::Pose();
    }
}

/// Deterministic in-limit values for the joints --auto-joints moves (see the header comment).
std::map<std::string, double> autoJointValues(const urdf::ModelInterface &model)
{
    std::set<std::string> mimicking;
    for (const auto &entry : model.joints_) {
        if (entry.second->mimic) {
            mimicking.insert(entry.first);
            mimicking.insert(entry.second->mimic->joint_name);
        }
    }
    std::map<std::string, double> values;
    int k = 0;
    for (const auto &entry : model.joints_) { // std::map: sorted by name
        const urdf::Joint &joint = *entry.second;
        if (mimicking.count(entry.first))
            continue;
        double value = 0;
        if (joint.type == urdf::Joint::CONTINUOUS) {
            value = 0.3 + 0.25 * (k % 7);
        } else if (joint.type == urdf::Joint::REVOLUTE || joint.type == urdf::Joint::PRISMATIC) {
            if (!joint.limits || !(joint.limits->upper > joint.limits->lower))
                continue;
            const double f = 0.25 + 0.125 * (k % 5);
            value = joint.limits->lower + f * (joint.limits->upper - joint.limits->lower);
        } else {
            continue;
        }
        ++k;
        // Round to what is printed so both programs use exactly the same number.
        char text[64];
        std::snprintf(text, sizeof text, "%.6f", value);
        values[entry.first] = std::strtod(text, nullptr);
        std::printf("JOINTVALUE %s %s\n", entry.first.c_str(), text);
    }
    return values;
}

/// Reads FILE with tinyxml2, names unnamed visuals and collisions by position and, when
/// `repair`, applies the --repair edits (header comment), appending each to `repairs`.
/// Returns false when FILE is not XML with a <robot> root.
bool prepareXml(
    const std::string &file, bool repair, std::string &xml, std::vector<std::string> &repairs)
{
    using tinyxml2::XMLElement;
    tinyxml2::XMLDocument doc;
    if (doc.LoadFile(file.c_str()) != tinyxml2::XML_SUCCESS)
        return false;
    XMLElement *robot = doc.FirstChildElement("robot");
    if (!robot)
        return false;
    const auto attribute = [](const XMLElement *e, const char *name) {
        const char *value = e ? e->Attribute(name) : nullptr;
        return std::string(value ? value : "");
    };
    const auto nameByPosition = [](XMLElement *link, const char *tag) {
        int i = 0;
        for (XMLElement *e = link->FirstChildElement(tag); e; e = e->NextSiblingElement(tag), ++i) {
            if (!e->Attribute("name") || !*e->Attribute("name"))
                e->SetAttribute("name", (std::string(tag) + "_" + std::to_string(i)).c_str());
        }
    };
    std::set<std::string> links;
    for (XMLElement *link = robot->FirstChildElement("link"); link;
         link = link->NextSiblingElement("link")) {
        const std::string linkName = attribute(link, "name");
        links.insert(linkName);
        nameByPosition(link, "visual");
        nameByPosition(link, "collision");
        if (!repair)
            continue;
        for (XMLElement *visual = link->FirstChildElement("visual"); visual;
             visual = visual->NextSiblingElement("visual")) {
            XMLElement *material = visual->FirstChildElement("material");
            if (material && !material->Attribute("name")) {
                visual->DeleteChild(material);
                repairs.push_back("link " + linkName + ": dropped a <material> without name");
            }
        }
        XMLElement *inertial = link->FirstChildElement("inertial");
        if (inertial && !inertial->FirstChildElement("inertia")) {
            link->DeleteChild(inertial);
            repairs.push_back("link " + linkName + ": dropped an <inertial> without <inertia>");
        }
    }
    bool worldNamed = false;
    for (XMLElement *joint = robot->FirstChildElement("joint"); repair && joint;
         joint = joint->NextSiblingElement("joint")) {
        const std::string jointName = attribute(joint, "name");
        const std::string type = attribute(joint, "type");
        XMLElement *limit = joint->FirstChildElement("limit");
        if ((type == "revolute" || type == "prismatic") && !limit) {
            limit = joint->InsertNewChildElement("limit");
            limit->SetAttribute("effort", "0");
            limit->SetAttribute("velocity", "0");
            repairs.push_back("joint " + jointName + ": added an empty <limit>");
        }
        for (const char *required : {"effort", "velocity"}) {
            if (limit && !limit->Attribute(required)) {
                limit->SetAttribute(required, "0");
                repairs.push_back("joint " + jointName + ": <limit> " + required + "=0");
            }
        }
        XMLElement *dynamics = joint->FirstChildElement("dynamics");
        if (dynamics
            && (attribute(dynamics, "damping").find(' ') != std::string::npos
                || attribute(dynamics, "friction").find(' ') != std::string::npos)) {
            joint->DeleteChild(dynamics);
            repairs.push_back("joint " + jointName + ": dropped a non-scalar <dynamics>");
        }
        worldNamed = worldNamed || attribute(joint->FirstChildElement("parent"), "link") == "world";
    }
    if (worldNamed && !links.count("world")) {
        robot->InsertNewChildElement("link")->SetAttribute("name", "world");
        repairs.push_back("declared the world link (not printed)");
    }
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    xml = printer.CStr();
    return true;
}

void printLinkTree(const std::string &robot, const urdf::Link &link, const oracle::Pose &X_WL,
    const std::map<std::string, double> &q, bool printLink = true)
{
    const std::string name = robot + "::" + link.name;
    if (printLink)
        oracle::printPose("link", name, X_WL);
    for (size_t i = 0; i < link.visual_array.size(); ++i) {
        const urdf::Visual &v = *link.visual_array[i];
        const std::string vName = v.name.empty() ? "visual_" + std::to_string(i) : v.name;
        oracle::printPose("visual", name + "::" + vName, oracle::compose(X_WL, toPose(v.origin)));
    }
    for (size_t i = 0; i < link.collision_array.size(); ++i) {
        const urdf::Collision &c = *link.collision_array[i];
        const std::string cName = c.name.empty() ? "collision_" + std::to_string(i) : c.name;
        oracle::printPose(
            "collision", name + "::" + cName, oracle::compose(X_WL, toPose(c.origin)));
    }
    for (const urdf::JointSharedPtr &joint : link.child_joints) {
        const auto value = q.find(joint->name);
        const oracle::Pose X_LJ = toPose(joint->parent_to_joint_origin_transform);
        const oracle::Pose X_WC = oracle::compose(
            oracle::compose(X_WL, X_LJ), jointMotion(*joint, value == q.end() ? 0 : value->second));
        oracle::printPose("joint", robot + "::" + joint->name, X_WC);
        const urdf::LinkConstSharedPtr child = [&] {
            urdf::LinkConstSharedPtr l;
            for (const urdf::LinkSharedPtr &c : link.child_links) {
                if (c->name == joint->child_link_name)
                    l = c;
            }
            return l;
        }();
        if (child)
            printLinkTree(robot, *child, X_WC, q);
    }
}

int usage()
{
    std::fprintf(
        stderr, "usage: urdfdom_poses [--joint NAME=VALUE]... [--auto-joints] [--repair] FILE\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    std::map<std::string, double> q;
    bool autoJoints = false;
    bool repair = false;
    std::string file;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--joint" && i + 1 < argc) {
            const std::string spec = argv[++i];
            const size_t eq = spec.find('=');
            if (eq == std::string::npos || eq == 0)
                return usage();
            q[spec.substr(0, eq)] = std::strtod(spec.c_str() + eq + 1, nullptr);
        } else if (arg == "--auto-joints") {
            autoJoints = true;
        } else if (arg == "--repair") {
            repair = true;
        } else if (arg.rfind("--", 0) == 0 || !file.empty()) {
            return usage();
        } else {
            file = arg;
        }
    }
    if (file.empty())
        return usage();

    std::string xml;
    std::vector<std::string> repairs;
    const bool prepared = prepareXml(file, repair, xml, repairs);
    for (const std::string &r : repairs)
        std::fprintf(stderr, "repaired: %s\n", r.c_str());
    const urdf::ModelInterfaceSharedPtr model
        = prepared ? urdf::parseURDF(xml) : urdf::parseURDFFile(file);
    if (!model || !model->getRoot()) {
        std::fprintf(stderr, "urdfdom: cannot parse %s\n", file.c_str());
        return 1;
    }
    for (const auto &entry : q) {
        if (!model->getJoint(entry.first)) {
            std::fprintf(stderr, "urdfdom_poses: no joint named '%s'\n", entry.first.c_str());
            return 2;
        }
    }
    if (autoJoints) {
        for (const auto &entry : autoJointValues(*model))
            q[entry.first] = entry.second;
    }
    const std::string &robot = model->getName();
    oracle::printPose("model", robot, oracle::Pose());
    const bool addedWorld
        = std::find(repairs.begin(), repairs.end(), "declared the world link (not printed)")
        != repairs.end();
    printLinkTree(robot, *model->getRoot(), oracle::Pose(), q,
        !(addedWorld && model->getRoot()->name == "world"));
    return 0;
}
