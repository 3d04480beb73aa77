// Copying entities for the clipboard (entityclipboard.h) and the clipboard's text form.

#include "entityclipboard.h"

#include "duplicateurdflink.h"
#include "edithelpers.h"
#include "xmlpatch.h"
#include "xmlscan.h"

namespace robostage::edit {

namespace {

QByteArray leadingSpace(const QByteArray &line)
{
    int n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return line.left(n);
}

/// `bytes` of one element (start tag first, as XmlPatch::elementBytes() gives them) with the
/// indentation its lines share removed, so that its inner lines are indented relative to the
/// start tag; line ends made LF.
QByteArray dedent(const QByteArray &bytes)
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
        + "\" parent-link=\"" + escapeXml(parentLink) + "\">\n";
    for (const QByteArray &e : elements)
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
        if (e.parent == 0)
            copied.elements << xml.mid(e.start, e.end - e.start);
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

AddSpec::Kind CopiedEntity::addKind() const
{
    switch (kind) {
    case FrameKind::Model:
        return AddSpec::Kind::Model;
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
        out.elements << dedent(bytes);
    }
    out.format = format;
    out.version = urdf ? QString() : doc.scene().version;
    out.kind = info.kind;
    out.name = info.scopedName.section(QStringLiteral("::"), -1);
    return true;
}

} // namespace robostage::edit
