#include "simrobotvalues.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdlib>
#include <string>

namespace robostage::simrobot {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::simrobot", text);
}

struct Unit
{
    const char *name;
    double factor;
};

constexpr double kDegree = M_PI / 180;

// simrobot-scene-description.md "Attributes" (units per attribute) and SimRobot's parser,
// which also accepts the ASCII spellings of g·mm² and kg·m² and km/h.
const std::vector<Unit> &units(Quantity quantity)
{
    static const std::vector<Unit> none;
    static const std::vector<Unit> length
        = {{"mm", 1e-3}, {"cm", 1e-2}, {"dm", 1e-1}, {"m", 1}, {"km", 1e3}};
    static const std::vector<Unit> angle = {{"degree", kDegree}, {"radian", 1}};
    static const std::vector<Unit> mass = {{"g", 1e-3}, {"kg", 1}};
    static const std::vector<Unit> inertia
        = {{"g·mm²", 1e-9}, {"g*mm^2", 1e-9}, {"kg·m²", 1}, {"kg*m^2", 1}};
    static const std::vector<Unit> angularVelocity = {{"degree/s", kDegree}, {"radian/s", 1}};
    static const std::vector<Unit> velocity = {{"mm/s", 1e-3}, {"cm/s", 1e-2}, {"dm/s", 1e-1},
        {"m/s", 1}, {"km/s", 1e3}, {"km/h", 1 / 3.6}};
    static const std::vector<Unit> acceleration = {{"mm/s^2", 1e-3}, {"m/s^2", 1}};
    static const std::vector<Unit> force = {{"N", 1}};
    static const std::vector<Unit> time = {{"s", 1}};
    switch (quantity) {
    case Quantity::Number:
        return none;
    case Quantity::Length:
        return length;
    case Quantity::Angle:
        return angle;
    case Quantity::Mass:
        return mass;
    case Quantity::Inertia:
        return inertia;
    case Quantity::AngularVelocity:
        return angularVelocity;
    case Quantity::Velocity:
        return velocity;
    case Quantity::Acceleration:
        return acceleration;
    case Quantity::Force:
        return force;
    case Quantity::Time:
        return time;
    }
    return none;
}

} // namespace

QString unitList(Quantity quantity)
{
    QStringList names;
    for (const Unit &u : units(quantity))
        names << QString::fromUtf8(u.name);
    return names.join(QStringLiteral(", "));
}

double unitFactor(Quantity quantity, QStringView unit)
{
    if (unit.isEmpty())
        return 1;
    for (const Unit &u : units(quantity)) {
        if (unit == QString::fromUtf8(u.name))
            return u.factor;
    }
    return 0;
}

Quantified parseQuantity(QStringView text, Quantity quantity)
{
    Quantified result;
    const std::string s = text.trimmed().toString().toStdString();
    const char *begin = s.c_str();
    char *end = nullptr;
    // strtod follows the C locale, which Qt applications keep for LC_NUMERIC.
    const double value = std::strtod(begin, &end);
    if (end == begin) {
        result.error = tr("'%1' is not a number").arg(text.toString());
        return result;
    }
    if (!std::isfinite(value)) {
        result.error = tr("'%1' is not a finite number").arg(text.toString());
        return result;
    }
    result.unit = QString::fromUtf8(end).trimmed();
    const double factor = unitFactor(quantity, result.unit);
    if (factor == 0) {
        result.error = quantity == Quantity::Number
            ? tr("'%1' has a unit ('%2') where a plain number is expected")
                  .arg(text.toString(), result.unit)
            : tr("'%1' has the unit '%2'; expected one of %3, or no unit for the base unit")
                  .arg(text.toString(), result.unit, unitList(quantity));
        return result;
    }
    result.value = value * factor;
    return result;
}

QString formatQuantity(double baseValue, Quantity quantity, const QString &unit)
{
    const double factor = unitFactor(quantity, unit);
    const double written = factor > 0 ? baseValue / factor : baseValue;
    // SimRobot reads floats; ten significant digits keep every float and drop the noise of the
    // unit conversion (0.32 m is 320 mm, not 320.00000000000006).
    QString number = QString::number(written, 'g', 10);
    if (number == QLatin1String("-0"))
        number = QStringLiteral("0");
    return number + (factor > 0 ? unit : QString());
}

