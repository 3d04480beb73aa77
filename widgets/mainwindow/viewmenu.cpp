#include "mainwindow/viewmenu.h"

#include "viewport.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace robostage {

void addViewportActions(QMenu *menu, Viewport *viewport)
{
    QAction *fit = menu->addAction(QCoreApplication::translate("robostage", "&Fit to Scene"),
        viewport, [viewport] { viewport->fit(); });
    fit->setObjectName(QStringLiteral("fitAction"));
    fit->setShortcut(Qt::Key_F);

    const struct
    {
        const char *text;
        ViewDirection direction;
        Qt::Key key;
    } views[] = {
        {QT_TRANSLATE_NOOP("robostage", "F&ront View"), ViewDirection::Front, Qt::Key_1},
        {QT_TRANSLATE_NOOP("robostage", "&Top View"), ViewDirection::Top, Qt::Key_2},
        {QT_TRANSLATE_NOOP("robostage", "&Side View"), ViewDirection::Side, Qt::Key_3},
        {QT_TRANSLATE_NOOP("robostage", "&Iso View"), ViewDirection::Iso, Qt::Key_4},
    };
    QMenu *camera = menu->addMenu(QCoreApplication::translate("robostage", "&Camera"));
    for (const auto &view : views) {
        const ViewDirection direction = view.direction;
        QAction *action = camera->addAction(QCoreApplication::translate("robostage", view.text),
            viewport, [viewport, direction] { viewport->setView(direction); });
        action->setShortcut(QKeySequence(Qt::CTRL | view.key));
    }
    camera->addSeparator();
    auto *projection = new QActionGroup(menu);
    QAction *perspective
        = camera->addAction(QCoreApplication::translate("robostage", "&Perspective"), viewport,
            [viewport] { viewport->setOrthographic(false); });
    QAction *orthographic
        = camera->addAction(QCoreApplication::translate("robostage", "&Orthographic"), viewport,
            [viewport] { viewport->setOrthographic(true); });
    perspective->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    orthographic->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_6));
    for (QAction *action : {perspective, orthographic}) {
        action->setCheckable(true);
        projection->addAction(action);
    }
    perspective->setChecked(true);
    camera->addSeparator();
    QAction *reset = camera->addAction(QCoreApplication::translate("robostage", "&Reset Camera"),
        viewport, [viewport, perspective] {
            perspective->setChecked(true);
            viewport->setOrthographic(false);
            viewport->setView(ViewDirection::Iso);
        });
    reset->setObjectName(QStringLiteral("resetCameraAction"));
    reset->setShortcut(Qt::Key_Home);

    QMenu *show = menu->addMenu(QCoreApplication::translate("robostage", "S&how"));
    auto *modes = new QActionGroup(menu);
    const struct
    {
        const char *text;
        SceneView::ViewMode mode;
        const char *name;
    } modeItems[] = {
        {QT_TRANSLATE_NOOP("robostage", "&Visuals"), SceneView::ViewMode::Visuals,
            "visualsModeAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Collisions"), SceneView::ViewMode::Collisions,
            "collisionsModeAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Both"), SceneView::ViewMode::Both, "bothModeAction"},
    };
    for (const auto &item : modeItems) {
        const SceneView::ViewMode mode = item.mode;
        QAction *action = show->addAction(QCoreApplication::translate("robostage", item.text),
            viewport, [viewport, mode] { viewport->setViewMode(mode); });
        action->setObjectName(QLatin1String(item.name));
        action->setCheckable(true);
        action->setChecked(mode == SceneView::ViewMode::Visuals);
        modes->addAction(action);
    }

    // Render style (SceneView::RenderStyle), exclusive, independent of the view mode. A second
    // click on the checked Wireframe or Transparent (a toolbar button) returns to Solid.
    show->addSeparator();
    auto *styles = new QActionGroup(menu);
    styles->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    const struct
    {
        const char *text;
        SceneView::RenderStyle style;
        const char *name;
    } styleItems[] = {
        {QT_TRANSLATE_NOOP("robostage", "&Solid"), SceneView::RenderStyle::Solid,
            "solidStyleAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Wireframe"), SceneView::RenderStyle::Wireframe,
            "wireframeStyleAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Transparent"), SceneView::RenderStyle::Transparent,
            "transparentStyleAction"},
    };
    for (const auto &item : styleItems) {
        const SceneView::RenderStyle style = item.style;
        QAction *action = show->addAction(QCoreApplication::translate("robostage", item.text));
        action->setObjectName(QLatin1String(item.name));
        action->setCheckable(true);
        action->setChecked(style == viewport->renderStyle());
        styles->addAction(action);
        QObject::connect(action, &QAction::toggled, viewport, [viewport, style](bool on) {
            if (on)
                viewport->setRenderStyle(style);
        });
    }
    QAction *solid = styles->actions().constFirst();
    QObject::connect(styles, &QActionGroup::triggered, solid, [styles, solid] {
        if (!styles->checkedAction())
            solid->setChecked(true);
    });

    // Overlays (SceneView::Overlay), independent toggles, all off at first.
    show->addSeparator();
    const struct
    {
        const char *text;
        SceneView::Overlay overlay;
        const char *name;
    } overlayItems[] = {
        {QT_TRANSLATE_NOOP("robostage", "Link &Frames"), SceneView::LinkFrames, "linkFramesAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Joint Axes"), SceneView::JointAxes, "jointAxesAction"},
        {QT_TRANSLATE_NOOP("robostage", "Centre of &Mass / Inertia"), SceneView::Inertia,
            "inertiaAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Light Markers"), SceneView::Lights, "lightMarkersAction"},
        {QT_TRANSLATE_NOOP("robostage", "Camera F&rustums"), SceneView::Frustums, "frustumsAction"},
        {QT_TRANSLATE_NOOP("robostage", "&Drake Force Elements"), SceneView::Forces,
            "forcesAction"},
    };
    for (const auto &item : overlayItems) {
        const int bit = int(item.overlay);
        QAction *action = show->addAction(QCoreApplication::translate("robostage", item.text));
        action->setObjectName(QLatin1String(item.name));
        action->setCheckable(true);
        action->setChecked(viewport->overlays() & bit);
        QObject::connect(action, &QAction::toggled, viewport, [viewport, bit](bool on) {
            viewport->setOverlays(on ? viewport->overlays() | bit : viewport->overlays() & ~bit);
        });
    }

    // The file's scene helpers (SDFormat `<scene>`: grid and origin axes, sky, fog), on by
    // default where the file has them.
    show->addSeparator();
    const struct
    {
        const char *text;
        void (Viewport::*set)(bool);
        bool (Viewport::*get)() const;
        const char *name;
    } sceneItems[] = {
        {QT_TRANSLATE_NOOP("robostage", "&Grid and Origin Axes"), &Viewport::setHelpersVisible,
            &Viewport::helpersVisible, "gridAction"},
        {QT_TRANSLATE_NOOP("robostage", "S&ky"), &Viewport::setSkyVisible, &Viewport::skyVisible,
            "skyAction"},
        {QT_TRANSLATE_NOOP("robostage", "F&og"), &Viewport::setFogEnabled, &Viewport::fogEnabled,
            "fogAction"},
        {QT_TRANSLATE_NOOP("robostage", "S&hadows"), &Viewport::setShadowsEnabled,
            &Viewport::shadowsEnabled, "shadowsAction"},
    };
    for (const auto &item : sceneItems) {
        QAction *action = show->addAction(QCoreApplication::translate("robostage", item.text));
        action->setObjectName(QLatin1String(item.name));
        if (item.set == &Viewport::setHelpersVisible) // its toolbar button
            action->setIconText(QCoreApplication::translate("robostage", "Grid"));
        action->setCheckable(true);
        action->setChecked((viewport->*item.get)());
        const auto set = item.set;
        QObject::connect(action, &QAction::toggled, viewport,
            [viewport, set](bool on) { (viewport->*set)(on); });
        if (item.set == &Viewport::setHelpersVisible) // a file's <grid>false</grid> too
            QObject::connect(
                viewport, &Viewport::helpersVisibleChanged, action, &QAction::setChecked);
    }
}

} // namespace robostage
