// help::showUserGuide, help::showKeyboardShortcuts (helpdialogs.h).

#include "mainwindow/helpdialogs.h"

#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace robostage::help {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::help", text);
}

/// A non-modal dialog of `parent` holding `content` and a Close button.
QDialog *window(QWidget *parent, const QString &title, const char *name, QWidget *content)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QLatin1String(name));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(content);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    return dialog;
}

/// `text` without its mnemonic ampersands ("&Save" → "Save", "&&" → "&").
QString plain(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

/// Every action with a shortcut under `menu`, as "Menu › Item", depth first.
void collect(const QMenu *menu, const QString &path, QList<QPair<QString, QString>> &rows)
{
    for (QAction *action : menu->actions()) {
        const QString name = path + QStringLiteral(" › ") + plain(action->text());
        if (action->menu())
            collect(action->menu(), name, rows);
        else if (!action->shortcut().isEmpty())
            rows.append({action->shortcut().toString(QKeySequence::NativeText), name});
    }
}

} // namespace

QWidget *showUserGuide(QWidget *parent)
{
    auto *browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("userGuideText"));
    browser->setOpenExternalLinks(true);
    QFile file(QStringLiteral(":/docs/USER_GUIDE.md"));
    if (file.open(QIODevice::ReadOnly))
        browser->setMarkdown(QString::fromUtf8(file.readAll()));
    else
        browser->setPlainText(tr("The user guide is missing from this build."));
    QDialog *dialog = window(parent, tr("RoboStage User Guide"), "userGuide", browser);
    dialog->resize(820, 700);
    dialog->show();
    return dialog;
}

QWidget *showKeyboardShortcuts(MainWindow *window)
{
    QList<QPair<QString, QString>> rows;
    for (QAction *menu : window->menuBar()->actions()) {
        if (menu->menu())
            collect(menu->menu(), plain(menu->text()), rows);
    }
    // The keys the 3D view handles itself (render/viewport.cpp, widgets/tools/gizmocontroller.cpp).
    const char *view[][2] = {
        {QT_TRANSLATE_NOOP("robostage::help", "Left drag"),
            QT_TRANSLATE_NOOP("robostage::help", "3D view › orbit the camera")},
        {QT_TRANSLATE_NOOP("robostage::help", "Middle drag, Shift+left drag"),
            QT_TRANSLATE_NOOP("robostage::help", "3D view › pan")},
        {QT_TRANSLATE_NOOP("robostage::help", "Wheel"),
            QT_TRANSLATE_NOOP("robostage::help", "3D view › zoom")},
        {"F", QT_TRANSLATE_NOOP("robostage::help", "3D view › fit the scene")},
        {"W / E / A / R",
            QT_TRANSLATE_NOOP(
                "robostage::help", "3D view › gizmo: move / rotate / joint axis / resize")},
        {"L", QT_TRANSLATE_NOOP("robostage::help", "3D view › gizmo in the world or local frame")},
        {"K",
            QT_TRANSLATE_NOOP("robostage::help",
                "3D view › Drag Joints: the gizmo poses the robot by the selected link")},
        {"Ctrl", QT_TRANSLATE_NOOP("robostage::help", "3D view › snap while dragging the gizmo")},
    };
    for (const auto &row : view)
        rows.append({tr(row[0]), tr(row[1])});

    auto *table = new QTableWidget(int(rows.size()), 2);
    table->setObjectName(QStringLiteral("keyboardShortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    QDialog *dialog = help::window(window, tr("Keyboard Shortcuts"), "keyboardShortcuts", table);
    dialog->resize(620, 600);
    dialog->show();
    return dialog;
}

} // namespace robostage::help
