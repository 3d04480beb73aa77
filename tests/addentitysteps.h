#pragma once

// The additions tst_addentity and tst_oracle_addentity make on a real file (model/edit/addspec.h,
// AddEntity): a link with a joint, a visual and a collision in the opened file's first model
// (URDF: below the root link), an SDFormat 1.7+ frame in the model and one attached to the new
// link, a nested model with a link (1.5+) and, in a world, a top-level model with a link. Each
// step says where its entity must end up: at the world pose of `poseParent` composed with
// `xyzRpy`. lightSensorIncludeSteps() adds lights, sensors and an include.

#include "edit/editsession.h"
#include "edit/entityclipboard.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "edit/xmlscan.h"
#include "formats/sdf/sdfelements.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <vector>

namespace robostage::test {

/// One --add-* option and where its entity must be.
struct AddStep
{
    edit::AddSpec::Kind kind;
    QString value; ///< the option's value (addspec.h syntax)
    QString added; ///< KIND:scoped-name of the new entity
    QString poseParent; ///< KIND:scoped-name of the frame `xyzRpy` is relative to ("" = world)
    std::array<double, 6> xyzRpy {};
};

/// The KIND:scoped-name of the first entity of `kind` written in the opened file of `doc`
/// (not one an `<include>` brought in), empty when there is none.
inline QString firstInMainFile(const Document &doc, FrameKind kind)
{
    for (FrameId id = 1; id < doc.frames().size(); ++id) {
        const FrameNode &n = doc.frames().node(id);
        edit::EntityInfo info;
        if (n.kind != kind || !edit::lookupEntity(doc, id, info) || !info.source.element
            || doc.filePath(info.source) != doc.path()
            || (info.model && info.model->include.present))
            continue;
        return QString::fromLatin1(frameKindName(kind)) + QLatin1Char(':') + n.scopedName;
    }
    return QString();
}

/// The steps for `doc` (see the file comment); empty with `why` when the file has no model
/// (SDFormat) or root link (URDF) to add to.
inline std::vector<AddStep> addSteps(const Document &doc, QString *why)
{
    using Kind = edit::AddSpec::Kind;
    const auto pose = [](const std::array<double, 6> &v) {
        QStringList parts;
        for (double x : v)
            parts << QString::number(x, 'g', 17);
        return QLatin1Char('@') + parts.join(QLatin1Char(','));
    };
    const std::array<double, 6> p1 {0.1, 0.2, 0.3, 0.1, 0.2, 0.3}, p2 {0, 0, 0.1, 0, 0, 0.2},
        p3 {0, 0, 0.05, 0, 0, 0}, p4 {0, 0.1, 0, 0.3, 0, 0}, zero {};
    std::vector<AddStep> steps;
    const auto add
        = [&](Kind kind, const QString &target, const QString &value, const QString &added,
              const QString &poseParent, const std::array<double, 6> &xyzRpy) {
              const QString text = target + value + (xyzRpy == zero ? QString() : pose(xyzRpy));
              steps.push_back({kind, text, added, poseParent, xyzRpy});
          };
    if (doc.scene().format == SourceFormat::Urdf) {
        const Model &robot = doc.scene().world.models.front();
        QString root;
        for (const Link &l : robot.links) {
            if (std::none_of(robot.joints.begin(), robot.joints.end(),
                    [&](const Joint &j) { return j.child == l.name; })) {
                root = l.name;
                break;
            }
        }
        if (root.isEmpty()) {
            *why = QStringLiteral("no root link");
            return {};
        }
        const QString r = robot.name + QStringLiteral("::");
        add(Kind::Link, "rs_link", {}, "link:" + r + "rs_link", "link:" + r + root, p1);
        steps.back().value = QStringLiteral("rs_link");
        add(Kind::Joint, "rs_joint", "=revolute," + root + ",rs_link", "joint:" + r + "rs_joint",
            "link:" + r + root, p1);
        add(Kind::Visual, "rs_link::rs_visual", "=box:0.1,0.2,0.3",
            "visual:" + r + "rs_link::rs_visual", "link:" + r + "rs_link", p3);
        add(Kind::Collision, "rs_link::rs_collision", "=cylinder:0.1,0.2",
            "collision:" + r + "rs_link::rs_collision", "link:" + r + "rs_link", p4);
        add(Kind::Visual, root + "::rs_visual2", "=sphere:0.05",
            "visual:" + r + root + "::rs_visual2", "link:" + r + root, zero);
        return steps;
    }
    const QString model = firstInMainFile(doc, FrameKind::Model).section(QLatin1Char(':'), 1);
    if (model.isEmpty()) {
        *why = QStringLiteral("no model in the opened file");
        return {};
    }
    const QString link = firstInMainFile(doc, FrameKind::Link).section(QLatin1Char(':'), 1);
    edit::EntityInfo info;
    edit::lookupEntity(doc, edit::findEntity(doc, "model:" + model, {}, nullptr), info);
    const int version = sdf::parseVersion(info.model ? info.model->version : QString());
    const QString m = model + QStringLiteral("::");
    add(Kind::Link, m + "rs_link", {}, "link:" + m + "rs_link", "model:" + model, p1);
    if (link.startsWith(m) && !link.mid(m.size()).contains(QStringLiteral("::")))
        add(Kind::Joint, m + "rs_joint", "=revolute," + link.mid(m.size()) + ",rs_link",
            "joint:" + m + "rs_joint", "link:" + m + "rs_link", p2);
    add(Kind::Visual, m + "rs_link::rs_visual", "=box:0.1,0.2,0.3",
        "visual:" + m + "rs_link::rs_visual", "link:" + m + "rs_link", p3);
    add(Kind::Collision, m + "rs_link::rs_collision", "=sphere:0.1",
        "collision:" + m + "rs_link::rs_collision", "link:" + m + "rs_link", p4);
    if (version >= 107) {
        add(Kind::Frame, m + "rs_frame", {}, "frame:" + m + "rs_frame", "model:" + model, p2);
        add(Kind::Frame, m + "rs_link::rs_frame2", {}, "frame:" + m + "rs_frame2",
            "link:" + m + "rs_link", p4);
    }
    if (version >= 105) {
        add(Kind::Model, m + "rs_nested", {}, "model:" + m + "rs_nested", "model:" + model, p4);
        add(Kind::Link, m + "rs_nested::rs_nested_link", {},
            "link:" + m + "rs_nested::rs_nested_link", "model:" + m + "rs_nested", p3);
    }
    if (doc.scene().declaresWorld) {
        const QString world = doc.scene().world.name;
        add(Kind::Model, world + "::rs_model", {}, "model:rs_model", QString(), p1);
        add(Kind::Link, "rs_model::rs_body", {}, "link:rs_model::rs_body", "model:rs_model", p2);
        add(Kind::Visual, "rs_model::rs_body::rs_body_visual", "=cylinder:0.1,0.3",
            "visual:rs_model::rs_body::rs_body_visual", "link:rs_model::rs_body", zero);
    }
    return steps;
}

/// The light, sensor and include additions for an SDFormat 1.6 to 1.9 `doc` (tst_oracle_addentity):
/// a spot light in the world (when there is one); a point light on the link `rs_link` that
/// addSteps() adds to the first model (apply these after those); a camera, depth camera, GPU
/// lidar, IMU and (when the link has a collision) contact sensor on the first link of the
/// opened file; the model folder `folder` (on the model path) included as `rs_inc` in the world,
/// else in the first model, plus its link `body` (not an addition; its pose follows the
/// include's). URDF: a spot light and a camera, GPU lidar, IMU and contact sensor in
/// `<gazebo reference>` blocks of `rs_link` (apply these after addSteps()). Empty for other
/// files.
inline std::vector<AddStep> lightSensorIncludeSteps(const Document &doc, const QString &folder)
{
    using Kind = edit::AddSpec::Kind;
    std::vector<AddStep> steps;
    if (doc.scene().format == SourceFormat::Urdf && !doc.scene().world.models.empty()) {
        // URDF: <gazebo reference="rs_link"> blocks on the link addSteps() adds (with its
        // collision rs_collision, so a contact sensor may name it).
        const QString rsLink = joinScoped(doc.scene().world.models.front().name, "rs_link");
        steps.push_back({Kind::Light, "rs_link::rs_lamp=spot@0.1,0.2,0.3,0,0.4,0",
            "light:" + rsLink + "::rs_lamp", "link:" + rsLink, {0.1, 0.2, 0.3, 0, 0.4, 0}});
        for (const char *type : {"camera", "gpu_lidar", "imu", "contact"})
            steps.push_back({Kind::Sensor,
                QStringLiteral("rs_link::rs_%1=%1@0,0,0.1,0,0,0").arg(QLatin1String(type)),
                QStringLiteral("sensor:%1::rs_%2").arg(rsLink, QLatin1String(type)),
                "link:" + rsLink, {0, 0, 0.1, 0, 0, 0}});
        return steps;
    }
    const QString link = firstInMainFile(doc, FrameKind::Link).section(QLatin1Char(':'), 1);
    edit::EntityInfo info;
    if (doc.scene().format != SourceFormat::Sdf || link.isEmpty()
        || !edit::lookupEntity(doc, edit::findEntity(doc, "link:" + link, {}, nullptr), info))
        return {};
    for (const QString &version : {info.model->version, doc.scene().version}) {
        if (sdf::parseVersion(version) < 106 || sdf::parseVersion(version) > 109)
            return {};
    }
    const std::array<double, 6> p1 {0.1, 0.2, 3, 0.1, 0.2, 0.3}, p2 {0, 0.1, 0.2, 0, 0.4, 0},
        p3 {1, 2, 0.5, 0, 0, 0.5};
    if (doc.scene().declaresWorld)
        steps.push_back({Kind::Light, "world::rs_spot=spot@0.1,0.2,3,0.1,0.2,0.3", "light:rs_spot",
            QString(), p1});
    // The link light goes on the link addSteps() adds to the first model: below a link whose
    // `quat_xyzw` quaternion is not of unit length (sdformat's rotations_in_quaternions.sdf)
    // libsdformat 12 resolves every pose about 5e-6 m off.
    const QString model = firstInMainFile(doc, FrameKind::Model).section(QLatin1Char(':'), 1);
    const QString rsLink = model + QStringLiteral("::rs_link");
    steps.push_back({Kind::Light, rsLink + "::rs_lamp=point@0,0.1,0.2,0,0.4,0",
        "light:" + rsLink + "::rs_lamp", "link:" + rsLink, p2});
    for (const char *type : {"camera", "depth_camera", "gpu_lidar", "imu", "contact"}) {
        if (QByteArray(type) == "contact" && info.link->collisions.empty())
            continue;
        const QString name = QStringLiteral("rs_") + QString::fromLatin1(type);
        steps.push_back({Kind::Sensor, link + "::" + name + '=' + type + "@0,0.1,0.2,0,0.4,0",
            "sensor:" + link + "::" + name, "link:" + link, p2});
    }
    const QString parent = doc.scene().declaresWorld ? QString() : model;
    const QString included = joinScoped(parent, QStringLiteral("rs_inc"));
    steps.push_back({Kind::Include,
        (parent.isEmpty() ? QStringLiteral("world") : parent) + "::model://" + folder
            + "=rs_inc@1,2,0.5,0,0,0.5",
        "model:" + included, parent.isEmpty() ? QString() : "model:" + parent, p3});
    return steps;
}

/// Copies a link of the opened file and pastes it next to the original (copy and paste,
/// entityclipboard.h): SDFormat the first link into its own model, URDF the first joint's child
/// link (with its subtree) under the same parent link. Returns the pasted link's
/// KIND:scoped-name and in `original` the copied one's (the paste must be at its world pose);
/// empty with `error` when refused, empty without when the file has no such link.
inline QString pasteLinkCopy(edit::EditSession &s, QString &original, QString *error)
{
    const Document &doc = s.document();
    QString parent; // PasteEntity's parent: the model (SDFormat) or the parent link (URDF)
    if (doc.scene().format == SourceFormat::Urdf) {
        const Model &robot = doc.scene().world.models.front();
        if (robot.joints.empty())
            return QString();
        original = "link:" + joinScoped(robot.name, robot.joints.front().child);
        parent = robot.joints.front().parent;
    } else {
        original = firstInMainFile(doc, FrameKind::Link);
        const QString scoped = original.section(QLatin1Char(':'), 1);
        parent = scoped.left(int(scoped.lastIndexOf(QStringLiteral("::"))));
    }
    edit::CopiedEntity copied;
    const FrameId id = original.isEmpty() ? kNoFrame : edit::findEntity(doc, original, {}, error);
    if (id == kNoFrame || !edit::copyEntity(doc, id, copied, error))
        return QString();
    edit::EditResult result;
    auto command = edit::PasteEntity::create(s, copied, parent, result);
    const QString pasted = command ? command->pastedSpec() : QString();
    if (command)
        result = s.push(std::move(command), result);
    if (!result.ok)
        *error = QStringLiteral("paste %1 into %2: %3").arg(original, parent, result.error);
    return result.ok ? pasted : QString();
}

/// Applies `steps` to `s`, one AddEntity each; false with `error` (the step and why) when one
/// is refused.
inline bool applyAddSteps(edit::EditSession &s, const std::vector<AddStep> &steps, QString *error)
{
    for (const AddStep &step : steps) {
        edit::AddSpec spec;
        edit::EditResult result;
        if (!edit::parseAddSpec(step.kind, step.value, spec, &result.error)) {
            *error = "--" + edit::addOptionName(step.kind) + ' ' + step.value + ": " + result.error;
            return false;
        }
        auto command = edit::AddEntity::create(s, spec, result);
        const QString added = command ? command->addedSpec() : QString();
        result = s.push(std::move(command), result);
        if (!result.ok || added != step.added) {
            *error = "--" + edit::addOptionName(step.kind) + ' ' + step.value + ": "
                + (result.ok ? "added " + added + " instead of " + step.added : result.error);
            return false;
        }
    }
    return true;
}

/// The world pose a step's entity must have in `doc`.
inline Pose expectedPose(const Document &doc, const AddStep &step)
{
    const Pose X_PE = Pose::fromXyzRpy(step.xyzRpy[0], step.xyzRpy[1], step.xyzRpy[2],
        step.xyzRpy[3], step.xyzRpy[4], step.xyzRpy[5]);
    if (step.poseParent.isEmpty())
        return X_PE;
    return doc.frames().worldPose(edit::findEntity(doc, step.poseParent, {}, nullptr)) * X_PE;
}

/// The name of scanned element `index` of `bytes`: its `name` attribute, or for an
/// `<include>` the text of its `<name>` child; empty when it has neither.
inline QByteArray scannedName(const edit::XmlScan &scan, const QByteArray &bytes, int index)
{
    const edit::ScannedElement &e = scan.elements[size_t(index)];
    if (const edit::ScannedAttribute *a = e.attribute("name"))
        return bytes.mid(a->valueBegin, a->valueEnd - a->valueBegin);
    if (e.name != "include")
        return QByteArray();
    for (size_t i = size_t(index) + 1; i < scan.elements.size(); ++i) {
        const edit::ScannedElement &c = scan.elements[i];
        if (c.parent == index && c.name == "name")
            return bytes.mid(c.startTagEnd, c.endTagBegin - c.startTagEnd).trimmed();
    }
    return QByteArray();
}

/// `bytes` without the lines of the elements whose name (scannedName()) starts with `prefix`,
/// and of the `<gazebo>` blocks that hold only such elements (each from the start of its first
/// line to the end of its last; elements inside one removed go with it).
inline QByteArray withoutNamed(const QByteArray &bytes, const QByteArray &prefix)
{
    const edit::XmlScan scan = edit::scanXml(bytes);
    std::vector<std::pair<int, int>> cuts;
    for (int i = 0; i < int(scan.elements.size()); ++i) {
        const edit::ScannedElement &e = scan.elements[size_t(i)];
        bool named = scannedName(scan, bytes, i).startsWith(prefix);
        if (e.name == "gazebo" && e.childCount == 1 && size_t(i) + 1 < scan.elements.size())
            named = scannedName(scan, bytes, i + 1).startsWith(prefix);
        if (!named)
            continue;
        const int begin = int(bytes.lastIndexOf('\n', e.start)) + 1;
        const int end = int(bytes.indexOf('\n', e.end)) + 1;
        if (!cuts.empty() && begin < cuts.back().second)
            continue; // inside the previous cut
        cuts.push_back({begin, end});
    }
    QByteArray out = bytes;
    for (auto it = cuts.rbegin(); it != cuts.rend(); ++it)
        out.remove(it->first, it->second - it->first);
    return out;
}

} // namespace robostage::test
