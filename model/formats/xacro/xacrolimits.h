#pragma once

// Limits that keep the xacro expander from running away on hostile or mistaken input (a
// macro that calls itself, an include cycle, a property defined through itself, an expansion
// that grows exponentially, a YAML alias bomb). Each is far beyond what real robot descriptions
// need: the largest corpus robot nests macros 4 deep, expands to about 25 KiB in well under a
// second, and the largest YAML file it loads holds a few thousand nodes.

namespace robostage::xacro {

/// Macro calls active at once (xacro itself stops at Python's recursion limit, about 1000
/// frames, with "maximum recursion depth exceeded").
constexpr int kMaxMacroDepth = 100;
/// Files being included at once (an include cycle hits this).
constexpr int kMaxIncludeDepth = 50;
/// Properties whose lazy evaluation waits on each other at once.
constexpr int kMaxPropertyNesting = 200;
/// Nodes (elements, text, comments) the expansion may process; the largest corpus robot
/// processes about 5 000.
constexpr long kMaxOutputNodes = 200'000;
/// Characters of text the expansion may produce: element names, attribute names and values,
/// text and comments, summed over every node processed (with kMaxOutputNodes the expansion's
/// total budget; at the limit the expanded document holds about 128 MB as UTF-16).
constexpr long kMaxOutputCharacters = 64'000'000;
/// Wall-clock time the whole expansion may take, in milliseconds (Options::timeLimitMs can
/// lower it); checked before each node and each `${…}` expression.
constexpr long kMaxExpansionMilliseconds = 60'000;
/// Nodes (scalars, sequences, mappings) one `xacro.load_yaml` may produce once its aliases are
/// expanded: a "billion laughs" alias bomb (9 levels of 9 aliases: 9^9 strings from 90 written)
/// stops here instead of exhausting memory. PyYAML shares aliased objects instead; xacro has no
/// limit.
constexpr long kMaxYamlNodes = 1'000'000;
/// Characters one evaluated string may hold (`'x' * 10**9`).
constexpr long kMaxStringLength = 16 * 1024 * 1024;
/// Items one list, range or repetition may hold.
constexpr long kMaxSequenceLength = 4 * 1024 * 1024;
/// Nesting of an expression's parentheses, brackets and operators.
constexpr int kMaxExpressionDepth = 200;
/// Element nesting of a file read (tinyxml2 stops at a similar depth).
constexpr int kMaxElementDepth = 256;
/// Element nesting while expanding (a file's own nesting plus that of the macro bodies
/// expanded into it); each level is a few stack frames.
constexpr int kMaxExpansionDepth = 500;
/// Bytes of one xacro or YAML file read (a device such as /dev/zero never ends).
constexpr long kMaxFileBytes = 64L * 1024 * 1024;
/// Macro calls named in one message's call chain; more are counted.
constexpr int kMaxCallsInMessage = 8;

} // namespace robostage::xacro
