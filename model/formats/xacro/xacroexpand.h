#pragma once

// The xacro expander: reads a xacro document (ROS xacro, ros2 branch semantics; the ROS wiki
// page "xacro" and ros/xacro's xacro/__init__.py) and writes the plain XML it stands for, with
// a source map from every expanded element back to the xacro file and line it was written at
// and the chain of macro calls that produced it.

#include "diagnostics.h"
#include "xacrodom.h"

#include <QByteArray>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage {
class ResourceResolver;

namespace xacro {

/// `xacro:arg` values given on the command line (`NAME:=VALUE`), by name.
using Arguments = QMap<QString, QString>;

/// One macro call in a chain: macro `macro` called at `line` of Expansion::files[file];
/// `parent` indexes Expansion::calls for the call that contained this one (-1: top level).
/// `element` is the call element's index among the elements of its file (document order), and
/// the macro's `xacro:macro` element is element `definitionElement` of
/// Expansion::files[definitionFile].
struct MacroCall
{
    QString macro;
    int file = -1;
    int line = 0;
    int parent = -1;
    int element = -1;
    int definitionFile = -1;
    int definitionElement = -1;
};

/// Where an expanded element was written: Expansion::files[file] at 1-based `line`, the
/// `element`-th element (0-based, document order) of that file, expanded inside the macro call
/// Expansion::calls[call] (-1: outside any macro).
struct Origin
{
    int file = -1;
    int line = 0;
    int call = -1;
    int element = -1;
};

/// Where the value of a `${name}` attribute came from: the element that defines `name` (a
/// `xacro:property`, or the macro call that passed it as a parameter), as its file, element
/// index and the attribute holding the value; `attribute` is empty for a value that cannot be
/// traced to one attribute (a property block, a forwarded value). A parameter's default
/// (Kind::Default) is defined by the `xacro:macro` element, its `params` attribute, for the call
/// `defaultCall`.
struct Definition
{
    enum class Kind { Property, Parameter, Default, Other };
    Kind kind = Kind::Other;
    QString name;
    int file = -1;
    int element = -1;
    int line = 0;
    int call = -1; ///< the macro call the defining element was expanded in
    int defaultCall = -1; ///< Kind::Default: the call (Expansion::calls) that took the default
    QString attribute;
    int uses = 0; ///< how often the expansion read it
    /// The definitions of the names its value refers to as `${name}` (a parameter passed as
    /// `p="${q}"`, a property defined as `${other}`), by name.
    QHash<QString, std::shared_ptr<Definition>> references;
};

// YamlRead (xacrodom.h): a number of an expanded attribute that is a YAML scalar read as it
// is (`${config['x']}`, through properties and parameters too, but not computed from one),
// written in Expansion::files[file] at 1-based `line`.

/// A `xacro:arg` declaration met during expansion.
struct ArgumentDeclaration
{
    QString name;
    QString defaultValue; ///< the `default` attribute as written (unevaluated)
    /// The default evaluated where it is declared (as written when it cannot be evaluated,
    /// e.g. it names an argument that is not declared yet)
    QString evaluatedDefault;
    QString value; ///< the value used: the given argument, else the evaluated default
    int file = -1;
    int line = 0;
    /// Values to offer in a choice list: the default and the literal strings the files
    /// compare the argument with (`'$(arg X)' == 'a'`, `'$(arg X)' in ['a', 'b']`), or
    /// true/false for a boolean default; empty when the argument takes free text.
    QStringList choices;
};

/// The result of expand().
struct Expansion
{
    /// The expanded document; null when xacro itself would stop without output (a fatal error:
    /// malformed XML, an undefined symbol outside a branch not taken, ...).
    std::unique_ptr<tinyxml2::XMLDocument> xml;
    /// The expanded document as `xacro FILE` prints it (its banner comment, then the XML
    /// indented by two spaces); empty when xml is null.
    QByteArray text;
    /// Absolute paths of every file read, in first-read order: [0] is the entry file, then the
    /// included xacro files and the YAML files loaded.
    QStringList files;
    /// For each element of `xml`: where it was written.
    QHash<const tinyxml2::XMLElement *, Origin> origins;
    /// For attributes of `xml` that refer to names as `${name}`: the definition of each
    /// name, by element, attribute name and referred name.
    QHash<const tinyxml2::XMLElement *, QHash<QString, QHash<QString, std::shared_ptr<Definition>>>>
        provenance;
    /// For attributes of `xml` whose `${…}` parts are YAML scalars: where each is written, in
    /// the order of the parts, by element and attribute name.
    QHash<const tinyxml2::XMLElement *, QHash<QString, std::vector<YamlRead>>> yamlReads;
    std::vector<MacroCall> calls;
    /// The `xacro:arg`s met, each name once (its first declaration), in document order.
    std::vector<ArgumentDeclaration> arguments;

    Expansion();
    ~Expansion();
    Expansion(Expansion &&) noexcept;
    Expansion &operator=(Expansion &&) noexcept;

    /// "FILE:LINE" of `origin`, followed by " in macro M called from FILE:LINE" for each
    /// enclosing call, innermost first.
    QString describe(const Origin &origin) const;
    /// Only the macro-call part of describe() (empty outside macros).
    QString callChain(int call) const;
};

/// Reads a file for the expander: true with its bytes, or false with a reason. The default
/// reads the disk; Document passes one that honours its unsaved-edit overlay.
using FileReader = std::function<bool(const QString &path, QByteArray &bytes, QString &error)>;

struct Options
{
    Arguments arguments;
    /// Resolves `$(find PKG)` (ROS_PACKAGE_PATH, AMENT_PREFIX_PATH, the walk up from the
    /// including file) like `package://PKG`; null: only the walk-up search of a default
    /// resolver.
    const ResourceResolver *resolver = nullptr;
    FileReader readFile;
    /// Folder `$(cwd)` names and relative include paths fall back to (xacro resolves them
    /// against the including file's folder, then the working folder); empty: the process's.
    QString workingFolder;
    /// The input file's name in the banner of Expansion::text ("autogenerated by xacro from
    /// NAME"), as the user gave it to `xacro`; empty: the absolute path expand() read.
    QString bannerName;
    /// Wall-clock budget of the whole expansion in milliseconds; 0: kMaxExpansionMilliseconds
    /// of xacrolimits.h. Running past it is a fatal error at the element being expanded.
    long timeLimitMs = 0;
};

/// Expands the xacro document at `path` (absolute). Every xacro error and warning goes to
/// `diagnostics` at the xacro FILE:LINE it concerns with the macro call chain; an error xacro
/// treats as fatal leaves Expansion::xml null (with what was expanded before it discarded, as
/// xacro prints nothing then). Guarded against runaway input by the limits in xacrolimits.h:
/// nesting, nodes, characters of text, time and YAML nodes, each an error at the FILE:LINE
/// where it was hit. Throws nothing of its own; std::bad_alloc (memory exhausted below those
/// limits) propagates to the caller.
Expansion expand(const QString &path, const Options &options, Diagnostics &diagnostics);

} // namespace xacro
} // namespace robostage
