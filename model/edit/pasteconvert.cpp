// convertCopiedEntity() (pasteconvert.h): a copied entity through the converter into the other
// format.

#include "pasteconvert.h"

#include "convert/convert.h"
#include "document.h"
#include "numberformat.h"
#include "xmlscan.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace robostage::edit {

namespace {

/// Names of the wrapper's own elements (never pasted: the link or robot holding the copy).
const QByteArray kWrapperModel = "robostage_clipboard";
const QByteArray kWrapperLink = "robostage_clipboard_link";

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// A converted file's elements and where each lies.
struct Converted
{
    QByteArray xml;
    XmlScan scan;
    std::vector<Diagnostic> warnings; ///< the conversion's, at lines of the wrapper

    /// The warnings as notes, but those at line `skipLine` of the wrapper.
    void addNotes(QStringList &notes, int skipLine = -1) const
    {
        for (const Diagnostic &d : warnings) {
            if (d.line != skipLine)
                notes << d.message;
        }
    }

    /// The attribute `name` of element `index`; empty for a missing element (index −1).
    QString attribute(int index, const char *name) const
    {
        const ScannedAttribute *a
            = index < 0 ? nullptr : scan.elements[size_t(index)].attribute(name);
        return a ? QString::fromUtf8(xml.mid(a->valueBegin, a->valueEnd - a->valueBegin))
                 : QString();
    }
    const QByteArray &name(int index) const { return scan.elements[size_t(index)].name; }
    QByteArray text(int index) const
    {
        const ScannedElement &e = scan.elements[size_t(index)];
        return dedentElement(xml.mid(e.start, e.end - e.start));
    }
    std::vector<int> children(int parent) const
    {
        std::vector<int> out;
        for (int i = 0; i < int(scan.elements.size()); ++i) {
            if (scan.elements[size_t(i)].parent == parent)
                out.push_back(i);
        }
        return out;
    }
    /// The first child of `parent` named `tag` (with attribute name == `name` when given).
    int child(int parent, const QByteArray &tag, const QString &name = {}) const
    {
        for (int i : children(parent)) {
            if (this->name(i) == tag && (name.isEmpty() || attribute(i, "name") == name))
                return i;
        }
        return -1;
    }
};

/// Reads `wrapper` (holding `copied`) as if it were the file `path`, converts it with `convert`,
/// and scans the result. Nothing and `error` when the wrapper does not load cleanly or the
/// conversion fails.
template<typename Convert>
std::optional<Converted> convertWrapper(const CopiedEntity &copied, const QString &path,
    const QByteArray &wrapper, const ResourceResolver &resolver, Convert convert, QString *error,
    std::unique_ptr<Document> *loaded = nullptr)
{
    const QString what = QStringLiteral("%1 '%2'").arg(
        QString::fromLatin1(frameKindName(copied.kind)), copied.name);
    const QString into
        = copied.format == SourceFormat::Urdf ? QStringLiteral("SDFormat") : QStringLiteral("URDF");
    std::unique_ptr<Document> doc = Document::load(path, resolver, FileOverlay {{path, wrapper}});
    Conversion conversion;
    const Diagnostics *problems = &doc->diagnostics();
    if (!doc->diagnostics().hasErrors()) {
        conversion = convert(*doc);
        problems = &conversion.diagnostics;
    }
    if (!conversion.ok) {
        for (const Diagnostic &d : problems->items()) {
            if (d.severity == Severity::Error) {
                *error
                    = tr("the copied %1 cannot be converted to %2: %3").arg(what, into, d.message);
                return std::nullopt;
            }
        }
        *error = tr("the copied %1 cannot be converted to %2").arg(what, into);
        return std::nullopt;
    }
    Converted out {conversion.xml, scanXml(conversion.xml), conversion.diagnostics.items()};
    if (loaded)
        *loaded = std::move(doc);
    return out;
}

/// The wrapper's path: a file in `target`'s folder, so relative mesh URIs resolve there.
QString wrapperPath(const Document &target, const char *suffix)
{
    return QFileInfo(target.path())
        .absoluteDir()
        .filePath(QStringLiteral("robostage-clipboard.") + QLatin1String(suffix));
}

/// `v` as three numbers; composed poses carry rounding noise (0.30000000000000004), so 1e-12
/// (metres or radians) is the last digit kept.
QByteArray numbers(const Vec3 &v)
{
    const auto round = [](double x) {
        return std::round(x * 1e12) / 1e12 + 0.0;
    };
    return formatNumbers({round(v.x), round(v.y), round(v.z)});
}

/// `<origin xyz rpy>` of `X` (urdf-xml.md "joint"), or nothing for the identity.
QByteArray originElement(const Pose &X)
{
    if (X.isIdentity())
        return QByteArray();
    return "\n  <origin xyz=\"" + numbers(X.p) + "\" rpy=\"" + numbers(X.q.toRpy()) + "\"/>";
}

/// The copied SDFormat element with its own `<pose>` replaced by CopiedEntity::pose (written
/// in the parent frame), so that the wrapper needs none of the frames it named.
QByteArray withResolvedPose(const CopiedEntity &copied)
{
    const QByteArray element = copied.elements.value(0);
    const XmlScan scan = scanXml(element);
    if (!copied.pose || !scan.ok())
        return element;
    for (const ScannedElement &e : scan.elements) {
        if (e.parent == 0 && e.name == "pose") {
            return QByteArray(element).replace(e.start, e.end - e.start,
                "<pose>" + numbers(copied.pose->p) + ' ' + numbers(copied.pose->q.toRpy())
                    + "</pose>");
        }
    }
    return element;
}

std::optional<CopiedEntity> sdfToUrdf(const CopiedEntity &copied, const Document &target,
    const ResourceResolver &resolver, QStringList &notes, QString *error)
{
    const QByteArray element = withResolvedPose(copied);
    if (copied.kind == FrameKind::Frame) {
        *error = tr("URDF has no frames: copy a link instead");
        return std::nullopt;
    }
    if (element.startsWith("<include")) {
        *error = tr("an included model cannot be pasted into a URDF file: open its model file "
                    "and copy the model or a link from there");
        return std::nullopt;
    }
    const bool part = copied.kind == FrameKind::Visual || copied.kind == FrameKind::Collision;
    QByteArray body = element;
    if (part)
        body = "<link name=\"" + kWrapperLink + "\">\n" + element + "\n</link>";
    if (copied.kind != FrameKind::Model)
        body = "<model name=\"" + kWrapperModel + "\">\n" + body + "\n</model>";
    const QByteArray wrapper = "<?xml version=\"1.0\"?>\n<sdf version=\"" + copied.version.toUtf8()
        + "\">\n" + body + "\n</sdf>\n";
    std::unique_ptr<Document> doc;
    const std::optional<Converted> c = convertWrapper(
        copied, wrapperPath(target, "sdf"), wrapper, resolver,
        [](const Document &d) { return convertToUrdf(d); }, error, &doc);
    if (!c)
        return std::nullopt;
    CopiedEntity out;
    out.format = SourceFormat::Urdf;
    out.kind = copied.kind;
    if (part) {
        const int link = c->child(0, "link", QString::fromUtf8(kWrapperLink));
        const int e = c->child(link, copied.kind == FrameKind::Visual ? "visual" : "collision");
        if (e < 0) {
            *error = tr("the copied %1 did not convert to URDF").arg(frameKindName(copied.kind));
            return std::nullopt;
        }
        out.name = c->attribute(e, "name");
        out.elements << c->text(e);
        c->addNotes(notes);
        return out;
    }
    // A link subtree: the root link hangs from the pasted-into link by a fixed joint at the
    // root link's pose in the copy's parent frame (the wrapper's world).
    QSet<QString> children;
    for (int j : c->children(0)) {
        if (c->name(j) == "joint")
            children.insert(c->attribute(c->child(j, "child"), "link"));
    }
    const Model &model = doc->scene().world.models.front();
    const Link *root = nullptr;
    for (const Link &l : model.links) {
        if (!children.contains(l.name) && !root)
            root = &l;
    }
    if (!root) {
        *error = tr("the copied %1 has no link").arg(frameKindName(copied.kind));
        return std::nullopt;
    }
    // The converter's warning at the root link ("not at the world origin") is what the joint
    // below undoes.
    c->addNotes(notes, root->source.line);
    out.kind = FrameKind::Link;
    out.name = root->name;
    out.parentLink = QString::fromUtf8(kWrapperModel);
    out.elements << "<joint name=\"" + escapeXml(copied.name + QStringLiteral("_joint"))
            + "\" type=\"fixed\">\n  <parent link=\"" + kWrapperModel + "\"/>\n  <child link=\""
            + escapeXml(root->name) + "\"/>" + originElement(doc->frames().worldPose(root->frame))
            + "\n</joint>";
    for (int e : c->children(0)) {
        if (c->name(e) == "gazebo" && c->attribute(e, "reference").isEmpty())
            notes << tr("not pasted: the model's <gazebo> block (%1)")
                         .arg(QString::fromUtf8(c->text(e)).simplified().left(80));
        else
            out.elements << c->text(e);
    }
    return out;
}

std::optional<CopiedEntity> urdfToSdf(const CopiedEntity &copied, const Document &target,
    const ResourceResolver &resolver, QStringList &notes, QString *error)
{
    const QString version = target.scene().version;
    const bool part = copied.kind == FrameKind::Visual || copied.kind == FrameKind::Collision;
    const auto number = [](const QString &v) {
        return v.section(QLatin1Char('.'), 0, 0).toInt() * 100
            + v.section(QLatin1Char('.'), 1, 1).toInt();
    };
    if (!part && number(version) < 108) {
        *error = tr("a URDF link is pasted into SDFormat 1.8 or newer (its joint frames are "
                    "written with relative_to); this file is SDFormat %1")
                     .arg(version);
        return std::nullopt;
    }
    ConvertOptions options;
    options.sdfVersion = number(version) >= 111 ? QStringLiteral("1.11")
        : number(version) == 110                ? QStringLiteral("1.10")
                                                : QStringLiteral("1.9");
    QByteArray body = part
        ? "<link name=\"" + kWrapperLink + "\">\n" + copied.elements.value(0) + "\n</link>\n"
        : "<link name=\"" + escapeXml(copied.parentLink) + "\"/>\n";
    for (const QByteArray &m : copied.materials)
        body += m + '\n';
    if (!part) {
        for (const QByteArray &e : copied.elements)
            body += e + '\n';
    }
    const QByteArray wrapper
        = "<?xml version=\"1.0\"?>\n<robot name=\"" + kWrapperModel + "\">\n" + body + "</robot>\n";
    const std::optional<Converted> c = convertWrapper(
        copied, wrapperPath(target, "urdf"), wrapper, resolver,
        [&](const Document &d) { return convertToSdf(d, options); }, error);
    if (!c)
        return std::nullopt;
    c->addNotes(notes);
    const int model = c->child(0, "model");
    CopiedEntity out;
    out.format = SourceFormat::Sdf;
    out.version = options.sdfVersion;
    out.kind = copied.kind;
    out.name = copied.name;
    out.parentLink = copied.parentLink;
    for (int e : c->children(model)) {
        const QString name = c->attribute(e, "name");
        if (part && c->name(e) == "link" && name == QString::fromUtf8(kWrapperLink)) {
            const int p = c->child(e, copied.kind == FrameKind::Visual ? "visual" : "collision");
            if (p >= 0) {
                out.name = c->attribute(p, "name");
                out.elements << c->text(p);
            }
        } else if (!part && c->name(e) == "link" && name == copied.parentLink) {
            continue;
        } else if (!part
            && (c->name(e) == "link" || c->name(e) == "joint" || c->name(e) == "frame")) {
            out.elements << c->text(e);
        }
    }
    if (out.elements.isEmpty()) {
        *error = tr("the copied %1 did not convert to SDFormat").arg(frameKindName(copied.kind));
        return std::nullopt;
    }
    return out;
}

} // namespace

std::optional<CopiedEntity> convertCopiedEntity(const CopiedEntity &copied, const Document &target,
    const ResourceResolver &resolver, QStringList &notes, QString *error)
{
    const bool toUrdf = target.scene().format == SourceFormat::Urdf;
    std::optional<CopiedEntity> out = toUrdf ? sdfToUrdf(copied, target, resolver, notes, error)
                                             : urdfToSdf(copied, target, resolver, notes, error);
    if (out)
        notes.prepend(tr("the copied %1 '%2' was converted from %3 to %4")
                          .arg(QString::fromLatin1(frameKindName(copied.kind)), copied.name,
                              toUrdf ? QStringLiteral("SDFormat") : QStringLiteral("URDF"),
                              toUrdf ? QStringLiteral("URDF") : QStringLiteral("SDFormat")));
    return out;
}

} // namespace robostage::edit
