#include "numberformat.h"

#include "formats/readcontext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <utility>

namespace robostage::edit {

QByteArray formatNumber(double value)
{
    if (value == 0)
        return QByteArrayLiteral("0");
    // C++17 std::to_chars without a format: the shortest representation that round-trips, in
    // fixed or scientific notation, whichever is shorter, without the locale.
    const auto shortest = [](double v) {
        char buffer[64];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
        return QByteArray(buffer, int(result.ptr - buffer));
    };
    // The fewest significant digits that read back within the tolerance (numberformat.h);
    // to_chars with a precision rounds correctly.
    const double tolerance
        = std::min(1e-12 * std::max(1.0, std::abs(value)), 1e-9 * std::abs(value));
    for (int digits = 1; digits < 17; ++digits) {
        char buffer[64];
        const auto result = std::to_chars(
            buffer, buffer + sizeof buffer, value, std::chars_format::general, digits);
        double rounded = 0;
        std::from_chars(buffer, result.ptr, rounded);
        if (std::abs(rounded - value) <= tolerance)
            return rounded == 0 ? QByteArrayLiteral("0") : shortest(rounded);
    }
    return shortest(value);
}

QByteArray formatNumbers(const std::vector<double> &values)
{
    QByteArray text;
    for (size_t i = 0; i < values.size(); ++i) {
        if (i)
            text += ' ';
        text += formatNumber(values[i]);
    }
    return text;
}

QByteArray patchNumbers(const QByteArray &oldText, const std::vector<double> &values)
{
    auto isSpace = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    };
    std::vector<std::pair<int, int>> tokens; // [begin, end)
    for (int i = 0; i < oldText.size();) {
        while (i < oldText.size() && isSpace(oldText[i]))
            ++i;
        const int begin = i;
        while (i < oldText.size() && !isSpace(oldText[i]))
            ++i;
        if (i > begin)
            tokens.emplace_back(begin, i);
    }
    if (tokens.size() != values.size()) {
        const int lead = tokens.empty() ? 0 : tokens.front().first;
        const int trail = tokens.empty() ? oldText.size() : tokens.back().second;
        return oldText.left(lead) + formatNumbers(values) + oldText.mid(trail);
    }
    QByteArray text;
    int copied = 0;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const auto [begin, end] = tokens[i];
        text += oldText.mid(copied, begin - copied);
        const QByteArray token = oldText.mid(begin, end - begin);
        double old = 0;
        const bool same = parseDouble(token.constData(), old) && old == values[i];
        text += same ? token : formatNumber(values[i]);
        copied = end;
    }
    return text + oldText.mid(copied);
}

} // namespace robostage::edit
