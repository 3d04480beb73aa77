#pragma once

#include <QDockWidget>

class QTreeWidget;

namespace robostage {

class Diagnostics;

/// Dock listing a document's diagnostics in file order: severity, message, and FILE:LINE.
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

private:
    QTreeWidget *m_list;
};

} // namespace robostage