namespace {

int hexDigit(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= '0' && u <= '9')
        return u - '0';
    if (u >= 'a' && u <= 'f')
        return u - 'a' + 10;
    if (u >= 'A' && u <= 'F')
        return u - 'A' + 10;
    return -1;
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

bool parseColor(QStringView text, Color &out, QString *error, QString *warning)
{
    const QStringView t = text.trimmed();
    const QString expected = tr("'%1' is not a colour; expected #rgb, #rgba, #rrggbb, #rrggbbaa, "
                                "rgb(r, g, b) or rgba(r, g, b, a) with r, g, b in 0–255 or "
                                "0%–100% and a in 0–1")
                                 .arg(text.toString());
    if (t.startsWith(QLatin1Char('#'))) {
        const QStringView hex = t.mid(1);
        std::vector<int> digits;
        for (QChar c : hex) {
            const int d = hexDigit(c);
            if (d < 0)
                return fail(error, expected);
            digits.push_back(d);
        }
        float c[4] = {0, 0, 0, 1};
        if (digits.size() == 3 || digits.size() == 4) {
            // One digit per channel, read as CSS and the spec's examples mean it: 0xf is 0xff.
            // (SimRobot's own parser divides the single digit by 255, so #f00 is a very dark
            // red there; the spec does not say so.)
            for (size_t i = 0; i < digits.size(); ++i)
                c[i] = float(digits[i] * 17) / 255.f;
        } else if (digits.size() == 6 || digits.size() == 8) {
            for (size_t i = 0; i < digits.size() / 2; ++i)
                c[i] = float(digits[2 * i] * 16 + digits[2 * i + 1]) / 255.f;
        } else {
            return fail(error, expected);
        }
        out = {c[0], c[1], c[2], c[3]};
        return true;
    }
    const bool rgba = t.startsWith(QLatin1String("rgba("));
    if (!rgba && !t.startsWith(QLatin1String("rgb(")))
        return fail(error, expected);
    if (!t.endsWith(QLatin1Char(')')))
        return fail(error, expected);
    const QStringView inner = t.mid(rgba ? 5 : 4).chopped(1);
    const QList<QStringView> parts = inner.split(QLatin1Char(','));
    if (parts.size() != (rgba ? 4 : 3) && !(rgba && parts.size() == 3))
        return fail(error, expected);
    if (rgba && parts.size() == 3 && warning) {
        // SimRobot reads it (B-Human's Booster T1 scene writes rgba(40%, 40%, 40%)).
        *warning = tr("'%1' has no alpha; read as opaque (write rgb(…) or give a fourth value)")
                       .arg(text.toString());
    }
    float c[4] = {0, 0, 0, 1};
    for (int i = 0; i < parts.size(); ++i) {
        QStringView p = parts[i].trimmed();
        const bool percent = i < 3 && p.endsWith(QLatin1Char('%'));
        if (percent)
            p.chop(1);
        bool ok = false;
        const double v = p.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail(error, expected);
        c[i] = i == 3 ? float(v) : float(percent ? v / 100 : v / 255);
        if (c[i] < 0 || c[i] > 1)
            return fail(error,
                tr("'%1': channel %2 is out of range (0–255, 0%–100%, alpha 0–1)")
                    .arg(text.toString())
                    .arg(i + 1));
    }
    out = {c[0], c[1], c[2], c[3]};
    return true;
}

QString formatColor(const Color &color, QStringView likeText)
{
    const QStringView t = likeText.trimmed();
    const auto byte = [](float v) {
        return int(std::lround(std::clamp(v, 0.f, 1.f) * 255));
    };
    if (t.startsWith(QLatin1Char('#'))) {
        const qsizetype digits = t.size() - 1;
        const bool alpha = digits == 4 || digits == 8 || color.a < 1;
        QString s = QStringLiteral("#");
        const float channels[4] = {color.r, color.g, color.b, color.a};
        for (int i = 0; i < (alpha ? 4 : 3); ++i) {
            if (digits == 3 || digits == 4)
                s += QString::number(int(std::lround(std::clamp(channels[i], 0.f, 1.f) * 15)), 16);
            else
                s += QStringLiteral("%1").arg(byte(channels[i]), 2, 16, QLatin1Char('0'));
        }
        return s;
    }
    const bool percent = t.isEmpty() || t.contains(QLatin1Char('%'));
    const auto channel = [&](float v) {
        return percent
            ? QString::number(double(std::lround(double(v) * 1000)) / 10) + QLatin1Char('%')
            : QString::number(byte(v));
    };
    const bool rgba = t.startsWith(QLatin1String("rgba(")) || color.a < 1;
    QString s = (rgba ? QStringLiteral("rgba(") : QStringLiteral("rgb(")) + channel(color.r)
        + QStringLiteral(", ") + channel(color.g) + QStringLiteral(", ") + channel(color.b);
    if (rgba)
        s += QStringLiteral(", ") + QString::number(double(color.a));
    return s + QLatin1Char(')');
}

} // namespace robostage::simrobot
