#include "xacrodom.h"

#include "xacroexpand.h"
#include "xacrolimits.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QXmlStreamReader>

#include <algorithm>

namespace robostage::xacro {

const QString *Node::attribute(const QString &key) const
{
    for (const auto &a : attributes) {
        if (a.first == key)
            return &a.second;
    }
    return nullptr;
}

void Node::setAttribute(const QString &key, const QString &value)
{
    for (auto &a : attributes) {
        if (a.first == key) {
            a.second = value;
            return;
        }
    }
    attributes.emplace_back(key, value);
}

void Node::removeAttribute(const QString &key)
{
    attributes.erase(std::remove_if(attributes.begin(), attributes.end(),
                         [&](const auto &a) { return a.first == key; }),
        attributes.end());
}

int Node::indexOf(const Node *child) const
{
    for (size_t i = 0; i < children.size(); ++i) {
        if (children[i].get() == child)
            return int(i);
    }
    return -1;
}

void Node::insert(int index, std::shared_ptr<Node> child)
{
    child->parent = this;
    children.insert(children.begin() + index, std::move(child));
}

std::shared_ptr<Node> Node::take(int index)
{
    std::shared_ptr<Node> child = children[size_t(index)];
    children.erase(children.begin() + index);
    child->parent = nullptr;
    return child;
}

std::shared_ptr<Node> cloneNode(const Node &node)
{
    auto copy = std::make_shared<Node>();
    copy->kind = node.kind;
    copy->name = node.name;
    copy->text = node.text;
    copy->attributes = node.attributes;
    copy->file = node.file;
    copy->line = node.line;
    copy->call = node.call;
    copy->ordinal = node.ordinal;
    copy->provenance = node.provenance;
    copy->yamlReads = node.yamlReads;
    copy->children.reserve(node.children.size());
    for (const auto &child : node.children) {
        copy->children.push_back(cloneNode(*child));
        copy->children.back()->parent = copy.get();
    }
    return copy;
}

std::shared_ptr<Node> parseXml(const QString &text, int file, QString &error, int &errorLine)
{
    QXmlStreamReader reader(text);
    reader.setNamespaceProcessing(false);
    auto document = std::make_shared<Node>();
    document->kind = Node::Kind::Document;
    document->file = file;
    Node *current = document.get();
    auto add = [&](Node::Kind kind, int line) {
        auto node = std::make_shared<Node>();
        node->kind = kind;
        node->file = file;
        node->line = line;
        Node *raw = node.get();
        current->insert(int(current->children.size()), std::move(node));
        return raw;
    };
    int line = 1; // line where the next token starts
    int ordinal = 0;
    int depth = 0;
    while (!reader.atEnd()) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        const int tokenLine = line;
        line = int(reader.lineNumber());
        switch (token) {
        case QXmlStreamReader::StartElement: {
            if (++depth > kMaxElementDepth) {
                error = QCoreApplication::translate("robostage::xacro",
                    "elements are nested deeper than %1 levels (a guard against files made to "
                    "exhaust the stack); flatten the nesting")
                            .arg(kMaxElementDepth);
                errorLine = tokenLine;
                return nullptr;
            }
            Node *e = add(Node::Kind::Element, tokenLine);
            e->name = reader.qualifiedName().toString();
            e->ordinal = ordinal++;
            for (const QXmlStreamNamespaceDeclaration &ns : reader.namespaceDeclarations()) {
                e->attributes.emplace_back(ns.prefix().isEmpty()
                        ? QStringLiteral("xmlns")
                        : QStringLiteral("xmlns:") + ns.prefix().toString(),
                    ns.namespaceUri().toString());
            }
            for (const QXmlStreamAttribute &a : reader.attributes())
                e->attributes.emplace_back(a.qualifiedName().toString(), a.value().toString());
            current = e;
            break;
        }
        case QXmlStreamReader::EndElement:
            --depth;
            current = current->parent;
            break;
        case QXmlStreamReader::Characters:
            if (current == document.get())
                break; // white space around the root element
            if (reader.isCDATA()) {
                add(Node::Kind::CData, tokenLine)->text = reader.text().toString();
            } else if (!current->children.empty()
                && current->children.back()->kind == Node::Kind::Text) {
                current->children.back()->text += reader.text();
            } else {
                add(Node::Kind::Text, tokenLine)->text = reader.text().toString();
            }
            break;
        case QXmlStreamReader::Comment:
            add(Node::Kind::Comment, tokenLine)->text = reader.text().toString();
            break;
        case QXmlStreamReader::ProcessingInstruction: {
            Node *pi = add(Node::Kind::ProcessingInstruction, tokenLine);
            pi->name = reader.processingInstructionTarget().toString();
            pi->text = reader.processingInstructionData().toString();
            break;
        }
        default:
            break;
        }
    }
    if (reader.hasError()) {
        error = reader.errorString();
        errorLine = int(reader.lineNumber());
        return nullptr;
    }
    return document;
}

