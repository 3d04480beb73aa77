#include "numberformat.h"

#include "formats/readcontext.h"

#include <charconv>
#include <utility>

namespace robostage::edit {

QByteArray formatNumber(double value)
{
    if (value == 0)
        return QByteArrayLiteral("0");
    char buffer[64];
    // C++17 std::to_chars without a format: the shortest representation that round-trips.
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, int(result.ptr - buffer));
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
