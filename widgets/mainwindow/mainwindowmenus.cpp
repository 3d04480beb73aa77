// MainWindow's menus, toolbar and About box: the actions themselves live with what they act on
// (FileMenu, EditActions, addViewportActions, the docks); this puts them together.

#include "mainwindow/mainwindow.h"
#include "source/sourcedock.h"

#include "assimpversion.h"
#include "base/selection.h"
#include "collisionfit/collisionfitdock.h"
#include "collisionfit/computeinertiadialog.h"
#include "compare/differencesdock.h"
#include "dialogs/preferencesdialog.h"
#include "editing/addactions.h"
#include "editing/clipboardactions.h"
#include "editing/contextmenus.h"
#include "editing/structureactions.h"
#include "joints/jointsdock.h"
#include "library/librarydock.h"
#include "mainwindow/argumentsdock.h"
#include "mainwindow/diagnosticsdock.h"
#include "mainwindow/editactions.h"
#include "mainwindow/filemenu.h"
#include "mainwindow/helpdialogs.h"
#include "mainwindow/viewmenu.h"
#include "properties/propertiesdock.h"
#include "scenetree/scenetreedock.h"
#include "tinyxml2version.h"
#include "tools/gizmocontroller.h"
#include "tools/measuretool.h"
#include "viewport.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeView>

namespace robostage {

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileMenu = new FileMenu(this, file);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    m_editActions = new EditActions(this, file, edit);
    m_structureActions = new StructureActions(this, edit);
    m_addActions = new AddActions(this, edit);
    m_clipboardActions = new ClipboardActions(
        this, edit, m_structureActions, m_addActions, m_sceneTreeDock->view());
    // Esc clears the selection (issue 30); the tools that take Esc while on come first.
    QAction *selectNone = new QAction(tr("Select &None"), this);
    selectNone->setObjectName(QStringLiteral("selectNoneAction"));
    selectNone->setShortcut(Qt::Key_Escape);
    selectNone->setEnabled(false);
    connect(selectNone, &QAction::triggered, m_selection, [this] { m_selection->clear(); });
    connect(m_selection, &Selection::changed, selectNone,
        [selectNone](FrameId frame) { selectNone->setEnabled(frame != kNoFrame); });
    edit->addAction(selectNone);
    edit->addSeparator();
    ComputeInertiaDialog::install(this, edit);

    // Gizmos at the selection (on by default); off, a click only selects.
    m_gizmoAction = new QAction(tr("&Gizmo"), this);
    m_gizmoAction->setObjectName(QStringLiteral("gizmoAction"));
    m_gizmoAction->setCheckable(true);
    m_gizmoAction->setChecked(true);
    m_gizmoAction->setShortcut(Qt::Key_Q);
    m_gizmoAction->setToolTip(tr("Show the move/rotate gizmo at the selection (Q)"));
    connect(m_gizmoAction, &QAction::toggled, this, [this](bool on) {
        if (m_gizmo)
            m_gizmo->setEnabled(on);
    });
    edit->addSeparator();
    edit->addAction(m_gizmoAction);
    // The gizmo's modes as buttons too (issue 30: W, E and A were only keys in the view).
    m_gizmoModes = new QActionGroup(this);
    const struct
    {
        const char *text, *tip, *name;
        GizmoLayout::Mode mode;
    } modes[] = {
        {QT_TR_NOOP("&Move"), QT_TR_NOOP("Move the selection with the gizmo's arrows (W)"),
            "gizmoMoveAction", GizmoLayout::Mode::Translate},
        {QT_TR_NOOP("&Rotate"), QT_TR_NOOP("Turn the selection with the gizmo's rings (E)"),
            "gizmoRotateAction", GizmoLayout::Mode::Rotate},
        {QT_TR_NOOP("Joint &Axis"), QT_TR_NOOP("Point the selected joint's axis (A)"),
            "gizmoAxisAction", GizmoLayout::Mode::JointAxis},
        {QT_TR_NOOP("Re&size"),
            QT_TR_NOOP("Resize the selected shape by the handles on its faces (R); Alt: about "
                       "its centre, Ctrl: in 1 mm steps"),
            "gizmoResizeAction", GizmoLayout::Mode::Resize},
    };
    for (const auto &m : modes) {
        QAction *action = edit->addAction(tr(m.text));
        action->setObjectName(QLatin1String(m.name));
        action->setToolTip(tr(m.tip));
        action->setCheckable(true);
        action->setChecked(m.mode == GizmoLayout::Mode::Translate);
        action->setData(int(m.mode));
        m_gizmoModes->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode = m.mode] {
            if (m_gizmo)
                m_gizmo->setMode(mode);
        });
    }
    connect(m_gizmoAction, &QAction::toggled, m_gizmoModes, &QActionGroup::setEnabled);
    // Drag Joints (issue 32): the move and rotate handles pose the robot by inverse kinematics.
    m_ikAction = edit->addAction(tr("Drag &Joints"));
    m_ikAction->setObjectName(QStringLiteral("ikDragAction"));
    m_ikAction->setCheckable(true);
    m_ikAction->setToolTip(tr("Drag the robot by the selected link: its joints follow, the file "
                              "is not changed (K)"));
    connect(m_ikAction, &QAction::toggled, this, [this](bool on) {
        if (m_gizmo)
            m_gizmo->setIk(on);
    });
    connect(m_gizmoAction, &QAction::toggled, m_ikAction, &QAction::setEnabled);
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pr&eferences…"), this, [this] {
        PreferencesDialog dialog(this);
        dialog.exec();
    });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    addViewportActions(view, m_viewport);
    MeasureTool::install(this, view);
    view->addSeparator();
    view->addAction(m_sceneTreeDock->toggleViewAction());
    view->addAction(m_jointsDock->toggleViewAction());
    view->addAction(m_propertiesDock->toggleViewAction());
    view->addAction(m_argumentsDock->toggleViewAction());
    view->addAction(m_diagnosticsDock->toggleViewAction());
    m_sourceDock = SourceDock::install(this, view, m_diagnosticsDock);
    m_differencesDock = DifferencesDock::install(this, file, m_diagnosticsDock);
    view->addAction(m_differencesDock->toggleViewAction());
    m_collisionFitDock = CollisionFitDock::install(this, view, m_diagnosticsDock, m_jointsDock);
    connect(m_collisionFitDock, &CollisionFitDock::selfCollisionsChanged, this, [this] {
        showDiagnostics();
        updateSummary();
    });
    connect(m_collisionFitDock, &CollisionFitDock::fitApplied, this,
        [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    connect(m_collisionFitDock, &CollisionFitDock::jointPositionsRequested, m_jointsDock,
        &JointsDock::setPositions);
    LibraryDock::install(this, m_propertiesDock, view, m_addActions->menu());
    view->addAction(createToolBar()->toggleViewAction());
    view->addAction(findChild<QToolBar *>(QStringLiteral("viewToolBar"))->toggleViewAction());
    m_contextMenus = new ContextMenus(this, edit, view, m_structureActions, m_addActions,
        m_clipboardActions, m_sceneTreeDock->view());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide
        = help->addAction(tr("&User Guide"), this, [this] { help::showUserGuide(this); });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] { help::showKeyboardShortcuts(this); })
        ->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    help->addSeparator();
    help->addAction(tr("&About RoboStage"), this, &MainWindow::showAbout)
        ->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);
}

