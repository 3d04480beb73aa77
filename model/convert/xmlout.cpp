#include "xmlout.h"

#include "document.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QStringList>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace robostage::convert {

namespace {

/// tinyxml2's printer with 2 spaces per level instead of 4.
class Printer : public tinyxml2::XMLPrinter
{
public:
    Printer()
        : tinyxml2::XMLPrinter(nullptr, false)
    {
    }

protected:
    void PrintSpace(int depth) override
    {
        for (int i = 0; i < depth; ++i)
            Print("  ");
    }
};

} // namespace

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::convert", text);
}

QString number(double v)
{
    if (v == 0 || !std::isfinite(v))
        return v == 0 ? QStringLiteral("0") : QString::number(v); // "inf", "-inf", "nan"
    // Shortest round-trip digits in scientific form, e.g. "1.5e-01", then laid out in fixed
    // notation when the exponent is moderate.
    char buffer[64];
    const auto result
        = std::to_chars(buffer, buffer + sizeof buffer, std::abs(v), std::chars_format::scientific);
    const std::string text(buffer, result.ptr);
    const size_t e = text.find('e');
    const int exponent = std::atoi(text.c_str() + e + 1);
    std::string digits = text.substr(0, e);
    if (digits.size() > 1)
        digits.erase(1, 1); // the decimal point
    std::string out;
    if (exponent < -5 || exponent > 14) {
        out = text;
    } else if (exponent < 0) {
        out = "0." + std::string(size_t(-exponent - 1), '0') + digits;
    } else if (int(digits.size()) <= exponent + 1) {
        out = digits + std::string(size_t(exponent + 1) - digits.size(), '0');
    } else {
        out = digits.substr(0, size_t(exponent) + 1) + '.' + digits.substr(size_t(exponent) + 1);
    }
    return QString::fromStdString((v < 0 ? "-" : "") + out);
}

QString computed(double v)
{
    if (std::abs(v) < 1e-14)
        return QStringLiteral("0");
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.15g", v);
    return number(std::strtod(buffer, nullptr));
}

QString computed(const Vec3 &v)
{
    return computed(v.x) + QLatin1Char(' ') + computed(v.y) + QLatin1Char(' ') + computed(v.z);
}

QString colorText(const Color &c)
{
    QStringList parts;
    for (const float channel : {c.r, c.g, c.b, c.a}) {
        char buffer[32];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, channel);
        parts << QString::fromLatin1(buffer, int(result.ptr - buffer));
    }
    return parts.join(QLatin1Char(' '));
}

Vec3 rollPitchYaw(const Quat &q)
{
    const Quat n = q.normalized();
    const double r00 = 1 - 2 * (n.y * n.y + n.z * n.z);
    const double r01 = 2 * (n.x * n.y - n.w * n.z);
    const double r10 = 2 * (n.x * n.y + n.w * n.z);
    const double r11 = 1 - 2 * (n.x * n.x + n.z * n.z);
    const double r20 = 2 * (n.x * n.z - n.w * n.y);
    const double r21 = 2 * (n.y * n.z + n.w * n.x);
    const double r22 = 1 - 2 * (n.x * n.x + n.y * n.y);
    const double cosPitch = std::hypot(r00, r10);
    const double pitch = std::atan2(-r20, cosPitch);
    if (cosPitch < 1e-10) // gimbal lock: only yaw − roll (or yaw + roll) is defined
        return {0, pitch, std::atan2(-r01, r11)};
    return {std::atan2(r21, r22), pitch, std::atan2(r10, r00)};
}

QString poseText(const Pose &X)
{
    return computed(X.p) + QLatin1Char(' ') + computed(rollPitchYaw(X.q));
}

int parseSdfVersion(const QString &version)
{
    if (version == QLatin1String("1.9"))
        return 109;
    if (version == QLatin1String("1.10"))
        return 110;
    if (version == QLatin1String("1.11"))
        return 111;
    return 0;
}

tinyxml2::XMLElement *addChild(tinyxml2::XMLElement *parent, const char *name, const QString &text)
{
    tinyxml2::XMLElement *child = parent->InsertNewChildElement(name);
    if (!text.isEmpty())
        child->SetText(text.toUtf8().constData());
    return child;
}

QByteArray printed(const tinyxml2::XMLDocument &xml)
{
    Printer printer;
    xml.Print(&printer);
    return QByteArray(printer.CStr(), printer.CStrSize() - 1);
}

void Reporter::notConverted(const SourceRef &source, const QString &what)
{
    warning(source, tr("not converted: %1").arg(what));
}

void Reporter::warning(const SourceRef &source, const QString &message)
{
    m_diagnostics.warning(m_doc.filePath(source), source.line, message);
}

void Reporter::error(const SourceRef &source, const QString &message)
{
    m_diagnostics.error(m_doc.filePath(source), source.line, message);
}

} // namespace robostage::convert
