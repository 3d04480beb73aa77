#include "document.h"

#include "filebytes.h"
#include "formats/readcontext.h"
#include "formats/sdf/sdfreader.h"
#include "formats/simrobot/simrobotreader.h"
#include "formats/urdf/urdfreader.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>
#include <atomic>
#include <cstring>

namespace robostage {

namespace {

/// Deepest element nesting read: tinyxml2's own limit, past which it stops parsing with
/// XML_ELEMENT_DEPTH_EXCEEDED instead of overflowing the stack.
constexpr int kMaxElementDepth = TINYXML2_MAX_ELEMENT_DEPTH;
/// Bytes looked at to tell binary data from XML text.
constexpr qsizetype kSniffBytes = 4096;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage", text);
}
/// A tinyxml2 parse error in words: what is wrong, without tinyxml2's error-code prefix.
QString describeXmlError(const tinyxml2::XMLDocument &xml)
{
    QString detail = QString::fromUtf8(xml.ErrorStr());
    const int colon = detail.indexOf(QLatin1String(": "));
    detail = colon >= 0 ? detail.mid(colon + 2) : QString();
    const QString name = detail.section(QLatin1Char('='), 1).trimmed();
    switch (xml.ErrorID()) {
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT:
        return tr("the file is empty or has no XML element");
    case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT:
        return tr("<%1> is not closed, or is closed by a different tag").arg(name);
    case tinyxml2::XML_ERROR_PARSING_ELEMENT:
        return tr("an element could not be read (%1)").arg(detail);
    case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE:
        return tr("an attribute could not be read (%1); attribute values need quotes").arg(detail);
    case tinyxml2::XML_ERROR_PARSING_TEXT:
        return tr("text outside of any element or not XML at all");
    case tinyxml2::XML_ERROR_PARSING_COMMENT:
        return tr("a comment is not closed with -->");
    default:
        return detail.isEmpty() ? QString::fromUtf8(xml.ErrorName()) : detail;
    }
}

/// Why `bytes`, which tinyxml2 could not parse, is no XML text at all; empty when it may be
/// XML. Looks at the first bytes only: a NUL or other control byte means binary data (an image
/// or mesh opened by mistake), and XML starts with '<' after an optional byte order mark and
/// white space.
QString notXmlReason(const QByteArray &bytes)
{
    if (bytes.trimmed().isEmpty())
        return tr("the file is empty");
    const QByteArray head = bytes.left(kSniffBytes);
    for (const char c : head) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 && u != '\t' && u != '\n' && u != '\r')
            return tr("the file contains binary data, not XML text");
    }
    QByteArray text = head;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    if (!text.trimmed().startsWith('<'))
        return tr("the file does not start with '<', so it is not XML");
    return QString();
}

/// Top-level `<!DOCTYPE …>` / `<!ENTITY …>` declarations of `xml`: tinyxml2 keeps them as
/// unknown nodes and expands no entity they declare.
const tinyxml2::XMLNode *entityDeclaration(const tinyxml2::XMLDocument &xml)
{
    for (const tinyxml2::XMLNode *n = xml.FirstChild(); n && !n->ToElement();
         n = n->NextSibling()) {
        if (n->ToUnknown() && std::strstr(n->Value(), "ENTITY"))
            return n;
    }
    return nullptr;
}

/// 1-based line of the first byte sequence of `bytes` that is not UTF-8; 0 when all is UTF-8.
/// Most description files are ASCII: those are not decoded (this runs on every reload).
int firstNonUtf8Line(const QByteArray &bytes)
{
    const auto nonAscii = std::find_if(
        bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
    if (nonAscii == bytes.end())
        return 0;
    const qsizetype start = nonAscii - bytes.begin();
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(QByteArrayView(bytes).sliced(start));
    if (!decoder.hasError())
        return 0;
    const qsizetype bad = text.indexOf(QChar::ReplacementCharacter);
    return int(bytes.left(start).count('\n')
               + QStringView(text).left(bad < 0 ? 0 : bad).count(QLatin1Char('\n')))
        + 1;
}

} // namespace

Document::Document() = default;
Document::~Document() = default;

QStringList Document::filePaths() const
{
    QStringList paths;
    paths.reserve(int(m_files.size()));
    for (const SourceFile &f : m_files)
        paths << f.path;
    return paths;
}

