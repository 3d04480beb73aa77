#pragma once

// Arithmetic typed into a number field ("0.1+0.2", "pi/2", "radians(90)"), as Blender and
// FreeCAD accept it (issue 30, item 9).

#include <QString>

#include <optional>

namespace robostage::edit {

/// The value of `text`: a plain number, or an arithmetic expression in xacro's expression
/// language (ROS wiki "xacro" §Math expressions: Python's `+ - * / // % **`, parentheses,
/// `pi`, `e`, `radians()`, `degrees()`, `sin()`, `sqrt()`, … from Python's math module). Only
/// numbers, names, operators, parentheses and commas are accepted (no strings, lists or
/// attributes), so nothing but arithmetic runs. The result is in whatever unit the field
/// shows (no unit conversion). std::nullopt with `error` (Python's wording, e.g. "division by
/// zero") when `text` is not such an expression or its value is not a finite number.
std::optional<double> evaluateNumber(const QString &text, QString *error = nullptr);

} // namespace robostage::edit
