// SetInitialPositions (issue 32): the Joints dock's positions written as SDFormat
// `<axis><initial_position>`.

#include "edithelpers.h"
#include "formats/sdf/sdfelements.h"
#include "numberformat.h"
#include "propertycommands.h"

#include <cmath>

namespace robostage::edit {

namespace {

/// Why `info`'s joint gets no initial position, or empty when it can.
QString refusal(const Document &doc, const EntityInfo &info, double value)
{
    const Joint &joint = *info.joint;
    if (doc.scene().format == SourceFormat::SimRobot)
        return QCoreApplication::translate("robostage::edit",
            "%1: RoboStage writes initial positions into SDFormat files only; give the "
            "joint's <Deflection> an init attribute by hand")
            .arg(where(doc, info.source));
    if (isUrdfFile(doc, info.source.file))
        return QCoreApplication::translate("robostage::edit",
            "%1: URDF has no initial joint position; copy the positions from the Joints "
            "dock (Copy) into your controller's configuration instead")
            .arg(where(doc, info.source));
    switch (joint.type) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Prismatic:
    case Joint::Type::Screw:
        break;
    default:
        return QCoreApplication::translate("robostage::edit",
            "'%1' is a %2 joint; initial positions are written for revolute, continuous, "
            "prismatic and screw joints")
            .arg(info.scopedName, joint.typeName);
    }
    if (joint.mimic.present)
        return QCoreApplication::translate(
            "robostage::edit", "'%1' follows '%2' (mimic); set the initial position of '%2'")
            .arg(info.scopedName, joint.mimic.joint);
    if (!std::isfinite(value))
        return QCoreApplication::translate(
            "robostage::edit", "'%1': the initial position must be a finite number")
            .arg(info.scopedName);
    return QString();
}

/// Whether SDFormat `version` defines `<axis><initial_position>` (joint.sdf 1.6 to 1.8; it was
/// deprecated in 1.8 and is gone from 1.9).
bool definesInitialPosition(const QString &version)
{
    const int v = sdf::parseVersion(version);
    return v >= 106 && v < 109;
}

} // namespace

std::unique_ptr<SetInitialPositions> SetInitialPositions::create(
    EditSession &session, const std::vector<InitialPosition> &positions, EditResult &result)
{
    const Document &doc = session.document();
    PatchSet patches(session);
    QStringList names;
    QString version; // an SDFormat version without the element, for the note
    for (const InitialPosition &p : positions) {
        EntityInfo info;
        if (!lookupForEdit(doc, p.joint, {FrameKind::Joint}, info, result))
            return nullptr;
        result.error = refusal(doc, info, p.value);
        if (!result.error.isEmpty())
            return nullptr;
        const tinyxml2::XMLElement *element = info.source.element;
        const tinyxml2::XMLElement *axis = element->FirstChildElement("axis");
        const tinyxml2::XMLElement *written
            = axis ? axis->FirstChildElement("initial_position") : nullptr;
        if (!written && p.value == 0)
            continue; // 0 is the default: nothing to write
        XmlPatch *patch = patches.patch(info.source.file, &result.error);
        if (!patch)
            return nullptr;
        const QByteArray number = formatNumber(p.value);
        const QByteArray child = "<initial_position>" + number + "</initial_position>";
        const bool ok = written ? patch->setNumbers(written, {p.value})
            : axis              ? patch->insertChild(axis, child)
                                : patch->insertChild(element, "<axis>\n\t" + child + "\n</axis>");
        if (!ok) {
            result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
            return nullptr;
        }
        names << info.scopedName;
        const QString fileVersion = info.model ? info.model->version : doc.scene().version;
        if (!definesInitialPosition(fileVersion))
            version = fileVersion;
    }
    if (!version.isEmpty())
        result.notes << QCoreApplication::translate("robostage::edit",
            "SDFormat %1 does not define <initial_position> (joint.sdf 1.6–1.8): "
            "libsdformat keeps it as an unknown element and Gazebo ignores it; "
            "RoboStage starts the joints there")
                            .arg(version);
    const QString text = names.isEmpty()
        ? QCoreApplication::translate("robostage::edit", "Set initial positions")
        : names.size() == 1
        ? QCoreApplication::translate("robostage::edit", "Set initial position of %1")
              .arg(names.first())
        : QCoreApplication::translate(
            "robostage::edit", "Set initial positions of %n joints", nullptr, int(names.size()));
    return makeCommand<SetInitialPositions>(session, patches, text, -1, QString(), result);
}

} // namespace robostage::edit