QString Document::filePath(const SourceRef &ref) const
{
    if (m_xacro && ref.element && ref.file >= 0 && ref.file < int(m_files.size())
        && !m_files[size_t(ref.file)].generatedFrom.isEmpty()) {
        const auto origin = m_xacro->origins.constFind(ref.element);
        if (origin != m_xacro->origins.constEnd())
            return m_xacro->files.value(origin->file, m_path);
    }
    return ref.file >= 0 && ref.file < int(m_files.size()) ? m_files[size_t(ref.file)].path
                                                           : m_path;
}

bool Document::readSource(const QString &path, QByteArray &bytes, QString &error) const
{
    if (m_overlay && m_overlay->contains(path)) {
        bytes = m_overlay->value(path);
        return true;
    }
    return readFileBytes(path, bytes, error);
}

int Document::addFile(const QString &path, const QString &includedFrom, int includedFromLine)
{
    const QString where = includedFrom.isEmpty() ? path : includedFrom;
    const int whereLine = includedFrom.isEmpty() ? 0 : includedFromLine;
    QByteArray bytes;
    QString readError;
    if (!readSource(path, bytes, readError)) {
        // A name that is not UTF-8 reaches Qt with U+FFFD in place of the stray bytes and
        // cannot be opened by that name at all; say so rather than "no such file" alone.
        const QString hint = path.contains(QChar::ReplacementCharacter)
            ? tr("The path contains bytes that are not UTF-8 (shown as %1), which RoboStage "
                 "cannot open; rename the file or folder to UTF-8 (for example with convmv).")
                  .arg(QChar(QChar::ReplacementCharacter))
            : tr("Check that the file exists and is readable.");
        m_diagnostics.error(
            where, whereLine, tr("cannot read '%1': %2. %3").arg(path, readError, hint));
        return -1;
    }
    auto xml = std::make_unique<tinyxml2::XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
    if (xml->Parse(bytes.constData(), size_t(bytes.size())) != tinyxml2::XML_SUCCESS) {
        if (const QString reason = notXmlReason(bytes); !reason.isEmpty()) {
            m_diagnostics.error(path, 0,
                tr("%1. RoboStage reads SDFormat, URDF and SimRobot XML files; check that this "
                   "is the file you meant.")
                    .arg(reason));
        } else if (xml->ErrorID() == tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED) {
            m_diagnostics.error(path, xml->ErrorLineNum(),
                tr("elements are nested deeper than %1 levels here, which is not read (a guard "
                   "against files made to exhaust the stack); the file is not loaded. Flatten "
                   "the nesting: robot descriptions need far fewer levels.")
                    .arg(kMaxElementDepth));
        } else {
            m_diagnostics.error(path, xml->ErrorLineNum(),
                tr("malformed XML: %1. Fix the XML syntax at this line.")
                    .arg(describeXmlError(*xml)));
        }
        if (!includedFrom.isEmpty())
            m_diagnostics.error(
                where, whereLine, tr("included file '%1' could not be parsed").arg(path));
        return -1;
    }
    if (const int line = firstNonUtf8Line(bytes); line > 0) {
        m_diagnostics.warning(path, line,
            tr("the file is not valid UTF-8 from this line on; RoboStage reads XML as UTF-8 (an "
               "encoding= declaration such as ISO-8859-1 is not honoured), so such characters "
               "show as replacement characters. Save the file as UTF-8."));
    }
    if (const tinyxml2::XMLNode *declaration = entityDeclaration(*xml)) {
        // Billion laughs and external entities (XXE) are harmless here, but the file may not
        // mean what it seems to: say so.
        m_diagnostics.warning(path, declaration->GetLineNum(),
            tr("<!DOCTYPE> declares entities, which RoboStage does not expand (nor do "
               "libsdformat and urdfdom): a reference such as &name; stays as written and no "
               "external entity is read. Write the values out instead."));
    }
    m_files.push_back({path, std::move(xml), QString(), bytes});
    return int(m_files.size() - 1);
}

int Document::addGeneratedFile(
    const QString &path, std::unique_ptr<tinyxml2::XMLDocument> xml, const QString &generatedFrom)
{
    m_files.push_back({path, std::move(xml), generatedFrom, QByteArray()});
    return int(m_files.size() - 1);
}

namespace {

std::atomic<Document::LoadHook> loadHook {nullptr};

} // namespace

void Document::setLoadHook(LoadHook hook)
{
    loadHook.store(hook);
}

std::unique_ptr<Document> Document::load(const QString &path, const ResourceResolver &resolver)
{
    return load(path, resolver, FileOverlay());
}

