#pragma once

// The translation lookup of the file-local tr() helpers of model/ and app/ (issue 30: German
// messages that mixed in English).

#include <QString>

namespace robostage {

/// QCoreApplication::translate(`context`, `text`), or, when that catalogue entry does not
/// exist, the entry of `text` in `fallback`. A file-local `tr(const char *)` is one function
/// for lupdate's two contexts: calls from a member function of class C are filed under
/// "…::C", calls from free functions under the enclosing namespace; `context` and `fallback`
/// are those two. Returns `text` itself when neither has a translation.
QString translateIn(const char *context, const char *fallback, const char *text);

} // namespace robostage
