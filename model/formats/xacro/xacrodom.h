#pragma once

// The document tree the xacro expander works on. Like the minidom tree ROS's xacro uses, it
// keeps every text node, white space included (comment removal depends on blank lines), and
// each node remembers the file and line it was written at and the macro call it was expanded
// in, for diagnostics and the source map.

#include <QHash>
#include <QString>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage::xacro {

struct Origin;
struct Definition;
/// (xacroexpand.h) Where a number of an attribute was written in a YAML file, and which
/// whitespace-separated token of the attribute's value it is (0-based).
struct YamlRead
{
    int file = -1;
    int line = 0;
    int token = 0;
};

struct Node
{
    enum class Kind { Document, Element, Text, Comment, CData, ProcessingInstruction };
    Kind kind = Kind::Element;
    QString name; ///< element tag (with its prefix, e.g. `xacro:macro`) or PI target
    QString text; ///< text, comment, CDATA or PI data
    std::vector<std::pair<QString, QString>> attributes; ///< in document order
    std::vector<std::shared_ptr<Node>> children;
    Node *parent = nullptr;
    int file = -1; ///< index into Expansion::files
    int line = 0; ///< 1-based line of the start tag
    int call = -1; ///< index into Expansion::calls; -1 outside macros
    int ordinal = -1; ///< elements: index among the elements of `file`, in document order
    /// For attributes that refer to names as `${name}`: the definition of each, by
    /// attribute and name.
    QHash<QString, QHash<QString, std::shared_ptr<Definition>>> provenance;
    /// For attributes whose `${…}` parts are YAML scalars: where each is written.
    QHash<QString, std::vector<YamlRead>> yamlReads;

    bool isElement() const { return kind == Kind::Element; }
    /// The attribute's value, or null when it is absent.
    const QString *attribute(const QString &key) const;
    void setAttribute(const QString &key, const QString &value);
    void removeAttribute(const QString &key);
    /// Index of `child` among children; -1 when it is not a child.
    int indexOf(const Node *child) const;
    void insert(int index, std::shared_ptr<Node> child);
    std::shared_ptr<Node> take(int index);
};

/// A deep copy of `node` (its parent pointer is null).
std::shared_ptr<Node> cloneNode(const Node &node);

/// Parses XML text into a Document node whose children are the prolog comments and
/// processing instructions and the root element. Entities are expanded, namespaces are not
/// processed (tags keep their prefixes, `xmlns:*` stay attributes). Returns null and sets
/// `error` (with `errorLine`) when the text is not well-formed XML.
std::shared_ptr<Node> parseXml(const QString &text, int file, QString &error, int &errorLine);

/// The document as `xacro` prints it (minidom's toprettyxml with two-space indent).
QByteArray toPrettyXml(const Node &document);

/// Builds a tinyxml2 document of the tree and calls `made` with each element and the node it
/// was made from.
std::unique_ptr<tinyxml2::XMLDocument> toTinyXml(const Node &document,
    const std::function<void(const tinyxml2::XMLElement *, const Node &)> &made);

} // namespace robostage::xacro
