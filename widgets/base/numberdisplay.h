#pragma once

// Numbers as the properties dock shows them: the file's spelling where it has one, else the
// spelling an edit writes (edit/numberformat.h), angles in degrees with the digits they need.

#include <QStringList>

namespace robostage {

struct Visual;

/// `value` (file units: metres, radians, unitless) shown as value × `scale` (180/π: degrees).
/// With scale 1: `written` (the file's spelling of the value, e.g. `0.30`) when it reads back as
/// exactly `value`, else the shortest spelling that does (edit::formatNumber, what an edit
/// writes). Otherwise the fewest significant digits whose conversion back reads as `value` at
/// the precision that spelling has (1.57075 rad → `89.997`), or the shortest spelling of the
/// exact product when that is shorter (π/2 written in full → `90`).
QString displayNumber(double value, double scale = 1, const QString &written = QString());

/// A length in metres as the view's measurements show it (Measure, the Distance group): to the
/// 0.1 mm a click can place, in fixed notation without trailing zeros (`1.2345`, `0.03`, `0`
/// for 4.22e-08; issue 30).
QString displayLength(double metres);

/// A float `value` (a colour component): `written` when it reads back as that float, else the
/// shortest spelling that does (0.78f → `0.78`, not its double expansion 0.7799999713897705).
QString displayFloat(float value, const QString &written = QString());

/// The double of the shortest decimal that reads back as the float `value`: what an edit of a
/// float (a colour from QColor) writes, so that it is written short.
double shortestFloat(float value);

/// The numbers of `visual`'s diffuse colour as its file writes them (r g b [a]): SDFormat
/// `<material><diffuse>`, URDF `<material><color rgba>` of the visual or of the robot-level
/// material it names; empty when not read from such text (SimRobot, no material).
QStringList writtenColor(const Visual &visual);

} // namespace robostage
