#include "properties/propertyeditors.h"

#include "edit/numberexpression.h"
#include "meshuri.h"
#include "resourceresolver.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStyleOptionFrame>

#include <algorithm>
#include <cmath>

namespace robostage {

QLabel *readOnlyLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

QString meshUriFor(const QString &chosenPath, const QString &oldUri, const QString &oldResolved,
    const QString &referringFile)
{
    const QString chosen = QDir::cleanPath(QFileInfo(chosenPath).absoluteFilePath());
    for (const QLatin1String scheme : {QLatin1String("package://"), QLatin1String("model://")}) {
        if (!oldUri.startsWith(scheme) || oldResolved.isEmpty())
            continue;
        // package://PKG/rest resolved to ROOT/rest: a file under ROOT is package://PKG/….
        const int slash = oldUri.indexOf(QLatin1Char('/'), scheme.size());
        if (slash < 0)
            continue;
        const QString rest = QDir::cleanPath(oldUri.mid(slash + 1));
        const QString resolved = QDir::cleanPath(oldResolved);
        if (!resolved.endsWith(QLatin1Char('/') + rest))
            continue;
        const QString root = resolved.left(resolved.size() - rest.size());
        if (chosen.startsWith(root))
            return oldUri.left(slash + 1) + chosen.mid(root.size());
    }
    // Else package:// or model:// when the file lies in a package or model, else relative.
    const bool urdf = referringFile.endsWith(QLatin1String(".urdf"), Qt::CaseInsensitive);
    return uriForMeshFile(chosen, referringFile, ResourceResolver::fromEnvironment(), urdf);
}

std::optional<double> parseNumber(const QString &text, QString *error)
{
    bool ok = false;
    double value = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok)
        value = QLocale().toDouble(text.trimmed(), &ok);
    if (ok)
        return std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
    return edit::evaluateNumber(text, error);
}

namespace {

/// The narrowest width of line edit `edit`: its whole text when that takes at most seven
/// digits' worth (at least `0.00`), else five digits' worth (issue 30: ten digits of three
/// inertia values made Properties wider than its dock, cutting off the units; such a number
/// shows its start, whole in the tool tip, and the fields grow with the dock): what
/// QLineEdit::sizeHint() adds around the text.
int fieldWidth(const QLineEdit *edit)
{
    const QFontMetrics metrics = edit->fontMetrics();
    const int whole = metrics.horizontalAdvance(edit->text());
    const int text = whole <= metrics.horizontalAdvance(QString(7, QLatin1Char('0')))
        ? std::max(whole, metrics.horizontalAdvance(QStringLiteral("0.00")))
        : metrics.horizontalAdvance(QString(5, QLatin1Char('0')));
    const QMargins margins = edit->textMargins();
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.lineWidth = edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit);
    // 4: QLineEdit's horizontal margin (2) on both sides of the text.
    const QSize contents(text + 4 + margins.left() + margins.right(), metrics.height());
    return edit->style()->sizeFromContents(QStyle::CT_LineEdit, &option, contents, edit).width();
}

} // namespace

NumberFields::NumberFields(const std::vector<Field> &fields, QWidget *parent)
    : QWidget(parent)
    , m_fields(fields)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    for (const Field &f : m_fields) {
        if (!f.label.isEmpty())
            layout->addWidget(new QLabel(f.label, this));
        auto *edit = new QLineEdit(displayNumber(f.value, f.scale, f.written), this);
        edit->setObjectName(f.name);
        edit->setMinimumWidth(fieldWidth(edit));
        // A number wider than its field shows its start (sign and leading digits), and the
        // whole of it in the tool tip.
        edit->setCursorPosition(0);
        edit->setToolTip(
            f.unit.isEmpty() ? edit->text() : edit->text() + QLatin1Char(' ') + f.unit);
        layout->addWidget(edit, 1);
        if (!f.unit.isEmpty())
            layout->addWidget(new QLabel(f.unit, this));
        m_edits.push_back(edit);
        m_texts.push_back(edit->text());
        connect(edit, &QLineEdit::editingFinished, this, [this, edit] {
            if (edit->isModified()) {
                edit->setModified(false);
                emit committed();
            }
        });
    }
}

std::optional<std::vector<double>> NumberFields::values(QString *error) const
{
    std::vector<double> out;
    for (size_t i = 0; i < m_fields.size(); ++i) {
        const Field &f = m_fields[i];
        const QString text = m_edits[i]->text();
        if (text == m_texts[i]) {
            out.push_back(f.value);
            continue;
        }
        QString why;
        const std::optional<double> shown = parseNumber(text, &why);
        if (!shown) {
            *error = tr("'%1' is not a number (%4): %2 must be a number in %3, or arithmetic "
                        "such as 0.1+0.2 or pi/2.")
                         .arg(text, f.label.isEmpty() ? tr("the value") : f.label,
                             f.unit.isEmpty() ? tr("units") : f.unit,
                             why.isEmpty() ? tr("not finite") : why);
            return std::nullopt;
        }
        out.push_back(*shown / f.scale);
    }
    return out;
}

void NumberFields::revert()
{
    for (size_t i = 0; i < m_edits.size(); ++i)
        m_edits[i]->setText(m_texts[i]);
}

} // namespace robostage
