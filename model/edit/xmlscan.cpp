#include "xmlscan.h"

#include <QCoreApplication>

#include <cstring>

namespace robostage::edit {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Characters that end an XML name in a tag.
bool endsName(char c)
{
    return isSpace(c) || c == '>' || c == '/' || c == '=' || c == '<';
}

class Scanner
{
public:
    explicit Scanner(const QByteArray &bytes)
        : m_data(bytes.constData())
        , m_size(bytes.size())
    {
    }

    /// Scans only the element whose start tag is at `start` (on 1-based line `line`).
    XmlScan runElement(int start, int line)
    {
        m_pos = m_lineOffset = start;
        m_line = line;
        m_single = true;
        if (start < 0 || start + 1 >= m_size || m_data[start] != '<' || endsName(m_data[start + 1])
            || m_data[start + 1] == '!' || m_data[start + 1] == '?')
            return fail(QCoreApplication::translate("robostage::edit", "no element here"));
        return run();
    }

    XmlScan run()
    {
        if (!m_single && m_size >= 3 && std::memcmp(m_data, "\xEF\xBB\xBF", 3) == 0)
            m_pos = 3;
        std::vector<int> open;
        bool rootClosed = false;
        while (m_pos < m_size && m_result.error.isEmpty() && !(m_single && rootClosed)) {
            const int lt = find("<", m_pos);
            if (lt < 0)
                break;
            if (open.empty() && !onlySpace(m_pos, lt) && (rootClosed || !m_result.elements.empty()))
                return fail(QCoreApplication::translate(
                    "robostage::edit", "text outside the root element"));
            m_pos = lt;
            if (startsWith("<!--")) {
                skipPast("-->",
                    QCoreApplication::translate(
                        "robostage::edit", "a comment is not closed with -->"));
            } else if (startsWith("<![CDATA[")) {
                skipPast("]]>",
                    QCoreApplication::translate(
                        "robostage::edit", "a CDATA section is not closed with ]]>"));
            } else if (startsWith("<?")) {
                skipPast("?>",
                    QCoreApplication::translate(
                        "robostage::edit", "a processing instruction is not closed with ?>"));
            } else if (startsWith("<!")) {
                skipDeclaration();
            } else if (startsWith("</")) {
                if (!closeElement(open))
                    break;
                rootClosed = open.empty();
            } else {
                if (rootClosed)
                    return fail(
                        QCoreApplication::translate("robostage::edit", "a second root element"));
                openElement(open);
                rootClosed = open.empty() && m_result.error.isEmpty(); // a self-closing root
            }
        }
        if (m_result.error.isEmpty() && !open.empty()) {
            const ScannedElement &e = m_result.elements[size_t(open.back())];
            m_result.error
                = QCoreApplication::translate("robostage::edit", "line %1: <%2> is not closed")
                      .arg(e.line)
                      .arg(QString::fromUtf8(e.name));
        }
        if (m_result.error.isEmpty() && m_result.elements.empty())
            m_result.error = QCoreApplication::translate("robostage::edit", "no element");
        return std::move(m_result);
    }

private:
    int find(const char *needle, int from) const
    {
        const int n = int(std::strlen(needle));
        for (int i = from; i + n <= m_size; ++i) {
            if (m_data[i] == needle[0] && std::memcmp(m_data + i, needle, size_t(n)) == 0)
                return i;
        }
        return -1;
    }
    bool startsWith(const char *prefix) const
    {
        const int n = int(std::strlen(prefix));
        return m_pos + n <= m_size && std::memcmp(m_data + m_pos, prefix, size_t(n)) == 0;
    }
    bool onlySpace(int from, int to) const
    {
        for (int i = from; i < to; ++i) {
            if (!isSpace(m_data[i]))
                return false;
        }
        return true;
    }
    /// 1-based line of byte `offset`; counted incrementally (offsets only grow).
    int lineAt(int offset)
    {
        for (; m_lineOffset < offset && m_lineOffset < m_size; ++m_lineOffset) {
            if (m_data[m_lineOffset] == '\n')
                ++m_line;
        }
        return m_line;
    }
    XmlScan fail(const QString &what)
    {
        m_result.error = QCoreApplication::translate("robostage::edit", "line %1: %2")
                             .arg(lineAt(m_pos))
                             .arg(what);
        m_result.elements.clear();
        return std::move(m_result);
    }
    void setError(const QString &what)
    {
        m_result.error = QCoreApplication::translate("robostage::edit", "line %1: %2")
                             .arg(lineAt(m_pos))
                             .arg(what);
    }
    void skipPast(const char *terminator, const QString &error)
    {
        const int at = find(terminator, m_pos + 2);
        if (at < 0) {
            setError(error);
            return;
        }
        m_pos = at + int(std::strlen(terminator));
    }
    /// `<!DOCTYPE …>` (with an optional `[internal subset]`) or another `<!…>` declaration.
    void skipDeclaration()
    {
        int depth = 0;
        char quote = 0;
        for (int i = m_pos + 2; i < m_size; ++i) {
            const char c = m_data[i];
            if (quote) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '[') {
                ++depth;
            } else if (c == ']') {
                --depth;
            } else if (c == '<' && depth > 0 && i + 3 < m_size
                && std::memcmp(m_data + i, "<!--", 4) == 0) {
                const int end = find("-->", i + 4);
                if (end < 0)
                    break;
                i = end + 2;
            } else if (c == '>' && depth <= 0) {
                m_pos = i + 1;
                return;
            }
        }
        setError(QCoreApplication::translate(
            "robostage::edit", "a <!DOCTYPE> or <!…> declaration is not closed with >"));
    }
    QByteArray readName()
    {
        const int begin = m_pos;
        while (m_pos < m_size && !endsName(m_data[m_pos]))
            ++m_pos;
        return QByteArray(m_data + begin, m_pos - begin);
    }
    void skipSpace()
    {
        while (m_pos < m_size && isSpace(m_data[m_pos]))
            ++m_pos;
    }

