#include "mainwindow/argumentsdock.h"

#include "document.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace robostage {

namespace {

const QString kSettingsKey = QStringLiteral("xacroArguments");

} // namespace

ArgumentsDock::ArgumentsDock(QWidget *parent)
    : QDockWidget(tr("Arguments"), parent)
{
    setObjectName(QStringLiteral("argumentsDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    m_note = new QLabel(content);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *scroll = new QScrollArea(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_form = new QWidget(scroll);
    m_layout = new QFormLayout(m_form);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows); // long names: the field below
    scroll->setWidget(m_form);
    layout->addWidget(scroll, 1);
    auto *buttons = new QHBoxLayout;
    m_defaults = new QPushButton(tr("Defaults"), content);
    m_defaults->setToolTip(tr("Put every field back to its default value"));
    m_apply = new QPushButton(tr("Apply"), content);
    m_apply->setToolTip(tr("Expand the file again with these values"));
    m_apply->setDefault(true);
    buttons->addStretch(1);
    buttons->addWidget(m_defaults);
    buttons->addWidget(m_apply);
    layout->addLayout(buttons);
    setWidget(content);
    connect(m_apply, &QPushButton::clicked, this, [this] { emit applied(values()); });
    connect(m_defaults, &QPushButton::clicked, this, [this] {
        for (const Row &row : m_rows) {
            if (auto *combo = qobject_cast<QComboBox *>(row.field))
                combo->setCurrentText(row.defaultValue);
            else if (auto *line = qobject_cast<QLineEdit *>(row.field))
                line->setText(row.defaultValue);
        }
    });
    setDocument(nullptr);
}

void ArgumentsDock::setDocument(const Document *document)
{
    // The fields go later: setDocument() may run inside a field's own key event (Return
    // applies, the window expands the file again and shows the new document).
    while (m_layout->rowCount() > 0) {
        const QFormLayout::TakeRowResult row = m_layout->takeRow(0);
        for (QLayoutItem *item : {row.labelItem, row.fieldItem}) {
            if (item && item->widget()) {
                item->widget()->hide();
                item->widget()->deleteLater();
            }
            delete item;
        }
    }
    m_rows.clear();
    const xacro::Expansion *expansion = document ? document->xacroExpansion() : nullptr;
    const bool any = expansion && !expansion->arguments.empty();
    m_apply->setEnabled(any);
    m_defaults->setEnabled(any);
    if (!expansion) {
        m_note->setText(tr("Arguments are those of xacro files (xacro:arg); this file has none."));
        return;
    }
    m_note->setText(any
            ? tr("xacro:arg values of %1. Change them and press Apply to expand "
                 "the file again.")
                  .arg(QFileInfo(document->path()).fileName())
            : tr("%1 declares no xacro:arg.").arg(QFileInfo(document->path()).fileName()));
    for (const xacro::ArgumentDeclaration &a : expansion->arguments) {
        QWidget *field = nullptr;
        if (!a.choices.isEmpty()) {
            auto *combo = new QComboBox(m_form);
            combo->setEditable(true);
            combo->addItems(a.choices);
            combo->setCurrentText(a.value);
            field = combo;
        } else {
            auto *line = new QLineEdit(a.value, m_form);
            line->setPlaceholderText(tr("(empty)"));
            line->setClearButtonEnabled(true);
            connect(line, &QLineEdit::returnPressed, m_apply, &QPushButton::click);
            field = line;
        }
        field->setObjectName(a.name);
        const QString where = QStringLiteral("%1:%2")
                                  .arg(QFileInfo(expansion->files.value(a.file)).fileName())
                                  .arg(a.line);
        field->setToolTip(tr("Default: '%1' (%2)").arg(a.evaluatedDefault, where));
        auto *label = new QLabel(a.name, m_form);
        label->setToolTip(field->toolTip());
        if (a.value != a.evaluatedDefault) {
            QFont bold = label->font();
            bold.setBold(true);
            label->setFont(bold);
        }
        m_layout->addRow(label, field);
        m_rows.push_back({a.name, a.evaluatedDefault, field});
    }
}

int ArgumentsDock::heightFor(int rows) const
{
    // The form as its layout wants it, cut to `rows` of its rows.
    const int all = int(m_rows.size());
    int form = m_form->sizeHint().height();
    if (all > rows && all > 0)
        form = form * rows / all;
    const QWidget *content = widget();
    const QMargins margins = content->layout()->contentsMargins();
    const int width = std::max(200, content->width() - margins.left() - margins.right());
    const int note
        = m_note->hasHeightForWidth() ? m_note->heightForWidth(width) : m_note->sizeHint().height();
    const int title = fontMetrics().height()
        + 2 * style()->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, this) + 4;
    return title + margins.top() + note + form + m_apply->sizeHint().height()
        + 2 * content->layout()->spacing() + margins.bottom() + 8;
}

QString ArgumentsDock::fieldText(const QWidget *field) const
{
    if (const auto *combo = qobject_cast<const QComboBox *>(field))
        return combo->currentText();
    if (const auto *line = qobject_cast<const QLineEdit *>(field))
        return line->text();
    return QString();
}

xacro::Arguments ArgumentsDock::values() const
{
    xacro::Arguments out;
    for (const Row &row : m_rows) {
        const QString text = fieldText(row.field).trimmed();
        if (text != row.defaultValue)
            out.insert(row.name, text);
    }
    return out;
}

QWidget *ArgumentsDock::field(const QString &name) const
{
    for (const Row &row : m_rows) {
        if (row.name == name)
            return row.field;
    }
    return nullptr;
}

xacro::Arguments ArgumentsDock::remembered(const QString &path)
{
    const QVariantMap files = QSettings().value(kSettingsKey).toMap();
    const QVariantMap values = files.value(path).toMap();
    xacro::Arguments out;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

void ArgumentsDock::remember(const QString &path, const xacro::Arguments &arguments)
{
    QSettings settings;
    QVariantMap files = settings.value(kSettingsKey).toMap();
    if (arguments.isEmpty()) {
        files.remove(path);
    } else {
        QVariantMap values;
        for (auto it = arguments.cbegin(); it != arguments.cend(); ++it)
            values.insert(it.key(), it.value());
        files.insert(path, values);
    }
    settings.setValue(kSettingsKey, files);
}

} // namespace robostage
