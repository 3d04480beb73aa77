#pragma once

#include <QDockWidget>

class QTreeWidget;

namespace robostage {

class Diagnostics;

/// Dock listing a document's diagnostics in file order: severity, message, and FILE:LINE.
/// Clicking one (or pressing Enter on it) emits diagnosticActivated() with its file and line.
class DiagnosticsDock : public QDockWidget
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, MessageColumn, LocationColumn, ColumnCount };

    explicit DiagnosticsDock(QWidget *parent = nullptr);

    /// Replaces the list with `diagnostics`; the dock title shows their number.
    void setDiagnostics(const Diagnostics &diagnostics);

    /// Number of diagnostics listed.
    int count() const;
    QTreeWidget *list() const { return m_list; }

signals:
    /// The user chose the diagnostic at `file` (path as in the diagnostic), `line` (1-based, 0
    /// when it concerns the whole file).
    void diagnosticActivated(const QString &file, int line);

private:
    enum Role { FileRole = Qt::UserRole + 1, LineRole };
    QTreeWidget *m_list;
};

} // namespace robostage
