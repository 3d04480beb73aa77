#pragma once

#include <QByteArray>
#include <QDialog>

class QPlainTextEdit;
class QPushButton;

namespace robostage {

/// What to do when File › Save finds its file changed on disk since it was read (issue 30):
/// write the edits over the other change, read the file again as it is on disk (the edits go),
/// or neither.
enum class SaveConflictChoice { Overwrite, Reload, Cancel };

/// `diff -u` of `onDisk` (the file as it is now) against `edited` (the bytes Save would write),
/// both labelled with `name`; the diff tool's message when it cannot run. Lines removed are
/// the other change's, lines added the edits'.
QString unifiedDiff(const QByteArray &onDisk, const QByteArray &edited, const QString &name);

/// The question asked then: the file's name and what each choice does, with Overwrite, Reload
/// and Cancel (object names conflictOverwrite, conflictReload, conflictCancel) and Show
/// Differences (conflictDiffButton), which shows unifiedDiff() below the question
/// (conflictDiff) without closing it. Object name saveConflictDialog.
class SaveConflictDialog : public QDialog
{
    Q_OBJECT

public:
    SaveConflictDialog(const QString &path, const QByteArray &onDisk, const QByteArray &edited,
        QWidget *parent = nullptr);

    SaveConflictChoice choice() const { return m_choice; }

private:
    SaveConflictChoice m_choice = SaveConflictChoice::Cancel;
    QPlainTextEdit *m_diff;
};

} // namespace robostage
