// MainWindow's dock sizes: the Arguments dock gets the height of its rows when a xacro file
// opens (issue 30). Kept apart from mainwindow.cpp, which opens and shows documents.

#include "mainwindow/mainwindow.h"

#include "mainwindow/argumentsdock.h"
#include "properties/propertiesdock.h"

#include <QTimer>

#include <algorithm>
#include <utility>

namespace robostage {

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_fitArgumentsOnShow, false))
        QTimer::singleShot(0, this, &MainWindow::fitArgumentsDock);
}

void MainWindow::fitArgumentsDock()
{
    if (!isVisible()) { // laid out once shown (showEvent())
        m_fitArgumentsOnShow = true;
        return;
    }
    if (!m_argumentsDock->isVisible() || m_argumentsDock->isFloating())
        return;
    // Room for up to 8 argument rows (issue 30), at most half the column it shares with
    // Properties.
    const int total = m_propertiesDock->height() + m_argumentsDock->height();
    const int wanted = std::min(m_argumentsDock->heightFor(8), total / 2);
    if (m_argumentsDock->height() < wanted)
        resizeDocks({m_propertiesDock, m_argumentsDock}, {total - wanted, wanted}, Qt::Vertical);
}

} // namespace robostage