QToolBar *MainWindow::createToolBar()
{
    // Two rows (issue 30: with the gizmo's modes, the view modes and shadows, one row did not
    // fit a laptop's window): editing and tools, then what the view shows.
    const auto add = [this](QToolBar *tools, std::initializer_list<const char *> names) {
        for (const char *name : names) {
            if (!name)
                tools->addSeparator();
            else if (QAction *action = findChild<QAction *>(QLatin1String(name)))
                tools->addAction(action);
        }
    };
    QToolBar *tools = addToolBar(tr("Main Toolbar"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(m_fileMenu->openAction());
    tools->addAction(m_fileMenu->reloadAction());
    tools->addSeparator();
    tools->addAction(m_gizmoAction);
    tools->addActions(m_gizmoModes->actions());
    tools->addAction(m_ikAction);
    tools->addSeparator();
    add(tools, {"fitAction", "resetCameraAction", nullptr, "measureAction"});
    addToolBarBreak();
    QToolBar *view = addToolBar(tr("View Toolbar"));
    view->setObjectName(QStringLiteral("viewToolBar"));
    view->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    add(view,
        {"solidStyleAction", "wireframeStyleAction", "transparentStyleAction", nullptr,
            "visualsModeAction", "collisionsModeAction", "bothModeAction", nullptr,
            "linkFramesAction", "jointAxesAction", "gridAction", "shadowsAction"});
    return tools;
}

void MainWindow::renameSelected()
{
    // In place in the scene tree when the user is working there, else in the properties.
    if (m_sceneTreeDock->view()->hasFocus() && m_sceneTreeDock->editCurrentName())
        return;
    m_propertiesDock->editName();
}

QString MainWindow::aboutText()
{
    // A licence's SPDX identifier, linked to its full text on spdx.org.
    const auto licence = [](const char *spdx, const char *shown) {
        return QStringLiteral("<a href=\"https://spdx.org/licenses/%1.html\">%2</a>")
            .arg(QLatin1String(spdx), QLatin1String(shown));
    };
    const auto row = [](const char *library, const QString &version, const QString &licence) {
        return QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
            .arg(QLatin1String(library), version, licence);
    };
    return tr("<h3>RoboStage %1</h3>"
              "<p>Viewer and editor for SDFormat, URDF and SimRobot robot and world "
              "descriptions.</p>"
              "<p>Licence: %2</p>")
               .arg(QCoreApplication::applicationVersion().toHtmlEscaped(),
                   licence("Apache-2.0", "Apache-2.0"))
        + tr("<p>Built with:</p>") + QStringLiteral("<table cellspacing=\"4\">")
        + row("Qt",
            tr("%1 (built against %2)")
                .arg(QLatin1String(qVersion()), QLatin1String(QT_VERSION_STR)),
            tr("%1 or GPL").arg(licence("LGPL-3.0-only", "LGPL-3.0")))
        + row("Assimp", assimpVersion(), licence("BSD-3-Clause", "BSD-3-Clause"))
        + row("tinyxml2", tinyxml2Version(), licence("Zlib", "zlib")) + QStringLiteral("</table>");
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About RoboStage"), aboutText());
}

} // namespace robostage
