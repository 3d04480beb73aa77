// Files: xacro/__init__.py process_include, get_include_files, import_xml_namespaces and
// load_yaml (ros2 branch; ROS wiki "xacro" §Including other xacro files, §YAML support).

#include "xacroexpander.h"

#include "filebytes.h"
#include "xacrolimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace robostage::xacro {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::xacro", text);
}

} // namespace

Value yamlToValue(const QByteArray &bytes, const QString &path, TextEvaluator &evaluator,
    const std::shared_ptr<Dict> &globals, int file);

int Expander::fileIndex(const QString &path)
{
    const QString clean = QDir::cleanPath(path);
    int index = int(m_out.files.indexOf(clean));
    if (index < 0) {
        m_out.files << clean;
        index = int(m_out.files.size() - 1);
    }
    return index;
}

QString Expander::currentFile() const
{
    return m_fileStack.isEmpty() ? QString() : m_out.files.value(m_fileStack.last());
}

bool Expander::readBytes(const QString &path, QByteArray &bytes, QString &error) const
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        error = tr("it is not a regular file");
        return false;
    }
    if (info.size() > kMaxFileBytes) {
        error = tr("it is larger than %1 MiB, far more than a robot description needs")
                    .arg(kMaxFileBytes / (1024 * 1024));
        return false;
    }
    if (m_options.readFile)
        return m_options.readFile(path, bytes, error);
    return readFileBytes(path, bytes, error);
}

std::shared_ptr<Node> Expander::readDocument(const QString &path, const Node *includedBy)
{
    QByteArray bytes;
    QString error;
    if (!readBytes(path, bytes, error)) {
        const QString message = tr("cannot read '%1': %2").arg(path, error);
        if (includedBy)
            fail(*includedBy, message);
        throw ExpandFailure {message, fileIndex(path), 0, -1};
    }
    const int file = fileIndex(path);
    QString parseError;
    int errorLine = 0;
    if (bytes.left(4096).contains('\0')) {
        throw ExpandFailure {tr("the file contains binary data, not XML text; check that this "
                                "is the file you meant"),
            file, 0, -1};
    }
    const QString text = QString::fromUtf8(bytes);
    m_texts << text;
    std::shared_ptr<Node> document = parseXml(text, file, parseError, errorLine);
    if (!document) {
        throw ExpandFailure {
            tr("XML parsing error: %1. Check that the XML is well-formed.").arg(parseError), file,
            errorLine, -1};
    }
    return document;
}

void Expander::processInclude(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
    const std::shared_ptr<Table> &symbols)
{
    const std::shared_ptr<Node> element = parent.children[size_t(index)];
    QStringList v;
    const QString extra = checkAttributes(*element, {QStringLiteral("filename")},
        {QStringLiteral("ns"), QStringLiteral("optional")}, v);
    if (!extra.isEmpty())
        warn(*element, tr("xacro:include: unknown attribute(s): %1").arg(extra));
    std::shared_ptr<MacroTable> nsMacros = macros;
    std::shared_ptr<Table> nsSymbols = symbols;
    if (!v[1].isEmpty()) {
        const QString ns = evalText(v[1], symbols).str();
        nsMacros = std::make_shared<MacroTable>();
        macros->namespaces.insert(ns, nsMacros);
        nsSymbols = std::make_shared<Table>(symbols, m_globals);
        nsSymbols->nameSpace = true;
        m_namespaces.push_back(nsSymbols);
        symbols->set(ns, Value::nameSpace(nsSymbols), false);
    }
    const bool optional = booleanValue(v[2].isEmpty() ? Value() : Value::string(v[2]), v[2]);
    if (std::any_of(element->children.begin(), element->children.end(),
            [](const auto &c) { return c->isElement(); }))
        warn(*element, tr("Child elements of a <xacro:include> tag are ignored"));

    QString spec = evalText(v[0], symbols).str();
    if (QFileInfo(spec).isRelative())
        spec = QFileInfo(currentFile()).absolutePath() + QLatin1Char('/') + spec;
    QStringList files;
    static const QRegularExpression wildcard(QStringLiteral("[*[?]"));
    if (spec.contains(wildcard)) {
        const QFileInfo info(spec);
        QDir folder(info.path());
        for (const QString &name : folder.entryList({info.fileName()}, QDir::Files, QDir::Name))
            files << folder.filePath(name);
        if (files.isEmpty())
            warn(*element, tr("Include tag's filename spec \"%1\" matched no files.").arg(spec));
    } else {
        files << spec;
    }
    std::vector<std::shared_ptr<Node>> included;
    for (const QString &path : files) {
        if (m_fileStack.size() >= kMaxIncludeDepth) {
            fail(*element,
                tr("includes nested more than %1 deep (does '%2' include itself?); stopped")
                    .arg(kMaxIncludeDepth)
                    .arg(path));
        }
        std::shared_ptr<Node> document;
        try {
            document = readDocument(path, element.get());
        } catch (const ExpandFailure &) {
            if (optional && !QFileInfo::exists(path)) {
                fileIndex(path); // watched: it may appear later
                continue;
            }
            throw;
        }
        std::shared_ptr<Node> root;
        for (const auto &child : document->children) {
            if (child->isElement())
                root = child;
        }
        if (!root)
            fail(*element, tr("'%1' has no root element").arg(path));
        m_fileStack << fileIndex(path);
        evalAll(*root, nsMacros, nsSymbols);
        m_fileStack.removeLast();
        for (const auto &[key, value] : root->attributes) {
            if (!key.startsWith(QLatin1String("xmlns:")))
                continue;
            const QString *old = parent.attribute(key);
            if (old && *old != value)
                warn(*element, tr("inconsistent namespace redefinitions for %1").arg(key));
            else
                parent.setAttribute(key, value);
        }
        included.push_back(root);
    }
    removePreviousComments(parent, parent.indexOf(element.get()));
    std::vector<std::shared_ptr<Node>> content;
    for (const auto &root : included)
        content.insert(content.end(), root->children.begin(), root->children.end());
    replaceNode(parent, parent.indexOf(element.get()), content);
}

Value Expander::loadYaml(const QString &fileName)
{
    QString path = fileName;
    if (QFileInfo(path).isRelative())
        path = QFileInfo(currentFile()).absolutePath() + QLatin1Char('/') + path;
    path = QDir::cleanPath(path);
    QByteArray bytes;
    QString error;
    const bool ok = readBytes(path, bytes, error);
    fileIndex(path);
    if (!ok)
        throw EvalError {QStringLiteral("cannot read YAML file '%1': %2").arg(path, error)};
    m_fileStack << fileIndex(path);
    try {
        Value v = yamlToValue(bytes, path, *this, m_globals, fileIndex(path));
        m_fileStack.removeLast();
        return v;
    } catch (...) {
        m_fileStack.removeLast();
        throw;
    }
}

} // namespace robostage::xacro