    void openElement(std::vector<int> &open)
    {
        ScannedElement e;
        e.start = m_pos;
        e.line = lineAt(m_pos);
        ++m_pos;
        e.name = readName();
        if (e.name.isEmpty())
            return setError(QCoreApplication::translate(
                "robostage::edit", "'<' not followed by an element name"));
        for (;;) {
            skipSpace();
            if (m_pos >= m_size)
                return setError(QCoreApplication::translate(
                    "robostage::edit", "the start tag <%1 is not closed with >")
                                    .arg(QString::fromUtf8(e.name)));
            if (m_data[m_pos] == '>') {
                ++m_pos;
                break;
            }
            if (m_data[m_pos] == '/' && m_pos + 1 < m_size && m_data[m_pos + 1] == '>') {
                m_pos += 2;
                e.selfClosing = true;
                break;
            }
            ScannedAttribute a;
            a.nameBegin = m_pos;
            a.name = readName();
            skipSpace();
            if (a.name.isEmpty() || m_pos >= m_size || m_data[m_pos] != '=')
                return setError(QCoreApplication::translate(
                    "robostage::edit", "an attribute of <%1> is not name=\"value\"")
                                    .arg(QString::fromUtf8(e.name)));
            ++m_pos;
            skipSpace();
            if (m_pos >= m_size || (m_data[m_pos] != '"' && m_data[m_pos] != '\''))
                return setError(QCoreApplication::translate(
                    "robostage::edit", "an attribute value of <%1> has no quotes")
                                    .arg(QString::fromUtf8(e.name)));
            a.quote = m_data[m_pos];
            a.valueBegin = m_pos + 1;
            const char quote[2] = {a.quote, 0};
            const int close = find(quote, a.valueBegin);
            if (close < 0)
                return setError(QCoreApplication::translate(
                    "robostage::edit", "an attribute value of <%1> is not closed")
                                    .arg(QString::fromUtf8(e.name)));
            a.valueEnd = close;
            m_pos = close + 1;
            e.attributes.push_back(std::move(a));
        }
        e.startTagEnd = m_pos;
        e.parent = open.empty() ? -1 : open.back();
        if (e.parent >= 0)
            ++m_result.elements[size_t(e.parent)].childCount;
        const int index = int(m_result.elements.size());
        if (e.selfClosing) {
            e.endTagBegin = e.end = e.startTagEnd;
        } else {
            open.push_back(index);
        }
        m_result.elements.push_back(std::move(e));
    }

    bool closeElement(std::vector<int> &open)
    {
        const int begin = m_pos;
        m_pos += 2;
        const QByteArray name = readName();
        skipSpace();
        if (m_pos >= m_size || m_data[m_pos] != '>') {
            setError(QCoreApplication::translate(
                "robostage::edit", "the end tag </%1 is not closed with >")
                         .arg(QString::fromUtf8(name)));
            return false;
        }
        ++m_pos;
        if (open.empty() || m_result.elements[size_t(open.back())].name != name) {
            m_pos = begin;
            setError(QCoreApplication::translate(
                "robostage::edit", "</%1> does not close the open element")
                         .arg(QString::fromUtf8(name)));
            return false;
        }
        ScannedElement &e = m_result.elements[size_t(open.back())];
        e.endTagBegin = begin;
        e.end = m_pos;
        open.pop_back();
        return true;
    }

    const char *m_data;
    int m_size;
    int m_pos = 0;
    int m_line = 1;
    int m_lineOffset = 0;
    bool m_single = false; ///< stop after the first element (runElement)
    XmlScan m_result;
};

} // namespace

XmlScan scanXml(const QByteArray &bytes)
{
    return Scanner(bytes).run();
}

XmlScan scanXmlElement(const QByteArray &bytes, int start, int line)
{
    return Scanner(bytes).runElement(start, line);
}

} // namespace robostage::edit
