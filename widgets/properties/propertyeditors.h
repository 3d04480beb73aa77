#pragma once

#include "base/numberdisplay.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QLineEdit;

namespace robostage {

/// A row of number fields, each with its label and unit (e.g. x y z in m, roll pitch yaw in °),
/// for the properties dock. Each field shows a value converted to display units (`scale`: file
/// value × scale = shown value, e.g. 180/π for radians shown in degrees) as displayNumber()
/// spells it, and is at least wide enough for its whole text when that is up to seven digits
/// (a longer number shows its start, whole in the tool tip). A field takes arithmetic too
/// (parseNumber()). committed() is emitted when the user presses Enter or leaves a field whose
/// text changed.
class NumberFields : public QWidget
{
    Q_OBJECT

public:
    struct Field
    {
        QString name; ///< object name of the QLineEdit, e.g. poseX
        QString label; ///< shown before the field, e.g. x
        QString unit; ///< shown after it, e.g. m or °
        double value = 0; ///< in the file's units (metres, radians)
        double scale = 1; ///< shown value = value × scale
        QString written = {}; ///< `value` as the file spells it (empty: not known)
    };

    explicit NumberFields(const std::vector<Field> &fields, QWidget *parent = nullptr);

    /// The values in the file's units: an unchanged field gives its original value exactly, an
    /// edited one its text (C or the system locale) divided by its scale. std::nullopt with
    /// `error` set when a text is not a finite number.
    std::optional<std::vector<double>> values(QString *error) const;
    /// Puts the original texts back.
    void revert();
    QLineEdit *field(int i) const { return m_edits.at(size_t(i)); }

signals:
    void committed();

private:
    std::vector<Field> m_fields;
    std::vector<QLineEdit *> m_edits;
    std::vector<QString> m_texts; ///< as first shown
};

/// A selectable, word-wrapped read-only label for a property value.
QLabel *readOnlyLabel(const QString &text);

/// The URI to write for mesh file `chosenPath` (absolute) picked to replace `oldUri`, which
/// resolved to `oldResolved` (empty: it did not), in the description file `referringFile`:
/// a `package://PKG/…` or `model://NAME/…` URI when `chosenPath` lies under the same package or
/// model folder as the old file, else what uriForMeshFile() (meshuri.h) gives: a
/// `package://` or `model://` URI when the file lies in a package or model the environment's
/// resolver finds, else the path relative to `referringFile`'s folder.
QString meshUriFor(const QString &chosenPath, const QString &oldUri, const QString &oldResolved,
    const QString &referringFile);

/// Parses a number as the user typed it: C locale first, then the system locale, then
/// arithmetic (edit::evaluateNumber(): "0.1+0.2", "pi/2", "radians(90)"), in the field's own
/// unit. std::nullopt unless finite, with why in `error` (when given) for arithmetic that fails.
std::optional<double> parseNumber(const QString &text, QString *error = nullptr);

} // namespace robostage
