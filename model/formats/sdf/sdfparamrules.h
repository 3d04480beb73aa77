#pragma once

// The SDFormat knowledge behind `<experimental:params>` (sdfparams.cpp), as libsdformat 12
// applies it: which attributes and elements the 1.9 spec describes, which need a name, the
// actions, and how an `element_id` (`a::b::c`) leads to an element or into a nested include.

#include <QString>
#include <QStringList>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::sdf::params {

using tinyxml2::XMLElement;

enum class Action { None, Add, Modify, Remove, Replace, Invalid };

/// the path inside the model it includes.
struct Target
{
    XMLElement *element = nullptr;
    XMLElement *include = nullptr;
    QString rest; ///< element_id inside the included model ("" = that model itself)
};

bool equal(const char *a, const char *b);

bool isNamespaced(const char *name);

/// Attribute names of the SDFormat 1.9 element descriptions (plus `frame`, the pre-1.7 pose
/// attribute). libsdformat's parser keeps these and namespaced attributes and drops others.
bool isSdfAttribute(const char *name);

/// Elements with an SDFormat description file of their own (`<tag>.sdf` in the 1.9 spec):
/// libsdformat adds, replaces and walks child actions only for these.
bool hasDescription(const char *tag);

/// Elements whose `name` attribute the spec requires.
bool requiresName(const char *tag);

bool hasChildElements(const XMLElement *e);

/// `<tag name='…'>` for messages.
QString describe(const XMLElement *e);

/// The name the model of a nested `<include>` gets: its `<name>`, else the last segment of its
/// `<uri>` (the SDF reader's guess before it opens the file). Empty if neither is given.
QString includeName(const XMLElement *include);

Action parseAction(const char *text);

/// Finds `segments[index…]` below `parent`: every segment names a child by its `name`
/// attribute; the last one must have tag `tag` (any tag when `tag` is null). Tries each
/// candidate in document order (a visual and a collision may share a name) and falls back to
/// nested includes.
Target resolve(XMLElement *parent, const QStringList &segments, int index, const char *tag);

} // namespace robostage::sdf::params