namespace {

QString escape(const QString &text, bool attribute)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QStringLiteral("&amp;");
            break;
        case '<':
            out += QStringLiteral("&lt;");
            break;
        case '>':
            out += QStringLiteral("&gt;");
            break;
        case '"':
            out += attribute ? QStringLiteral("&quot;") : QStringLiteral("\"");
            break;
        default:
            out += c;
        }
    }
    return out;
}

/// xacro's fixed_writexml (xacro/xmlutils.py): minidom's pretty printer with attributes in
/// sorted order and white-space-only text left out.
void writePretty(const Node &node, const QString &indent, QString &out)
{
    switch (node.kind) {
    case Node::Kind::Text:
        out += indent + escape(node.text, false) + QLatin1Char('\n');
        return;
    case Node::Kind::CData:
        out += QStringLiteral("<![CDATA[") + node.text + QStringLiteral("]]>");
        return;
    case Node::Kind::Comment:
        out += indent + QStringLiteral("<!--") + node.text + QStringLiteral("-->\n");
        return;
    case Node::Kind::ProcessingInstruction:
        out += indent + QStringLiteral("<?") + node.name + QLatin1Char(' ') + node.text
            + QStringLiteral("?>\n");
        return;
    case Node::Kind::Document:
        out += QStringLiteral("<?xml version=\"1.0\" ?>\n");
        for (const auto &child : node.children)
            writePretty(*child, indent, out);
        return;
    case Node::Kind::Element:
        break;
    }
    out += indent + QLatin1Char('<') + node.name;
    auto attributes = node.attributes;
    std::sort(attributes.begin(), attributes.end());
    for (const auto &[key, value] : attributes)
        out += QLatin1Char(' ') + key + QStringLiteral("=\"") + escape(value, true)
            + QLatin1Char('"');
    if (node.children.empty()) {
        out += QStringLiteral("/>\n");
    } else if (node.children.size() == 1 && node.children[0]->kind == Node::Kind::Text) {
        out += QLatin1Char('>') + escape(node.children[0]->text, false) + QStringLiteral("</")
            + node.name + QStringLiteral(">\n");
    } else {
        out += QStringLiteral(">\n");
        for (const auto &child : node.children) {
            if (child->kind == Node::Kind::Text && child->text.trimmed().isEmpty())
                continue;
            writePretty(*child, indent + QStringLiteral("  "), out);
        }
        out += indent + QStringLiteral("</") + node.name + QStringLiteral(">\n");
    }
}

void addTiny(const Node &node, tinyxml2::XMLDocument &doc, tinyxml2::XMLNode &parent,
    const std::function<void(const tinyxml2::XMLElement *, const Node &)> &made)
{
    tinyxml2::XMLNode *added = nullptr;
    switch (node.kind) {
    case Node::Kind::Element: {
        tinyxml2::XMLElement *e = doc.NewElement(node.name.toUtf8().constData());
        for (const auto &[key, value] : node.attributes)
            e->SetAttribute(key.toUtf8().constData(), value.toUtf8().constData());
        made(e, node);
        added = e;
        break;
    }
    case Node::Kind::Text:
        added = doc.NewText(node.text.toUtf8().constData());
        break;
    case Node::Kind::CData: {
        tinyxml2::XMLText *t = doc.NewText(node.text.toUtf8().constData());
        t->SetCData(true);
        added = t;
        break;
    }
    case Node::Kind::Comment:
        added = doc.NewComment(node.text.toUtf8().constData());
        break;
    default:
        return;
    }
    parent.InsertEndChild(added);
    for (const auto &child : node.children)
        addTiny(*child, doc, *added, made);
}

} // namespace

QByteArray toPrettyXml(const Node &document)
{
    QString out;
    writePretty(document, QString(), out);
    return out.toUtf8();
}

std::unique_ptr<tinyxml2::XMLDocument> toTinyXml(const Node &document,
    const std::function<void(const tinyxml2::XMLElement *, const Node &)> &made)
{
    auto doc = std::make_unique<tinyxml2::XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
    for (const auto &child : document.children)
        addTiny(*child, *doc, *doc, made);
    return doc;
}

} // namespace robostage::xacro
