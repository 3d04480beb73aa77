// Copying entities for the clipboard (entityclipboard.h) and the clipboard's text form.

#include "entityclipboard.h"

#include "addentityprivate.h"
#include "duplicateurdflink.h"
#include "edithelpers.h"
#include "numberformat.h"
#include "pasteconvert.h"
#include "xmlpatch.h"
#include "xmlscan.h"

#include <QSet>

#include <cstring>
#include <functional>

namespace robostage::edit {

namespace {

QByteArray leadingSpace(const QByteArray &line)
{
    int n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return line.left(n);
}

} // namespace

QByteArray dedentElement(const QByteArray &bytes)
{
    QList<QByteArray> lines = QByteArray(bytes).replace("\r\n", "\n").split('\n');
    int base = -1;
    for (int i = 1; i < lines.size(); ++i) {
        if (!lines[i].trimmed().isEmpty()) {
            const int n = int(leadingSpace(lines[i]).size());
            base = base < 0 ? n : std::min(base, n);
        }
    }
    for (int i = 1; i < lines.size() && base > 0; ++i)
        lines[i] = lines[i].mid(std::min(base, int(leadingSpace(lines[i]).size())));
    return lines.join('\n');
}

namespace {

QString attribute(const ScannedElement &e, const QByteArray &xml, const char *name)
{
    const ScannedAttribute *a = e.attribute(name);
    return a ? QString::fromUtf8(xml.mid(a->valueBegin, a->valueEnd - a->valueBegin)) : QString();
}

} // namespace

QByteArray CopiedEntity::toXml() const
{
    QByteArray xml = "<robostage-clipboard format=\""
        + QByteArray(format == SourceFormat::Urdf ? "urdf" : "sdf") + "\" version=\""
        + escapeXml(version) + "\" kind=\"" + frameKindName(kind) + "\" name=\"" + escapeXml(name)
        + "\" parent-link=\"" + escapeXml(parentLink) + "\"";
    if (pose) {
        const Vec3 rpy = pose->q.toRpy();
        xml += " pose=\"" + formatNumbers({pose->p.x, pose->p.y, pose->p.z, rpy.x, rpy.y, rpy.z})
            + '"';
    }
    xml += ">\n";
    for (const QByteArray &e : elements + materials)
        xml += e + '\n';
    return xml + "</robostage-clipboard>\n";
}

std::optional<CopiedEntity> CopiedEntity::fromXml(const QByteArray &xml, QString *error)
{
    const XmlScan scan = scanXml(xml);
    if (!scan.ok() || scan.elements.empty() || scan.elements[0].name != "robostage-clipboard") {
        *error = QCoreApplication::translate(
            "robostage::edit", "the clipboard holds no entity copied from RoboStage");
        return std::nullopt;
    }
    const ScannedElement &root = scan.elements[0];
    CopiedEntity copied;
    copied.format = attribute(root, xml, "format") == QLatin1String("urdf") ? SourceFormat::Urdf
                                                                            : SourceFormat::Sdf;
    copied.version = attribute(root, xml, "version");
    copied.name = attribute(root, xml, "name");
    copied.parentLink = attribute(root, xml, "parent-link");
    const QStringList pose = attribute(root, xml, "pose").split(u' ', Qt::SkipEmptyParts);
    if (pose.size() == 6)
        copied.pose = Pose::fromXyzRpy(pose[0].toDouble(), pose[1].toDouble(), pose[2].toDouble(),
            pose[3].toDouble(), pose[4].toDouble(), pose[5].toDouble());
    const QString kind = attribute(root, xml, "kind");
    bool known = false;
    for (const FrameKind k : {FrameKind::Model, FrameKind::Link, FrameKind::Visual,
             FrameKind::Collision, FrameKind::Frame}) {
        if (kind == QLatin1String(frameKindName(k))) {
            copied.kind = k;
            known = true;
        }
    }
    for (const ScannedElement &e : scan.elements) {
        // A copied URDF entity is never a robot-level <material>: those are its colours.
        if (e.parent == 0)
            (e.name == "material" ? copied.materials : copied.elements)
                << xml.mid(e.start, e.end - e.start);
    }
    if (!known || copied.elements.isEmpty() || copied.name.isEmpty()) {
        *error = QCoreApplication::translate(
            "robostage::edit", "the clipboard's RoboStage entity is incomplete");
        return std::nullopt;
    }
    return copied;
}

QByteArray CopiedEntity::text() const
{
    QByteArray out;
    for (const QByteArray &e : elements)
        out += e + '\n';
    return out;
}

AddSpec::Kind CopiedEntity::addKind(SourceFormat into) const
{
    switch (kind) {
    case FrameKind::Model:
        return into == SourceFormat::Urdf ? AddSpec::Kind::Link : AddSpec::Kind::Model;
    case FrameKind::Visual:
        return AddSpec::Kind::Visual;
    case FrameKind::Collision:
        return AddSpec::Kind::Collision;
    case FrameKind::Frame:
        return AddSpec::Kind::Frame;
    default:
        return AddSpec::Kind::Link;
    }
}

namespace {

/// The robot-level `<material>` elements (urdf-xml.md "robot") that `elements` refer to by name
/// only (`<visual><material name/>` without a colour or texture), as their dedented bytes.
QList<QByteArray> namedMaterials(
    XmlPatch &patch, const std::vector<const tinyxml2::XMLElement *> &elements)
{
    QSet<QString> names;
    std::function<void(const tinyxml2::XMLElement *)> collect = [&](const tinyxml2::XMLElement *e) {
        for (auto *c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
            if (std::strcmp(c->Name(), "material") == 0 && !c->FirstChildElement()
                && c->Attribute("name"))
                names.insert(QString::fromUtf8(c->Attribute("name")));
            collect(c);
        }
    };
    for (const tinyxml2::XMLElement *e : elements)
        collect(e);
    QList<QByteArray> out;
    const tinyxml2::XMLElement *robot
        = elements.empty() ? nullptr : elements.front()->GetDocument()->RootElement();
    for (auto *m = robot ? robot->FirstChildElement("material") : nullptr; m;
         m = m->NextSiblingElement("material")) {
        if (m->Attribute("name") && names.contains(QString::fromUtf8(m->Attribute("name")))) {
            const QByteArray bytes = patch.elementBytes(m);
            if (!bytes.isEmpty())
                out << dedentElement(bytes);
        }
    }
    return out;
}

/// X_PE of SDFormat entity `info` (a model, link, visual or collision): its pose in its parent
/// frame P (the enclosing model or the world; the model; the link), at zero joint positions.
Pose poseInParent(const Document &doc, const EntityInfo &info)
{
    FrameId parent = kWorldFrame;
    if (info.kind == FrameKind::Link && info.model)
        parent = info.model->frame;
    else if (info.kind != FrameKind::Model && info.link)
        parent = info.link->frame;
    else if (!scopeOf(info.scopedName).isEmpty())
        parent = findEntity(doc, QStringLiteral("model:") + scopeOf(info.scopedName), {}, nullptr);
    const FrameGraph &frames = doc.frames();
    return parent == kNoFrame ? frames.worldPose(info.id)
                              : frames.worldPose(parent).inverse() * frames.worldPose(info.id);
}

} // namespace

bool copyEntity(const Document &doc, FrameId id, CopiedEntity &out, QString *error)
{
    EntityInfo info;
    const SourceFormat format = doc.scene().format;
    if (!lookupEntity(doc, id, info) || info.kind == FrameKind::World) {
        *error = QCoreApplication::translate(
            "robostage::edit", "select a model, link, visual, collision or frame to copy");
        return false;
    }
    if ((format != SourceFormat::Sdf && format != SourceFormat::Urdf) || doc.xacroExpansion()) {
        *error = QCoreApplication::translate("robostage::edit",
            "entities are copied from SDFormat and URDF files (not from SimRobot or "
            "xacro files)");
        return false;
    }
    const bool urdf = format == SourceFormat::Urdf;
    const QList<FrameKind> kinds = urdf
        ? QList<FrameKind> {FrameKind::Link, FrameKind::Visual, FrameKind::Collision}
        : QList<FrameKind> {FrameKind::Model, FrameKind::Link, FrameKind::Visual,
            FrameKind::Collision, FrameKind::Frame};
    // An included model (not merged) is copied as its <include>, with its <name> and <pose>.
    const bool included = isIncludedModel(info);
    const SourceRef source = included ? info.model->include.source : info.source;
    if (!kinds.contains(info.kind) || !source.element) {
        *error = QCoreApplication::translate("robostage::edit", "'%1' cannot be copied (%2 can)")
                     .arg(info.scopedName,
                         urdf ? QCoreApplication::translate(
                             "robostage::edit", "links, visuals and collisions")
                              : QCoreApplication::translate("robostage::edit",
                                  "models, links, visuals, collisions and frames"));
        return false;
    }
    const SourceFile &file = doc.files()[size_t(source.file)];
    XmlPatch patch(file.bytes, *file.xml);
    std::vector<const tinyxml2::XMLElement *> elements {source.element};
    out = CopiedEntity();
    if (urdf && info.kind == FrameKind::Link) {
        UrdfSubtree tree;
        if (!urdfSubtree(doc, info, tree, error))
            return false;
        elements = tree.elements;
        out.parentLink = tree.joints.front()->parent;
    }
    for (const tinyxml2::XMLElement *e : elements) {
        const QByteArray bytes = patch.elementBytes(e);
        if (bytes.isEmpty()) {
            *error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch.error());
            return false;
        }
        out.elements << dedentElement(bytes);
    }
    if (urdf)
        out.materials = namedMaterials(patch, elements);
    else if (!included && info.kind != FrameKind::Frame)
        out.pose = poseInParent(doc, info);
    out.format = format;
    out.version = urdf ? QString() : doc.scene().version;
    out.kind = info.kind;
    out.name = info.scopedName.section(QStringLiteral("::"), -1);
    return true;
}

} // namespace robostage::edit
