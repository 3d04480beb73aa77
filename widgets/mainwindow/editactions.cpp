#include "mainwindow/editactions.h"

#include "base/bundledworld.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>
#include <QUndoGroup>

namespace robostage {

EditActions::EditActions(MainWindow *window, QMenu *fileMenu, QMenu *editMenu)
    : QObject(window)
    , m_window(window)
    , m_group(new QUndoGroup(this))
{
    m_save = new QAction(tr("&Save"), window);
    m_save->setObjectName(QStringLiteral("saveAction"));
    m_save->setShortcut(QKeySequence::Save);
    m_save->setStatusTip(tr("Write the edits to the file, changing only the edited elements"));
    connect(m_save, &QAction::triggered, this, [this] { save(); });
    m_saveAs = new QAction(tr("Save &As…"), window);
    m_saveAs->setObjectName(QStringLiteral("saveAsAction"));
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_saveAs->setStatusTip(tr("Write the file with its edits under another name"));
    connect(m_saveAs, &QAction::triggered, this, [this] { saveAs(); });
    // Save and Save As go after Reload, before the separator that precedes Export.
    const QList<QAction *> actions = fileMenu->actions();
    const int exportIndex
        = int(actions.indexOf(window->findChild<QAction *>(QStringLiteral("exportSdfAction"))));
    QAction *before = exportIndex > 0 ? actions.at(exportIndex - 1) : nullptr;
    fileMenu->insertSeparator(before);
    fileMenu->insertActions(before, {m_save, m_saveAs});

    m_undo = m_group->createUndoAction(window, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_group->createRedoAction(window, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_redo->setShortcut(QKeySequence::Redo);
    editMenu->addAction(m_undo);
    editMenu->addAction(m_redo);

    m_question
        = [this](const QString &title, const QString &text, QMessageBox::StandardButtons buttons) {
              QMessageBox box(QMessageBox::Question, title, text, buttons, m_window);
              box.setObjectName(QStringLiteral("editQuestion"));
              return QMessageBox::StandardButton(box.exec());
          };
    m_conflict = [this](const QString &path, const QByteArray &onDisk, const QByteArray &edited) {
        SaveConflictDialog dialog(path, onDisk, edited, m_window);
        dialog.exec();
        return dialog.choice();
    };
    updateActions();
}

void EditActions::setSession(edit::EditSession *session)
{
    m_session = session;
    if (session) {
        m_group->addStack(session->undoStack());
        m_group->setActiveStack(session->undoStack());
    }
    updateActions();
}

void EditActions::updateActions()
{
    m_save->setEnabled(m_session);
    m_saveAs->setEnabled(m_session);
}

bool EditActions::save()
{
    if (!m_session)
        return false;
    // The bundled demo (or its temporary copy) is not the user's file: ask where to save.
    if (BundledWorld::isBundledCopy(m_session->path()))
        return saveAs();
    return finishSave(
        [this](const edit::SaveOptions &options) { return m_session->save(options); });
}

bool EditActions::saveAs(const QString &path)
{
    if (!m_session)
        return false;
    QString target = path;
    const QFileInfo source(m_session->path());
    const bool bundled = BundledWorld::isBundledCopy(source.filePath());
    if (target.isEmpty()) {
        const QString suggested
            = bundled ? QDir::home().filePath(source.fileName()) : source.absoluteFilePath();
        target = QFileDialog::getSaveFileName(m_window, tr("Save As"), suggested,
            tr("Robot and world descriptions (*.sdf *.world *.urdf);;All files (*)"));
        if (target.isEmpty())
            return false;
    }
    // The demo's meshes and textures go beside it, so that its relative URIs still resolve (a
    // File › New template has none).
    QString error;
    const bool demo = source.fileName() == QFileInfo(BundledWorld::resourcePath()).fileName();
    if (bundled && demo && !BundledWorld::copyAssetsTo(QFileInfo(target).absolutePath(), &error))
        m_window->statusBar()->showMessage(error, 10000);
    const bool saved = finishSave([this, target](const edit::SaveOptions &options) {
        return m_session->saveAs(target, options);
    });
    if (saved)
        RecentFiles::add(target);
    return saved;
}

bool EditActions::finishSave(
    const std::function<edit::SaveResult(const edit::SaveOptions &)> &write)
{
    edit::SaveResult result = write(edit::SaveOptions());
    if (!result.ok && !result.changedOnDisk.isEmpty()) {
        QFile file(result.changedOnDisk);
        const QByteArray onDisk = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        switch (m_conflict(result.changedOnDisk, onDisk, m_session->bytes(result.changedOnDisk))) {
        case SaveConflictChoice::Overwrite:
            result = write(edit::SaveOptions {true});
            break;
        case SaveConflictChoice::Reload:
            m_window->reloadDroppingEdits();
            return false;
        case SaveConflictChoice::Cancel:
            return false;
        }
    }
    if (!result.ok) {
        QMessageBox box(QMessageBox::Warning, tr("Save"), tr("The edits were not saved."),
            QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("saveError"));
        box.setInformativeText(result.error);
        box.exec();
        return false;
    }
    QStringList names;
    for (const QString &path : result.written)
        names << QFileInfo(path).fileName();
    m_window->statusBar()->showMessage(names.isEmpty()
            ? tr("Nothing to save")
            : tr("Saved %1").arg(names.join(QStringLiteral(", "))),
        10000);
    return true;
}

bool EditActions::maybeSave()
{
    if (!m_session || !m_session->isModified())
        return true;
    const QString name = QFileInfo(m_session->path()).fileName();
    switch (
        m_question(tr("Unsaved Edits"), tr("%1 has edits that are not saved. Save them?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel)) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool EditActions::confirm(const QString &title, const QString &text)
{
    return m_question(title, text, QMessageBox::Yes | QMessageBox::Cancel) == QMessageBox::Yes;
}

} // namespace robostage
