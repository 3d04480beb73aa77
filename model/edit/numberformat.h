#pragma once

// Numbers as an edit writes them into a description file.

#include <QByteArray>

#include <vector>

namespace robostage::edit {

/// The shortest decimal spelling of `value` that reads back within 1e-12 of it (relative to
/// values above 1, and never further than 1e-9 of its own size, so that tiny inertias keep their
/// digits), in the C locale: `0.0346875` for 0.034687499999999996 (a sum of floating-point
/// terms), `0.1745329252` for 10° in radians, `30` for 30.000000000000004, `1e-07` where that
/// is shorter than `0.0000001` (issue 30: no float noise in saved files). -0 is written as `0`.
/// `value` must be finite.
QByteArray formatNumber(double value);

/// `values` joined by single spaces, each as formatNumber() writes it.
QByteArray formatNumbers(const std::vector<double> &values);

/// Rewrites the whitespace-separated numbers in `oldText` to `values` with the smallest change:
/// when `oldText` has as many tokens as `values`, each token whose value already equals the new
/// one keeps its spelling and every separator (and leading/trailing whitespace) stays; other
/// tokens become formatNumber(). With a different token count the trimmed text is replaced by
/// formatNumbers(values), keeping the leading and trailing whitespace.
QByteArray patchNumbers(const QByteArray &oldText, const std::vector<double> &values);

} // namespace robostage::edit
