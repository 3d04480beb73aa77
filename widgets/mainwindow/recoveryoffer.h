#pragma once

#include "mainwindow/recoverystore.h"

#include <QList>
#include <QString>
#include <QStringList>

class QWidget;

namespace robostage {

class MainWindow;

/// Which crash-recovery records to offer, and applying one to a window (issue 29: the edits a
/// crashed RoboStage left are offered on every way back to their file, not only at a start
/// without files).
namespace recoveryoffer {

/// The stale records of `store` (their process is gone) for the file `path` (compared as
/// canonical paths, so a link or a relative path finds them), newest first, leaving out the
/// records answered Later in this process (deferLater()) and those in a question now
/// (AskingScope).
QList<RecoveryRecord> recordsFor(const RecoveryStore &store, const QString &path);

/// While alive, the records `ids` are being asked about (the start's question, whose nested
/// event loop may open files handed over by a second instance): recordsFor() leaves them out,
/// so one record is never in two questions at once.
class AskingScope
{
public:
    explicit AskingScope(const QStringList &ids);
    ~AskingScope();
    AskingScope(const AskingScope &) = delete;
    AskingScope &operator=(const AskingScope &) = delete;

private:
    QStringList m_ids;
};

/// Remembers that record `id` was answered Later (or could not be restored): this process does
/// not offer it again; the next start does.
void deferLater(const QString &id);
bool isDeferred(const QString &id);

/// The answers to the recovery question.
enum class Answer { Restore, Discard, Later };

/// Asks `text` in the recovery question box (Restore, the default; Discard; Later, also when the
/// box is closed), window-modal over `parent` (nullptr: application-modal), and returns the
/// answer. The box's object name is "recoveryOffer".
Answer ask(QWidget *parent, const QString &text);

/// Applies `record`'s bytes to `window`'s open document as one unsaved, undoable edit
/// (EditSession::replaceBytes) and removes the record from `store` (the window writes its own
/// then). Files of the record that are no longer part of the document are skipped with a
/// warning in the log. Returns an empty string on success, else a message for the user; the
/// record then stays in the store.
QString apply(MainWindow *window, const RecoveryStore &store, const RecoveryRecord &record);

} // namespace recoveryoffer

} // namespace robostage
