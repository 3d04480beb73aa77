#pragma once

// The tokens of xacro's Python expression subset (Python 3 language reference §2.3 identifiers,
// §2.4 literals, §2.5–2.6 operators and delimiters), for xacroparser.cpp.

#include "xacrovalue.h"

#include <vector>

namespace robostage::xacro {

/// One token; `position` is its index in the expression text.
struct Token
{
    enum Kind { End, Name, Number, String, Op } kind = End;
    QString text; ///< name, operator, or the decoded string
    Value number;
    int position = 0;
};

/// The tokens of `text`, ending with an End token. Throws EvalError ("invalid syntax …") for
/// an unclosed string literal, a bad number or a character that starts no token.
std::vector<Token> tokenize(const QString &text);

} // namespace robostage::xacro
