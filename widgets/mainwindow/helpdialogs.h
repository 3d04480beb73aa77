#pragma once

// Help › User Guide and Help › Keyboard Shortcuts (issue 30: users looked for both).

class QWidget;

namespace robostage {

class MainWindow;

namespace help {

/// Shows docs/USER_GUIDE.md, compiled into the application (:/docs/USER_GUIDE.md), as formatted
/// text in a non-modal window of `parent` (object name userGuide); web links open in the
/// browser. Returns the window (deleted on close).
QWidget *showUserGuide(QWidget *parent);

/// Lists every shortcut of `window`'s menus (read from its actions, so it is always current),
/// with the keys the 3D view takes, in a non-modal window (object name keyboardShortcuts; its
/// table keyboardShortcutsTable). Returns the window (deleted on close).
QWidget *showKeyboardShortcuts(MainWindow *window);

} // namespace help
} // namespace robostage
