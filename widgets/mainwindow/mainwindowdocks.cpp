// MainWindow's dock sizes: the Arguments dock gets the height of its rows when a xacro file
// opens (issue 30); the Joints dock's Save as Initial (issue 32). Kept apart from
// mainwindow.cpp, which opens and shows documents.

#include "mainwindow/mainwindow.h"

#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/propertycommands.h"
#include "joints/jointsdock.h"
#include "mainwindow/argumentsdock.h"
#include "properties/propertiesdock.h"

#include <QStatusBar>
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

void MainWindow::saveInitialPositions()
{
    if (!m_session)
        return;
    const Document &doc = m_session->document();
    const JointPositions changes = m_jointsDock->initialPositionChanges();
    QStringList names = changes.keys();
    names.sort();
    std::vector<edit::InitialPosition> positions;
    QStringList skipped; // joints SDFormat gives no single initial position
    for (const QString &name : names) {
        edit::EntityInfo info;
        const FrameId id = edit::findEntity(doc, name, {FrameKind::Joint}, nullptr);
        if (id == kNoFrame || !edit::lookupEntity(doc, id, info) || !info.joint)
            continue;
        const Joint::Type type = info.joint->type;
        if (type == Joint::Type::Universal || type == Joint::Type::Revolute2)
            skipped << name;
        else
            positions.push_back({id, changes.value(name)});
    }
    if (positions.empty()) {
        statusBar()->showMessage(skipped.isEmpty()
                ? tr("Save as Initial: every joint is at its initial position already")
                : tr("Save as Initial: universal and revolute2 joints have no initial position "
                     "to write (%1)")
                      .arg(skipped.join(u", ")),
            15000);
        return;
    }
    edit::EditResult result;
    auto command = edit::SetInitialPositions::create(*m_session, positions, result);
    if (!command) {
        statusBar()->showMessage(tr("Save as Initial: %1").arg(result.error), 15000);
        return;
    }
    const QString done = command->text();
    if (!skipped.isEmpty())
        result.notes
            << tr("not written (universal and revolute2 joints): %1").arg(skipped.join(u", "));
    QStringList said {done};
    said << result.notes;
    result.notes.clear(); // said here, with what was done
    m_session->push(std::move(command), result);
    statusBar()->showMessage(said.join(u"; "), 15000);
}

} // namespace robostage
