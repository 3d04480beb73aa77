#include "addentityprivate.h"
#include "numberformat.h"
#include "structurecommands.h"

namespace robostage::edit {

const tinyxml2::XMLElement *lastChildNamed(
    const tinyxml2::XMLElement *parent, std::initializer_list<const char *> tags)
{
    for (const char *tag : tags) {
        if (const tinyxml2::XMLElement *e = parent->LastChildElement(tag))
            return e;
    }
    return nullptr;
}

bool addedNameTaken(const Document &doc, FrameKind kind, const QString &scopedParent,
    const QString &name, bool urdf, QString *error)
{
    EntityInfo sibling;
    sibling.kind = kind;
    sibling.scopedName = joinScoped(scopedParent, name);
    if (!siblingNameTaken(doc, sibling, name, urdf))
        return false;
    *error = scopedParent.isEmpty()
        ? QCoreApplication::translate("robostage::edit",
            "the name '%1' is already used at the top level; choose another name")
              .arg(name)
        : QCoreApplication::translate(
            "robostage::edit", "the name '%1' is already used in '%2'; choose another name")
              .arg(name, scopedParent);
    return true;
}

bool isZeroPose(const std::array<double, 6> &xyzRpy)
{
    for (double v : xyzRpy) {
        if (v != 0)
            return false;
    }
    return true;
}

QByteArray poseLine(const AddSpec &spec)
{
    if (isZeroPose(spec.xyzRpy))
        return QByteArray();
    const auto &v = spec.xyzRpy;
    return "\n\t<pose>" + formatNumbers({v[0], v[1], v[2], v[3], v[4], v[5]}) + "</pose>";
}

QByteArray indented(const QByteArray &lines)
{
    QByteArray out = lines;
    return out.replace("\n", "\n\t");
}

QString scopeOf(const QString &scopedName)
{
    const int cut = int(scopedName.lastIndexOf(QStringLiteral("::")));
    return cut < 0 ? QString() : scopedName.left(cut);
}

std::unique_ptr<AddEntity> AddEntity::create(
    EditSession &session, const AddSpec &spec, EditResult &result)
{
    const Document &doc = session.document();
    const SourceFormat format = doc.scene().format;
    if (format != SourceFormat::Sdf && format != SourceFormat::Urdf) {
        result.error = QCoreApplication::translate(
            "robostage::edit", "entities can be added to SDFormat and URDF files only");
        return nullptr;
    }
    // An include without a name gets one in planInclude().
    const bool named = spec.kind != AddSpec::Kind::Include || !spec.name.isEmpty();
    if (named && !validEntityName(spec.name, &result.error))
        return nullptr;
    if (spec.kind == AddSpec::Kind::Joint && spec.axis.x == 0 && spec.axis.y == 0
        && spec.axis.z == 0) {
        result.error = QCoreApplication::translate("robostage::edit",
            "the axis of joint '%1' is 0 0 0, which has no direction; give one such as 0 0 1")
                           .arg(spec.name);
        return nullptr;
    }
    AddPlan plan;
    const bool urdf = format == SourceFormat::Urdf;
    if (!(urdf ? planUrdfAdd(doc, spec, plan, &result.error)
               : planSdfAdd(doc, session.resolver(), spec, plan, &result.error)))
        return nullptr;
    const QString kind = QString::fromLatin1(frameKindName(plan.kind));
    const QString text
        = QCoreApplication::translate("robostage::edit", "Add %1 %2").arg(kind, plan.scopedName);
    if (doc.xacroExpansion()) {
        std::vector<FileDiff> diffs;
        if (!xacroAddDiffs(session, plan, diffs, result.notes, &result.error))
            return nullptr;
        result.ok = true;
        result.notes << plan.notes;
        auto command = std::make_unique<AddEntity>(session, text, std::move(diffs), -1, QString());
        command->m_addedSpec = kind + QLatin1Char(':') + plan.scopedName;
        return command;
    }
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(plan.file, &result.error);
    if (!patch)
        return nullptr;
    if (!patch->appendChild(plan.parent, plan.snippet, plan.after)) {
        result.error = QStringLiteral("%1:%2: %3")
                           .arg(doc.filePaths().value(plan.file))
                           .arg(plan.parent->GetLineNum())
                           .arg(patch->error());
        return nullptr;
    }
    result.notes << plan.notes;
    auto command = makeCommand<AddEntity>(session, patches, text, -1, QString(), result);
    if (command)
        command->m_addedSpec = kind + QLatin1Char(':') + plan.scopedName;
    return command;
}

QStringList unfinishedAdditions(const Document &doc, const QStringList &added)
{
    QStringList problems;
    const bool urdf = doc.scene().format == SourceFormat::Urdf;
    for (const QString &spec : added) {
        const FrameId id = findEntity(doc, spec, {}, nullptr);
        EntityInfo info;
        if (id == kNoFrame || !lookupEntity(doc, id, info) || !info.model)
            continue; // deleted again later in the batch
        const QString name = info.scopedName.section(QStringLiteral("::"), -1);
        if (urdf && info.kind == FrameKind::Link) {
            const auto &joints = info.model->joints;
            if (std::none_of(joints.begin(), joints.end(),
                    [&](const Joint &j) { return j.child == info.link->name; }))
                problems << QCoreApplication::translate("robostage::edit",
                    "link '%1' has no parent joint; add one with --add-joint "
                    "NAME=TYPE,PARENT,%1 in the same command (URDF: the links form "
                    "one tree with one root)")
                                .arg(name);
        } else if (!urdf && info.kind == FrameKind::Model && info.model->links.empty()
            && info.model->models.empty() && !info.model->include.present) {
            problems << QCoreApplication::translate("robostage::edit",
                "model '%1' has no link; add one with --add-link %1::NAME in the same "
                "command (libsdformat refuses a model without a link)")
                            .arg(info.scopedName);
        }
    }
    return problems;
}

} // namespace robostage::edit
