#pragma once

// `<include><experimental:params>`: changes that an including file makes to the model it
// includes ("parameter passing", SDFormat 1.8+, sdformat.org "Parameter passing" proposal;
// implemented by libsdformat's ParamPassing). Each child of `<experimental:params>` names an
// element of the included model with `element_id` (a `::`-separated path of `name`s inside
// the included model) and says with `action` what to do with it: `add`, `modify`, `remove`
// or `replace`; without `action`, each of its children carries its own action.
//
// This is a pure DOM transformation on a copy of the included `<model>`; the SDF reader then
// reads the copy as if it were the included file.

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;
}

namespace robostage::sdf {

/// The `<PREFIX:params>` child of an `<include>` (any namespace prefix; SDFormat documents
/// `experimental:params`), or null when it has none.
const tinyxml2::XMLElement *findIncludeParams(const tinyxml2::XMLElement *include);
tinyxml2::XMLElement *findIncludeParams(tinyxml2::XMLElement *include);

/// Applies the children of `params` (an `<experimental:params>` element of an `<include>` in the
/// including file; diagnostics go to `ctx`, the including file's ReadContext) to `model`, a
/// deep copy of the included `<model>` element that the caller owns (in its own XMLDocument).
/// Reports (ctx.error / ctx.warning with the params child's line) an element_id that names no
/// element, an unknown action, or a malformed child, and continues with the next child.
///
/// Rules, as libsdformat 12 applies them (ParamPassing.cc):
/// - `element_id` is required; "" is allowed only with `action="add"` (add to the model).
///   The last name must belong to an element with the child's tag, except for `add`, where
///   `element_id` names the parent (any tag) and the child needs a non-empty `name` that no
///   sibling of the same tag has (`<plugin>` may repeat).
/// - `add` appends a copy; `replace` puts a copy in the target's place; `remove` deletes the
///   target, or, when the child has child elements, the target's matching children.
/// - `modify` copies attributes (`name` renames), then sets the text, or walks the child
///   elements: each must match an existing child (same tag, same `name` when given, else
///   the first of that tag); a given `name` that matches none renames the first; an empty
///   leaf resets the value to its default (the element is dropped so that the reader uses
///   the SDFormat default; a `<pose>` keeps its attributes and becomes the identity).
/// - Copies keep SDFormat attributes and namespaced (`prefix:name`) ones; other attributes
///   are dropped with a warning, as libsdformat's parser drops attributes not in the spec.
///   `modify` refuses (error) to set such an attribute.
/// - An `element_id` that goes through a nested `<include>` of the included model (which
///   libsdformat has already expanded at this point) is moved, with the rest of the path, into
///   that include's own `<experimental:params>` (created at its end if needed), so that it
///   applies when the reader reads that include. The include is found by its `<name>`, or
///   else by the last path segment of its `<uri>` (the reader's guess of the model's name).
///   Removing the nested include as a whole works; other changes to the included model
///   itself (rather than to an element inside it) are reported and skipped.
void applyIncludeParams(
    const ReadContext &ctx, const tinyxml2::XMLElement *params, tinyxml2::XMLElement *model);

} // namespace robostage::sdf
