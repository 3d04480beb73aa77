#include "duplicateurdflink.h"

#include "edithelpers.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// The first free `NAME_copy`, `NAME_copy2`, … (NAME without a `_copy`/`_copyN` ending).
QString freeCopyName(const QString &name, const QSet<QString> &taken)
{
    static const QRegularExpression copySuffix(QStringLiteral("_copy\\d*$"));
    const QString base = QString(name).remove(copySuffix);
    QString candidate = base + QStringLiteral("_copy");
    for (int n = 2; taken.contains(candidate); ++n)
        candidate = base + QStringLiteral("_copy%1").arg(n);
    return candidate;
}

} // namespace

QByteArray renameUrdfCopy(const QByteArray &bytes, const QHash<QString, QString> &links,
    const QHash<QString, QString> &joints)
{
    const XmlScan scan = scanXml(bytes);
    if (!scan.ok() || scan.elements.empty())
        return QByteArray();
    struct Edit
    {
        int begin, end;
        QByteArray text;
    };
    std::vector<Edit> edits;
    const auto rename = [&](const ScannedElement &e, const char *attribute,
                            const QHash<QString, QString> &names) {
        const ScannedAttribute *a = e.attribute(attribute);
        if (!a)
            return;
        const QString value
            = QString::fromUtf8(bytes.mid(a->valueBegin, a->valueEnd - a->valueBegin));
        if (names.contains(value))
            edits.push_back({a->valueBegin, a->valueEnd, escapeXml(names.value(value))});
    };
    const ScannedElement &root = scan.elements.front();
    const bool isJoint = root.name == "joint";
    if (root.name == "gazebo") {
        const ScannedAttribute *a = root.attribute("reference");
        const bool link = a
            && links.contains(
                QString::fromUtf8(bytes.mid(a->valueBegin, a->valueEnd - a->valueBegin)));
        rename(root, "reference", link ? links : joints);
    } else {
        rename(root, "name", isJoint ? joints : links);
    }
    for (const ScannedElement &e : scan.elements) {
        if (e.parent != 0 || !isJoint)
            continue;
        if (e.name == "parent" || e.name == "child")
            rename(e, "link", links);
        else if (e.name == "mimic")
            rename(e, "joint", joints);
    }
    std::sort(
        edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    QByteArray out = bytes;
    for (const Edit &e : edits)
        out.replace(e.begin, e.end - e.begin, e.text);
    return out;
}

/// The names of the `<sensor>` and `<light>` elements in the `<gazebo>` blocks of `robot`.
QSet<QString> gazeboEntityNames(const tinyxml2::XMLElement *robot)
{
    QSet<QString> names;
    for (const tinyxml2::XMLElement *g = robot->FirstChildElement("gazebo"); g;
         g = g->NextSiblingElement("gazebo")) {
        for (const tinyxml2::XMLElement *e = g->FirstChildElement(); e;
             e = e->NextSiblingElement()) {
            if (e->Attribute("name")
                && (QByteArray(e->Name()) == "sensor" || QByteArray(e->Name()) == "light"))
                names.insert(QString::fromUtf8(e->Attribute("name")));
        }
    }
    return names;
}

/// `snippet` (a copied `<gazebo>` block; other elements are returned as they are) with each
/// `<sensor>` or `<light>` whose name is in `taken` renamed to the first free `NAME_copy`, …:
/// libsdformat's URDF converter lumps links joined by fixed joints, and two sensors or lights
/// of one link must not share a name. The new names are added to `taken`.
QByteArray renameGazeboEntities(const QByteArray &snippet, QSet<QString> &taken)
{
    const XmlScan scan = scanXml(snippet);
    if (!scan.ok() || scan.elements.empty() || scan.elements.front().name != "gazebo")
        return snippet;
    QByteArray out = snippet;
    for (auto e = scan.elements.rbegin(); e != scan.elements.rend(); ++e) {
        const ScannedAttribute *a = e->attribute("name");
        if (e->parent != 0 || !a || (e->name != "sensor" && e->name != "light"))
            continue;
        const QString name
            = QString::fromUtf8(snippet.mid(a->valueBegin, a->valueEnd - a->valueBegin));
        const QString free = taken.contains(name) ? freeCopyName(name, taken) : name;
        taken.insert(free);
        out.replace(a->valueBegin, a->valueEnd - a->valueBegin, escapeXml(free));
    }
    return out;
}

bool urdfSubtree(const Document &doc, const EntityInfo &info, UrdfSubtree &out, QString *error)
{
    const Model &model = *info.model;
    const QString top = info.link->name;
    const auto parentJoint = std::find_if(
        model.joints.begin(), model.joints.end(), [&](const Joint &j) { return j.child == top; });
    if (parentJoint == model.joints.end()) {
        *error = tr("%1: '%2' is the robot's root link; its copy would be a second root of the "
                    "tree (urdf-xml.md: one root link). Copy its child links instead.")
                     .arg(where(doc, info.source), info.scopedName);
        return false;
    }
    // The subtree below the link, in the order of the file's joints.
    out.links = {info.link};
    out.joints = {&*parentJoint};
    QSet<QString> inTree {top};
    for (bool grew = true; grew;) {
        grew = false;
        for (const Joint &j : model.joints) {
            if (inTree.contains(j.parent) && !inTree.contains(j.child)) {
                inTree.insert(j.child);
                out.joints.push_back(&j);
                for (const Link &l : model.links) {
                    if (l.name == j.child)
                        out.links.push_back(&l);
                }
                grew = true;
            }
        }
    }
    out.elements.clear();
    for (const Link *l : out.links)
        out.elements.push_back(l->source.element);
    for (const Joint *j : out.joints)
        out.elements.push_back(j->source.element);
    // `<gazebo reference>` blocks of the copied links and joints (Gazebo's URDF extension).
    const tinyxml2::XMLElement *robot = info.source.element->Parent()->ToElement();
    for (const tinyxml2::XMLElement *g = robot ? robot->FirstChildElement("gazebo") : nullptr; g;
         g = g->NextSiblingElement("gazebo")) {
        const QString reference = QString::fromUtf8(g->Attribute("reference"));
        if (inTree.contains(reference)
            || std::any_of(out.joints.begin(), out.joints.end(),
                [&](const Joint *j) { return j->name == reference; }))
            out.elements.push_back(g);
    }
    return true;
}

bool duplicateUrdfLink(const Document &doc, const EntityInfo &info, const QString &copyName,
    XmlPatch &patch, QHash<QString, QString> &renamed, QString *error)
{
    UrdfSubtree tree;
    if (!urdfSubtree(doc, info, tree, error))
        return false;
    const Model &model = *info.model;
    QSet<QString> linkNames, jointNames;
    for (const Link &l : model.links)
        linkNames.insert(l.name);
    for (const Joint &j : model.joints)
        jointNames.insert(j.name);
    QHash<QString, QString> linkCopies, jointCopies;
    for (const Link *l : tree.links) {
        const QString name = l == info.link ? copyName : freeCopyName(l->name, linkNames);
        linkNames.insert(name);
        linkCopies.insert(l->name, name);
    }
    for (const Joint *j : tree.joints) {
        const QString name = freeCopyName(j->name, jointNames);
        jointNames.insert(name);
        jointCopies.insert(j->name, name);
    }
    QSet<QString> gazeboNames = gazeboEntityNames(info.source.element->Parent()->ToElement());
    for (const tinyxml2::XMLElement *e : tree.elements) {
        const QByteArray copy = renameGazeboEntities(
            renameUrdfCopy(patch.elementBytes(e), linkCopies, jointCopies), gazeboNames);
        if (copy.isEmpty() || !patch.insertAfter(e, copy)) {
            *error = QStringLiteral("%1: %2").arg(where(doc, info.source),
                patch.error().isEmpty() ? tr("the element could not be copied") : patch.error());
            return false;
        }
    }
    renamed = linkCopies;
    renamed.insert(jointCopies);
    return true;
}

} // namespace robostage::edit
