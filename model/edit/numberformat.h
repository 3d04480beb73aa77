#pragma once

// Numbers as an edit writes them into a description file.

#include <QByteArray>

#include <vector>

namespace robostage::edit {

/// The shortest decimal spelling of `value` that reads back as exactly the same double
/// (`0.1`, not `0.10000000000000001`; `1e-07` where that is shorter than `0.0000001`), in the C
/// locale. -0 is written as `0`. `value` must be finite.
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
