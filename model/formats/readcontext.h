#pragma once

#include "document.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QString>

namespace robostage {

/// Parses one finite number in the C locale (XML Schema `double` lexical form, leading and
/// trailing whitespace allowed). Returns false for empty text, garbage, NaN, ±inf and overflow.
bool parseDouble(const char *text, double &out);

/// Parses exactly `count` whitespace-separated finite numbers into `out`.
bool parseDoubles(const char *text, double *out, int count);

/// Parses `true`/`false`/`1`/`0` (SDFormat bool). Returns false otherwise.
bool parseBool(const char *text, bool &out);

/// Attribute that carries an element's line in the file it was copied from, on the elements of
/// a generated DOM (Document::addGeneratedFile; tinyxml2 copies have no line numbers).
constexpr const char *kOriginalLineAttribute = "robostage:line";

/// Helpers shared by the format readers: typed access to child elements with diagnostics that
/// carry the file and line, and URI resolution through the document's ResourceResolver.
/// A value that does not parse is reported (with the element name, what was found and what
/// was expected) and the default is used, so that the rest of the file still loads.
class ReadContext
{
    Q_DECLARE_TR_FUNCTIONS(robostage::ReadContext)

public:
    ReadContext(Document &document, const ResourceResolver &resolver, int file);

    Document &document;
    const ResourceResolver &resolver;
    const int file;
    const QString path;
    const bool generated; ///< the DOM was made in memory (see SourceFile::generatedFrom)
    /// For the expansion of a xacro file: its source map, through which line() and the
    /// diagnostics name the xacro file, line and macro calls an element was written at.
    const xacro::Expansion *const xacro;

    /// The element with its file and 1-based line (0 when unknown).
    SourceRef ref(const tinyxml2::XMLElement *element) const;
    /// 1-based line of `element` in this context's file; 0 for null or an element that a
    /// generated DOM added.
    int line(const tinyxml2::XMLElement *element) const;
    /// Report a problem at `element`'s line of this file (for a xacro expansion: of the xacro
    /// file it was written in, with the macro calls that made it); `message` says what is
    /// wrong and what to do.
    void error(const tinyxml2::XMLElement *element, const QString &message) const;
    void warning(const tinyxml2::XMLElement *element, const QString &message) const;

    /// Trimmed text of `element`; empty when it has none.
    static QString text(const tinyxml2::XMLElement *element);
    static QString attribute(const tinyxml2::XMLElement *element, const char *name);

    /// Text of `element` as a number / vector / bool; reports and returns `fallback` when the
    /// element has text that does not parse. A null element yields `fallback` silently.
    double number(const tinyxml2::XMLElement *element, double fallback) const;
    Vec3 vec3(const tinyxml2::XMLElement *element, const Vec3 &fallback) const;
    bool boolean(const tinyxml2::XMLElement *element, bool fallback) const;
    /// SDFormat `color` (3 or 4 numbers, alpha defaults to 1).
    Color color(const tinyxml2::XMLElement *element, const Color &fallback) const;

    double childNumber(const tinyxml2::XMLElement *parent, const char *name, double fallback) const
    {
        return number(parent ? parent->FirstChildElement(name) : nullptr, fallback);
    }
    Vec3 childVec3(const tinyxml2::XMLElement *parent, const char *name, const Vec3 &fallback) const
    {
        return vec3(parent ? parent->FirstChildElement(name) : nullptr, fallback);
    }
    bool childBool(const tinyxml2::XMLElement *parent, const char *name, bool fallback) const
    {
        return boolean(parent ? parent->FirstChildElement(name) : nullptr, fallback);
    }
    Color childColor(
        const tinyxml2::XMLElement *parent, const char *name, const Color &fallback) const
    {
        return color(parent ? parent->FirstChildElement(name) : nullptr, fallback);
    }
    QString childText(const tinyxml2::XMLElement *parent, const char *name) const
    {
        return text(parent ? parent->FirstChildElement(name) : nullptr);
    }

    /// Reports sizes that cannot describe a solid in the geometry read from `shape`: a negative
    /// box or ellipsoid size, radius or length (an error), and a mesh scale with a zero
    /// component (a warning: the mesh collapses to a plane). The values are kept as written.
    void checkGeometry(const tinyxml2::XMLElement *shape, const Geometry &g) const;
    /// Reports a negative `mass` read from `element` (an error; the value is kept as written).
    void checkMass(const tinyxml2::XMLElement *element, double mass) const;

    /// Resolves a resource URI found in `element`. An unresolved or remote URI is reported as a
    /// warning naming the URI and every place tried; the returned path is then empty.
    QString resolveResource(const tinyxml2::XMLElement *element, const QString &uri) const;

private:
    void report(
        Severity severity, const tinyxml2::XMLElement *element, const QString &message) const;
};

} // namespace robostage