bool Document::isXacroPath(const QString &path)
{
    return path.endsWith(QLatin1String(".xacro"), Qt::CaseInsensitive);
}

bool Document::isXacroSourcePath(const QString &path)
{
    return !path.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
        && !path.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

namespace {

/// Adds the resolved mesh files of `model` and its nested models to `paths`.
void addMeshFiles(const Model &model, QSet<QString> &paths)
{
    for (const Link &link : model.links) {
        for (const Visual &v : link.visuals) {
            if (!v.geometry.resolvedPath.isEmpty())
                paths.insert(v.geometry.resolvedPath);
        }
        for (const Collision &c : link.collisions) {
            if (!c.geometry.resolvedPath.isEmpty())
                paths.insert(c.geometry.resolvedPath);
        }
    }
    for (const Model &nested : model.models)
        addMeshFiles(nested, paths);
}

} // namespace

QStringList Document::watchedPaths() const
{
    QStringList paths = filePaths();
    if (!m_xacro)
        return paths;
    QSet<QString> more(m_xacro->files.begin(), m_xacro->files.end());
    for (const Model &model : m_scene.world.models)
        addMeshFiles(model, more);
    for (const QString &path : paths)
        more.remove(path);
    QStringList sorted(more.begin(), more.end());
    sorted.sort();
    return paths + sorted;
}

std::unique_ptr<Document> Document::load(
    const QString &path, const ResourceResolver &resolver, const FileOverlay &overlay)
{
    return load(path, resolver, overlay, xacro::Arguments());
}

int Document::expandXacro(const ResourceResolver &resolver)
{
    xacro::Options options;
    options.arguments = m_xacroArguments;
    options.resolver = &resolver;
    options.readFile = [this](const QString &file, QByteArray &bytes, QString &error) {
        return readSource(file, bytes, error);
    };
    m_xacro = std::make_unique<xacro::Expansion>(xacro::expand(m_path, options, m_diagnostics));
    if (!m_xacro->xml)
        return -1;
    // The expanded document's own bytes, printed from its DOM element for element, are what
    // an edit patches (model/edit/xacroedit.h writes the change back into the xacro source).
    tinyxml2::XMLPrinter printer;
    m_xacro->xml->Print(&printer);
    const QByteArray printed(printer.CStr(), printer.CStrSize() - 1);
    const int index = addGeneratedFile(m_path, std::move(m_xacro->xml), tr("xacro expansion"));
    m_files[size_t(index)].bytes = printed;
    return index;
}

std::unique_ptr<Document> Document::load(const QString &path, const ResourceResolver &resolver,
    const FileOverlay &overlay, const xacro::Arguments &arguments)
{
    auto doc = std::make_unique<Document>();
    doc->m_overlay = &overlay;
    doc->m_path = QFileInfo(path).absoluteFilePath();
    doc->m_xacroArguments = arguments;
    const int file = isXacroPath(path) ? doc->expandXacro(resolver) : doc->addFile(doc->m_path);
    if (file >= 0) {
        ReadContext ctx(*doc, resolver, file);
        tinyxml2::XMLElement *root = doc->m_files[size_t(file)].xml->RootElement();
        const QByteArray name = root ? QByteArray(root->Name()) : QByteArray();
        if (name == "sdf" || (name == "gazebo" && root->Attribute("version"))) {
            // SDFormat; `<gazebo version="1.0|1.2">` is the SDF 1.0–1.2 root element.
            sdf::read(ctx, root);
        } else if (name == "robot") {
            urdf::read(ctx, root);
        } else if (name == "Simulation") {
            simrobot::read(ctx, root);
        } else if (name.startsWith("gazebo") || name.contains(':')) {
            ctx.error(root,
                tr("<%1> is the pre-SDF Gazebo 0.x world format, which RoboStage does "
                   "not read. Convert it to SDFormat (for example with Gazebo's "
                   "'gzsdf' tool) and open the result.")
                    .arg(QString::fromUtf8(name)));
        } else {
            ctx.error(root,
                tr("unknown root element <%1>: expected <sdf> (SDFormat), <robot> "
                   "(URDF) or <Simulation> (SimRobot).")
                    .arg(QString::fromUtf8(name)));
        }
    }
    doc->m_frames.resolve(doc->m_diagnostics, doc->filePaths());
    if (const LoadHook hook = loadHook.load())
        hook(*doc);
    doc->m_overlay = nullptr;
    return doc;
}

} // namespace robostage
