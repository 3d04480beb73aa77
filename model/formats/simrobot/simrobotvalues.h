#pragma once

// Attribute values of SimRobot scene files (simrobot-scene-description.md, "Attributes" and
// "Color Specification"): numbers with units, and colours.

#include "scene.h"

#include <QString>
#include <QStringView>

namespace robostage::simrobot {

/// The physical quantity an attribute holds, which decides the units it may carry
/// (simrobot-scene-description.md lists them per attribute).
enum class Quantity {
    Number, ///< unitless
    Length, ///< mm, cm, dm, m, km → metres
    Angle, ///< degree, radian → radians
    Mass, ///< g, kg → kilograms
    Inertia, ///< g·mm², kg·m² (also written g*mm^2, kg*m^2) → kg·m²
    AngularVelocity, ///< degree/s, radian/s → rad/s
    Velocity, ///< mm/s, cm/s, dm/s, m/s, km/s, km/h → m/s
    Acceleration, ///< mm/s^2, m/s^2 → m/s²
    Force, ///< N
    Time, ///< s
};

/// A number read from an attribute: `value` in the quantity's base unit (metres, radians, kg,
/// kg·m², rad/s, m/s, m/s², N, s) and the unit as written (empty: none, which means the base
/// unit). `error` is empty on success; else it says what is wrong, for a diagnostic.
struct Quantified
{
    double value = 0;
    QString unit;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

/// Parses `text` as SimRobot's parser does: a C-locale float, optional spaces, then one of the
/// units `quantity` allows ("320mm", "-90degree", "2kg", "0.5"). A unit the quantity does not
/// allow, an empty or non-numeric text, NaN and infinities are errors naming what was expected.
Quantified parseQuantity(QStringView text, Quantity quantity);

/// The units `quantity` accepts, for messages ("mm, cm, dm, m, km").
QString unitList(Quantity quantity);

/// Factor from `unit` (as written; empty: base unit) to the base unit of `quantity`; 0 when the
/// unit is not one of its units.
double unitFactor(Quantity quantity, QStringView unit);

/// Writes `baseValue` (base unit) in `unit` as SimRobot expects it: the shortest round-trip
/// number followed by the unit ("320mm", "90degree"). Used when an edit writes a value back in
/// the unit the attribute already had.
QString formatQuantity(double baseValue, Quantity quantity, const QString &unit);

/// Parses a colour ("Color Specification"): `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, and
/// `rgb(r, g, b)` / `rgba(r, g, b, a)` with r, g, b in 0–255 or 0%–100% and a in 0–1. As
/// SimRobot does, `rgba(r, g, b)` without alpha is read as opaque, with `warning` set. Returns
/// false (and sets `error` when given) for anything else.
bool parseColor(QStringView text, Color &out, QString *error = nullptr, QString *warning = nullptr);

/// Writes `color` in the syntax of `likeText` (the colour as written before an edit): the same
/// `#` digit count, or `rgb(…%)`/`rgb(0–255)`/`rgba(…)`; `rgb(…%)` when `likeText` is empty.
QString formatColor(const Color &color, QStringView likeText);

} // namespace robostage::simrobot
