// The properties dock's name and pose rows: the pose as SetPose writes it (edit/posetarget.h),
// which for a URDF link is its parent joint's `<origin>`, with the file's spelling.

#include "dialogs/sharededitprompt.h"
#include "document.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/posetarget.h"
#include "properties/propertiesdock.h"
#include "properties/propertyeditors.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMap>

#include <cmath>

namespace robostage {

namespace {

constexpr double kDegreesPerRadian = 180.0 / M_PI;

/// What the pose of `target` is relative to, for the *Relative to* line: a URDF link's parent
/// joint's `<origin>` in the joint's parent link (urdf-xml.md "joint"), else `pose`'s
/// `relative_to` or the default frame; why it has no pose when it cannot be moved.
QString poseFrameText(const Document &doc, const edit::PoseTarget &target, const PoseSpec &pose)
{
    if (!target.isValid())
        return target.error;
    edit::EntityInfo joint;
    if (target.posedNode != target.entity && edit::lookupEntity(doc, target.posedNode, joint)
        && joint.joint)
        return PropertiesDock::tr("link %1, as the <origin> of parent joint %2")
            .arg(joint.joint->parent, joint.joint->name);
    return pose.relativeTo.isEmpty() ? PropertiesDock::tr("(default frame)") : pose.relativeTo;
}

/// Where the numbers of `target`'s `<origin>` come from when a xacro file read them from YAML
/// files (`xacro.load_yaml`; issue 31): "FILE: line 12 (x), 13 (y)" per file, each line with
/// the component it gives; empty when none is read from YAML.
/// `tooltip` gets the full paths.
QString yamlSourceText(const Document &doc, const edit::PoseTarget &target, QString *tooltip)
{
    const xacro::Expansion *expansion = doc.xacroExpansion();
    edit::EntityInfo info;
    if (!expansion || expansion->yamlReads.isEmpty() || !target.isValid()
        || !edit::lookupEntity(doc, target.posedNode, info) || !info.source.element)
        return QString();
    const tinyxml2::XMLElement *origin = info.source.element->FirstChildElement("origin");
    const auto reads = expansion->yamlReads.constFind(origin);
    if (!origin || reads == expansion->yamlReads.constEnd())
        return QString();
    static const char *names[2][3] = {{"x", "y", "z"}, {"roll", "pitch", "yaw"}};
    QMap<int, QStringList> byFile; // file index → "12 (x)"
    for (int a = 0; a < 2; ++a) {
        for (const xacro::YamlRead &read : reads->value(QLatin1String(a == 0 ? "xyz" : "rpy"))) {
            byFile[read.file] << (read.token >= 0 && read.token < 3
                    ? QStringLiteral("%1 (%2)").arg(read.line).arg(
                        QLatin1String(names[a][read.token]))
                    : QString::number(read.line));
        }
    }
    QStringList parts, paths;
    for (auto it = byFile.cbegin(); it != byFile.cend(); ++it) {
        const QString path = expansion->files.value(it.key());
        paths << path;
        parts << PropertiesDock::tr("%1: line %2")
                     .arg(QFileInfo(path).fileName(), it.value().join(QStringLiteral(", ")));
    }
    *tooltip = PropertiesDock::tr("Read by xacro.load_yaml from %1; an edit of these numbers is "
                                  "written there.")
                   .arg(paths.join(QStringLiteral(", ")));
    return parts.join(QLatin1Char('\n'));
}

} // namespace

void PropertiesDock::addNameAndPose(QFormLayout *form, const QString &name, const PoseSpec &pose)
{
    m_name = new QLineEdit(name);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    QLineEdit *edit = m_name;
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, name] {
        if (edit->isModified()) {
            edit->setModified(false);
            commitName(edit, name);
        }
    });
    form->addRow(tr("Name"), m_name);

    // The numbers SetPose takes and writes, as the file spells them.
    const edit::PoseTarget target = edit::poseTarget(m_session->document(), m_frame);
    const auto field = [&target](const char *name, const QString &label, const QString &unit, int i,
                           double scale) {
        return NumberFields::Field {QLatin1String(name), label, unit, target.written[size_t(i)],
            scale, QString::fromUtf8(target.spelled[size_t(i)])};
    };
    const QString m = tr("m");
    const QString deg = tr("°");
    auto *position = new NumberFields({field("poseX", tr("x"), m, 0, 1),
        field("poseY", tr("y"), m, 1, 1), field("poseZ", tr("z"), m, 2, 1)});
    auto *rotation = new NumberFields({field("poseRoll", tr("roll"), deg, 3, kDegreesPerRadian),
        field("posePitch", tr("pitch"), deg, 4, kDegreesPerRadian),
        field("poseYaw", tr("yaw"), deg, 5, kDegreesPerRadian)});
    position->setEnabled(target.isValid());
    rotation->setEnabled(target.isValid());
    form->addRow(tr("Position"), position);
    form->addRow(tr("Rotation"), rotation);
    QLabel *relativeTo = readOnlyLabel(poseFrameText(m_session->document(), target, pose));
    relativeTo->setObjectName(QStringLiteral("poseRelativeTo"));
    relativeTo->setTextFormat(Qt::PlainText);
    form->addRow(tr("Relative to"), relativeTo);
    QString yamlPaths;
    if (const QString yaml = yamlSourceText(m_session->document(), target, &yamlPaths);
        !yaml.isEmpty()) {
        QLabel *source = readOnlyLabel(yaml);
        source->setObjectName(QStringLiteral("poseYamlSource"));
        source->setTextFormat(Qt::PlainText);
        source->setToolTip(yamlPaths);
        form->addRow(tr("From YAML"), source);
    }
    auto commit = [this, position, rotation] {
        QString error;
        const auto xyz = position->values(&error);
        const auto angles = xyz ? rotation->values(&error) : std::nullopt;
        if (!xyz || !angles) {
            refuse(error);
            return;
        }
        const std::array<double, 6> value {
            (*xyz)[0], (*xyz)[1], (*xyz)[2], (*angles)[0], (*angles)[1], (*angles)[2]};
        edit::EditResult result;
        auto command = makeWithSharedChoice(this, m_session, result,
            [&](edit::SharedEdit shared, edit::EditResult &r) -> std::unique_ptr<QUndoCommand> {
                return edit::SetPose::create(*m_session, m_frame, value, r, shared);
            });
        apply(std::move(command), result);
    };
    connect(position, &NumberFields::committed, this, commit);
    connect(rotation, &NumberFields::committed, this, commit);
}

} // namespace robostage
