#include "duplicateurdflink.h"
#include "entityreferences.h"
#include "structurecommands.h"

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

/// An element to remove, in its document file.
struct Removal
{
    const XMLElement *element;
    int file;
};

QByteArray tagOf(const XMLElement *e)
{
    return e ? QByteArray(e->Name()) : QByteArray();
}

const XMLElement *parentElement(const XMLElement *e)
{
    return e && e->Parent() ? e->Parent()->ToElement() : nullptr;
}

/// Number of child elements of `parent` other than `except` whose tag is one of `tags`.
int countChildren(const XMLElement *parent, const XMLElement *except, const QList<QByteArray> &tags)
{
    int n = 0;
    for (const XMLElement *c = parent->FirstChildElement(); c; c = c->NextSiblingElement())
        n += c != except && tags.contains(QByteArray(c->Name())) ? 1 : 0;
    return n;
}

/// The entity of frame node `id`: lookupForEdit(), and sensors, which it does not cover.
bool lookup(const Document &doc, FrameId id, EntityInfo &info, EditResult &result)
{
    if (id > kWorldFrame && id < doc.frames().size()
        && doc.frames().node(id).kind == FrameKind::Sensor) {
        const FrameNode &node = doc.frames().node(id);
        info = EntityInfo();
        info.id = id;
        info.kind = FrameKind::Sensor;
        info.scopedName = node.scopedName;
        info.source = node.source;
        if (info.source.element)
            return true;
    }
    return lookupForEdit(doc, id, info, result);
}

/// Refusals that depend on where a model, link or nested model stands (SDFormat model.sdf: a
/// model needs a link or a nested model; a file holds one top-level model); empty when fine.
QString structureRefusal(
    const Document &doc, const EntityInfo &info, const SourceRef &target, bool urdf)
{
    const XMLElement *parent = parentElement(target.element);
    const QString place = where(doc, target);
    if (info.kind == FrameKind::Model) {
        if (urdf || !parent || !isScopeElement(parent))
            return QCoreApplication::translate(
                "robostage::edit", "%1: '%2' is the file's only model; it cannot be deleted")
                .arg(place, info.scopedName);
        if (tagOf(parent) == "world"
            && countChildren(parent, target.element, {"model", "include"}) == 0)
            return QCoreApplication::translate(
                "robostage::edit", "%1: '%2' is the last model of the world; it cannot be deleted")
                .arg(place, info.scopedName);
    }
    if (!urdf && (info.kind == FrameKind::Model || info.kind == FrameKind::Link)
        && tagOf(parent) == "model"
        && countChildren(parent, target.element, {"link", "model", "include"}) == 0)
        return QCoreApplication::translate("robostage::edit",
            "%1: '%2' is the last link of its model, and a model needs one; add "
            "another link first")
            .arg(place, info.scopedName);
    if (urdf && info.kind == FrameKind::Joint)
        return QCoreApplication::translate("robostage::edit",
            "%1: deleting joint '%2' would leave its child link '%3' without a parent, "
            "a second root of the URDF tree; delete the link instead")
            .arg(place, info.scopedName, info.joint ? info.joint->child : QString());
    return QString();
}

/// URDF (urdf-xml.md): a link goes with its parent joint and every link and joint below it
/// (urdfSubtree(), the same subtree Duplicate copies); the root link is refused. Adds the
/// removals, the removed links below `name` to `links` and the removed joints to `joints`;
/// false with result.error when refused.
bool planUrdfLink(const Document &doc, const EntityInfo &info, const QString &name,
    std::vector<Removal> &removals, QStringList &links, QStringList &joints, EditResult &result)
{
    const bool hasParent = std::any_of(info.model->joints.begin(), info.model->joints.end(),
        [&](const Joint &j) { return j.child == name; });
    if (!hasParent) {
        result.error = QCoreApplication::translate(
            "robostage::edit", "%1: '%2' is the root link of the robot; it cannot be deleted")
                           .arg(where(doc, info.source), name);
        return false;
    }
    UrdfSubtree tree;
    if (!urdfSubtree(doc, info, tree, &result.error))
        return false;
    for (const Link *l : tree.links) {
        if (l == info.link)
            continue;
        removals.push_back({l->source.element, l->source.file});
        links << l->name;
    }
    for (const Joint *j : tree.joints) {
        removals.push_back({j->source.element, j->source.file});
        joints << j->name;
    }
    return true;
}

/// URDF references to the deleted `links` and `joints` of `robot`: `<gazebo reference>`
/// blocks are removed with them (their lines go to `gazebo`); the others go to `refs`.
void findUrdf(const XMLElement *robot, int file, const QStringList &links,
    const QStringList &joints, std::vector<Removal> &removals, QStringList &gazebo,
    std::vector<EntityReference> &refs)
{
    std::vector<EntityReference> found;
    findUrdfReferences(robot, file, links, joints, found);
    for (EntityReference &r : found) {
        if (tagOf(r.element) == "gazebo") {
            removals.push_back({r.element, file});
            gazebo << QString::number(r.element->GetLineNum());
        } else {
            refs.push_back(std::move(r));
        }
    }
}

