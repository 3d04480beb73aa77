#include "mainwindow/diagnosticsdock.h"

#include "diagnostics.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>

namespace robostage {

DiagnosticsDock::DiagnosticsDock(QWidget *parent)
    : QDockWidget(tr("Diagnostics"), parent)
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("diagnosticsDock"));
    m_list->setObjectName(QStringLiteral("diagnosticsList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Severity"), tr("Message"), tr("Location")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setWordWrap(false);
    m_list->header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(LocationColumn, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    setWidget(m_list);
    auto activate = [this](QTreeWidgetItem *item) {
        if (item)
            emit diagnosticActivated(
                item->data(0, FileRole).toString(), item->data(0, LineRole).toInt());
    };
    connect(m_list, &QTreeWidget::itemClicked, this, activate);
    connect(m_list, &QTreeWidget::itemActivated, this, activate);
}

void DiagnosticsDock::setDiagnostics(const Diagnostics &diagnostics)
{
    m_list->clear();
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    QList<QTreeWidgetItem *> items;
    for (const Diagnostic &d : diagnostics.items()) {
        const bool error = d.severity == Severity::Error;
        const QString location = d.line > 0
            ? QStringLiteral("%1:%2").arg(QFileInfo(d.file).fileName()).arg(d.line)
            : QFileInfo(d.file).fileName();
        auto *item
            = new QTreeWidgetItem({error ? tr("error") : tr("warning"), d.message, location});
        item->setIcon(SeverityColumn, error ? errorIcon : warningIcon);
        item->setToolTip(MessageColumn, d.toString());
        item->setToolTip(LocationColumn, d.file);
        item->setData(0, FileRole, d.file);
        item->setData(0, LineRole, d.line);
        items << item;
    }
    m_list->addTopLevelItems(items);
    setWindowTitle(items.isEmpty() ? tr("Diagnostics") : tr("Diagnostics (%1)").arg(items.size()));
}

int DiagnosticsDock::count() const
{
    return m_list->topLevelItemCount();
}

} // namespace robostage
