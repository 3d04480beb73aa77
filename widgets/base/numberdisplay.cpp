#include "base/numberdisplay.h"

#include "edit/numberformat.h"
#include "scene.h"

#include <tinyxml2.h>

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

/// Significant digits of the decimal spelling `text` (`0.30` → 2, `1.57075` → 6), 1 to 17.
int significantDigits(const QString &text)
{
    int digits = 0;
    for (const QChar c : text) {
        if (c == QLatin1Char('e') || c == QLatin1Char('E'))
            break;
        if (c.isDigit() && (digits > 0 || c != QLatin1Char('0')))
            ++digits;
    }
    return std::clamp(digits, 1, 17);
}

/// `written` read in the C locale (as the readers read files), or NaN.
double readWritten(const QString &written)
{
    bool ok = false;
    const double value = QLocale::c().toDouble(written.trimmed(), &ok);
    return ok ? value : std::nan("");
}

QString shortest(double value)
{
    return QString::fromLatin1(edit::formatNumber(value));
}

} // namespace

QString displayNumber(double value, double scale, const QString &written)
{
    if (!std::isfinite(value))
        return QString::number(value);
    const QString exact = readWritten(written) == value ? written.trimmed() : shortest(value);
    if (scale == 1)
        return exact;
    const double shown = value * scale;
    if (std::abs(shown) < 1e-12)
        return QStringLiteral("0");
    const int digits = significantDigits(exact);
    const QString target = QString::number(value, 'g', digits);
    for (int n = 1; n < 17; ++n) {
        const double candidate = QString::number(shown, 'g', n).toDouble();
        if (candidate == shown || QString::number(candidate / scale, 'g', digits) == target)
            return shortest(candidate);
    }
    return shortest(shown);
}

QString displayFloat(float value, const QString &written)
{
    if (float(readWritten(written)) == value)
        return written.trimmed();
    return std::isfinite(value) ? shortest(shortestFloat(value)) : QString::number(value);
}

double shortestFloat(float value)
{
    for (int n = 1; n < 9 && std::isfinite(value); ++n) {
        const double candidate = QString::number(double(value), 'g', n).toDouble();
        if (float(candidate) == value)
            return candidate;
    }
    return double(value);
}

QStringList writtenColor(const Visual &visual)
{
    using tinyxml2::XMLElement;
    const XMLElement *material
        = visual.source.element ? visual.source.element->FirstChildElement("material") : nullptr;
    if (!material)
        return {};
    const char *text = nullptr;
    if (const XMLElement *diffuse = material->FirstChildElement("diffuse")) { // SDFormat
        text = diffuse->GetText();
    } else if (const XMLElement *color = material->FirstChildElement("color")) { // URDF
        text = color->Attribute("rgba");
    } else if (const char *name = material->Attribute("name")) {
        // urdf-xml.md "link": a material defined once at the robot level, used by name.
        const XMLElement *robot = material->GetDocument()->RootElement();
        for (const XMLElement *m = robot ? robot->FirstChildElement("material") : nullptr; m;
             m = m->NextSiblingElement("material")) {
            if (m->Attribute("name", name) && m->FirstChildElement("color")) {
                text = m->FirstChildElement("color")->Attribute("rgba");
                break;
            }
        }
    }
    return QString::fromUtf8(text).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QString displayLength(double metres)
{
    const double rounded = std::round(metres * 1e4) / 1e4;
    QString text = QString::number(rounded == 0 ? 0.0 : rounded, 'f', 4);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

} // namespace robostage