bool isJointEnd(const XMLElement *e)
{
    const QByteArray tag = tagOf(e);
    return (tag == "parent" || tag == "child") && tagOf(parentElement(e)) == "joint";
}

} // namespace

std::unique_ptr<DeleteEntity> DeleteEntity::create(
    EditSession &session, FrameId entity, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookup(doc, entity, info, result))
        return nullptr;
    const bool included = isIncludedModel(info);
    const SourceRef target = included ? info.model->include.source : info.source;
    const bool urdf = !included && isUrdfFile(doc, target.file);
    const QString name = info.scopedName.section(QStringLiteral("::"), -1);
    result.error = structureRefusal(doc, info, target, urdf);
    if (!result.error.isEmpty())
        return nullptr;

    std::vector<Removal> removals {{target.element, target.file}};
    std::vector<EntityReference> refs;
    QStringList links, joints, gazebo;
    const bool referable = info.kind == FrameKind::Model || info.kind == FrameKind::Link
        || info.kind == FrameKind::Joint || info.kind == FrameKind::Frame;
    if (urdf && info.kind == FrameKind::Link
        && !planUrdfLink(doc, info, name, removals, links, joints, result))
        return nullptr;
    if (urdf && referable) {
        const QStringList removedLinks
            = info.kind == FrameKind::Link ? QStringList {name} + links : QStringList();
        const XMLElement *robot = doc.files()[size_t(target.file)].xml->RootElement();
        findUrdf(robot, target.file, removedLinks, joints, removals, gazebo, refs);
        // SDFormat files that include the robot refer to its links and joints too.
        for (const QString &n : removedLinks + joints)
            findSdfReferences(doc, target.file, robot, n, false, refs);
    } else if (referable) {
        const XMLElement *scope = enclosingScope(target.element);
        findSdfReferences(doc, target.file, scope, name, true, refs);
        // Joints that connect a deleted link (or a link of a deleted model) go with it.
        if (info.kind == FrameKind::Link || info.kind == FrameKind::Model) {
            std::vector<EntityReference> jointRefs;
            for (const EntityReference &r : refs) {
                const XMLElement *joint = parentElement(r.element);
                const bool known = std::any_of(removals.begin(), removals.end(),
                    [&](const Removal &m) { return isWithin(joint, {m.element}); });
                if (!isJointEnd(r.element) || known)
                    continue;
                removals.push_back({joint, r.file});
                joints << QString::fromUtf8(joint->Attribute("name"));
                findSdfReferences(doc, r.file, enclosingScope(joint),
                    QString::fromUtf8(joint->Attribute("name")), true, jointRefs);
            }
            refs.insert(refs.end(), jointRefs.begin(), jointRefs.end());
        }
    }
    // References inside what is removed go with it; any other would dangle.
    std::vector<const XMLElement *> removed;
    for (const Removal &r : removals)
        removed.push_back(r.element);
    QStringList dangling;
    for (const EntityReference &r : refs) {
        if (isWithin(r.element, removed))
            continue;
        const QString at = where(doc, {nullptr, r.file, r.element->GetLineNum()});
        if (!dangling.contains(at + QLatin1Char(' ') + r.text))
            dangling << at + QLatin1Char(' ') + r.text;
    }
    if (!dangling.isEmpty()) {
        result.error = QCoreApplication::translate("robostage::edit",
            "'%1' cannot be deleted: it is still referenced at %2. Change or "
            "delete those references first.")
                           .arg(info.scopedName, dangling.join(QStringLiteral(", ")));
        return nullptr;
    }

    PatchSet patches(session);
    for (const Removal &r : removals) {
        XmlPatch *patch = patches.patch(r.file, &result.error);
        if (!patch)
            return nullptr;
        if (!patch->removeElement(r.element)) {
            result.error = QStringLiteral("%1: %2").arg(
                where(doc, {nullptr, r.file, r.element->GetLineNum()}), patch->error());
            return nullptr;
        }
    }
    if (!links.isEmpty())
        result.notes << QCoreApplication::translate("robostage::edit",
            "'%1' is deleted with the %n link(s) below it: %2", nullptr, int(links.size()))
                            .arg(info.scopedName, links.join(QStringLiteral(", ")));
    if (!joints.isEmpty())
        result.notes << QCoreApplication::translate(
            "robostage::edit", "the joints of '%1' are deleted with it: %2")
                            .arg(info.scopedName, joints.join(QStringLiteral(", ")));
    if (!gazebo.isEmpty())
        result.notes << QCoreApplication::translate("robostage::edit",
            "the <gazebo reference> blocks of '%1' are deleted with it "
            "(lines %2)")
                            .arg(info.scopedName, gazebo.join(QStringLiteral(", ")));
    return makeCommand<DeleteEntity>(session, patches,
        QCoreApplication::translate("robostage::edit", "Delete %1").arg(info.scopedName), -1,
        QString(), result);
}

} // namespace robostage::edit
