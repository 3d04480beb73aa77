#pragma once

// SimRobot scene instantiation (simrobot-scene-description.md, "Structure of a Scene
// Description File"): `<Include href>`, the named top-level definitions that `ref=` names,
// `<Set>` and `$placeholders`. The result is a tree of instances: what SimRobot builds from the
// scene, with every attribute traced to the element it was written in.

#include "scene.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <memory>
#include <vector>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class Document;
class ReadContext;
class ResourceResolver;

namespace simrobot {

/// Deepest instance nesting read; deeper elements are reported and skipped (a scene that
/// references itself through a chain SimRobot does not detect would otherwise not end).
constexpr int kMaxInstanceDepth = 200;
/// Deepest `<Include>` nesting read.
constexpr int kMaxIncludeDepth = 32;
/// Most instances one scene expands to. Every `ref=` copies its definition, so a few lines of
/// definitions that each reference the next ten times expand to billions of instances; the
/// instances past this limit are reported once and skipped, which bounds time and memory.
constexpr int kMaxInstances = 250000;

/// One attribute of an instance, after `ref` merging and placeholder substitution.
struct InstanceAttribute
{
    QString value; ///< with `$placeholders` replaced
    QString written; ///< as written in the file
    const tinyxml2::XMLElement *element = nullptr; ///< the element it is written in
    int file = -1; ///< index in Document::files()
};

/// One element of the instantiated scene. `element` is where it is written: the element
/// itself, or for a `ref=` element the referencing element (its own attributes and children
/// win over the definition's). `definitions` are the named top-level elements it refers to,
/// nearest first (`ref` chains). `shared` is true when the instance comes from a definition
/// other instances share (it or an ancestor was reached through `ref=`), so that an edit must
/// choose between this instance and the definition.
struct Instance
{
    QByteArray tag;
    const tinyxml2::XMLElement *element = nullptr;
    int file = -1;
    std::vector<std::pair<const tinyxml2::XMLElement *, int>> definitions;
    bool shared = false;
    QHash<QByteArray, InstanceAttribute> attributes;
    std::vector<std::unique_ptr<Instance>> children;
    const Instance *parent = nullptr;
    QHash<QString, QString> vars; ///< `<Set>` values of this instance
    /// The element whose text the instance has (Vertices, Normals, TexCoords, Triangles,
    /// Quads): the first of `element` and `definitions` with text; null when none has.
    const tinyxml2::XMLElement *textElement = nullptr;
    int textFile = -1;

    const InstanceAttribute *attribute(const char *name) const;
    /// The value of attribute `name`, empty when absent.
    QString value(const char *name) const;
    bool has(const char *name) const { return attribute(name) != nullptr; }
    /// The first child with tag `tag`, or null.
    const Instance *child(const char *tag) const;
    SourceRef source() const { return {const_cast<tinyxml2::XMLElement *>(element), file, line()}; }
    int line() const;
};

/// Reads the scene of the SimRobot file `file` of `document` (already parsed by
/// Document::addFile): includes its `<Include href>` files (relative to the including file;
/// each one's `<Simulation>` wrapper dropped) into Document::files(), records the named
/// top-level definitions and instantiates the `<Scene>`. Problems (missing or cyclic includes,
/// unnamed or duplicate definitions, unresolvable or looping `ref`, undefined placeholders)
/// are reported through `contexts` (one ReadContext per file index; `contextFor` adds them).
/// Returns the Scene instance, or null when the files define no `<Scene>`.
class Instantiator
{
public:
    Instantiator(Document &document, const ResourceResolver &resolver);
    ~Instantiator();

    std::unique_ptr<Instance> run(int file);
    /// The ReadContext for file index `file`.
    const ReadContext &context(int file);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace simrobot
} // namespace robostage
