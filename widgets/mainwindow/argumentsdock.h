#pragma once

#include "formats/xacro/xacroexpand.h"

#include <QDockWidget>

#include <vector>

class QFormLayout;
class QLabel;
class QPushButton;
class QWidget;

namespace robostage {

class Document;

/// Dock listing the `xacro:arg`s of a xacro document (issue 16, "Arguments"): one field per
/// argument, showing the value it was expanded with and its default; a choice list where the
/// file compares the argument with fixed strings (xacro::ArgumentDeclaration::choices).
/// Apply emits applied() with the values that differ from the defaults; the window re-expands
/// the file with them, keeping camera, selection and joint values. The values are remembered
/// per file (QSettings) by remembered() and remember().
class ArgumentsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ArgumentsDock(QWidget *parent = nullptr);

    /// Shows the arguments of `document` (nullptr or a file that is not xacro: none, and a line
    /// saying so). The document must outlive the dock or be replaced first.
    void setDocument(const Document *document);

    /// The values entered now for the arguments whose value differs from the default.
    xacro::Arguments values() const;
    /// The field of argument `name` (a QLineEdit or an editable QComboBox), for tests.
    QWidget *field(const QString &name) const;
    QPushButton *applyButton() const { return m_apply; }
    /// The height (pixels) that shows the note, the buttons and up to `rows` argument rows
    /// without scrolling: what the window gives the dock when it opens (issue 30: it opened
    /// with 1.5 of 12 rows visible).
    int heightFor(int rows) const;

    /// The argument values remembered for the file at `path` (absolute), empty when none.
    static xacro::Arguments remembered(const QString &path);
    /// Remembers `arguments` for the file at `path`; empty forgets the file.
    static void remember(const QString &path, const xacro::Arguments &arguments);

signals:
    /// Apply was pressed: re-expand with `arguments` (those that differ from the defaults).
    void applied(const xacro::Arguments &arguments);

private:
    QString fieldText(const QWidget *field) const;

    QWidget *m_form = nullptr;
    QFormLayout *m_layout = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_defaults = nullptr;
    struct Row
    {
        QString name;
        QString defaultValue;
        QWidget *field = nullptr;
    };
    std::vector<Row> m_rows;
};

} // namespace robostage
