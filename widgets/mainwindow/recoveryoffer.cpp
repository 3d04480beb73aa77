// recoveryoffer.h, and MainWindow::offerRecoveryOf(): the crash-recovery question for one file
// when it is opened by any route (argument, double-click, Open, Open Recent, drop, a second
// instance).

#include "mainwindow/recoveryoffer.h"

#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>

#include <algorithm>

namespace robostage {

namespace recoveryoffer {

namespace {

QSet<QString> &deferred()
{
    static QSet<QString> ids;
    return ids;
}

QSet<QString> &asking()
{
    static QSet<QString> ids;
    return ids;
}

/// `path` as compared with a record's: canonical where the file exists, else absolute.
QString comparable(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

} // namespace

QList<RecoveryRecord> recordsFor(const RecoveryStore &store, const QString &path)
{
    QList<RecoveryRecord> result;
    const QString target = comparable(path);
    const QList<RecoveryRecord> stale = store.staleRecords();
    for (const RecoveryRecord &record : stale) {
        if (!isDeferred(record.id) && !asking().contains(record.id)
            && comparable(record.path) == target)
            result << record;
    }
    std::sort(result.begin(), result.end(),
        [](const RecoveryRecord &a, const RecoveryRecord &b) { return a.updated > b.updated; });
    return result;
}

AskingScope::AskingScope(const QStringList &ids)
    : m_ids(ids)
{
    for (const QString &id : ids)
        asking().insert(id);
}

AskingScope::~AskingScope()
{
    for (const QString &id : m_ids)
        asking().remove(id);
}

void deferLater(const QString &id)
{
    deferred().insert(id);
}

bool isDeferred(const QString &id)
{
    return deferred().contains(id);
}

Answer ask(QWidget *parent, const QString &text)
{
    QMessageBox box(QMessageBox::Question,
        QCoreApplication::translate("robostage::MainWindow", "Restore Unsaved Edits"), text,
        QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("recoveryOffer"));
    QPushButton *restoreButton = box.addButton(
        QCoreApplication::translate("robostage::MainWindow", "Restore"), QMessageBox::AcceptRole);
    QPushButton *discardButton
        = box.addButton(QCoreApplication::translate("robostage::MainWindow", "Discard"),
            QMessageBox::DestructiveRole);
    box.addButton(
        QCoreApplication::translate("robostage::MainWindow", "Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restoreButton);
    box.exec();
    if (box.clickedButton() == restoreButton)
        return Answer::Restore;
    return box.clickedButton() == discardButton ? Answer::Discard : Answer::Later;
}

QString apply(MainWindow *window, const RecoveryStore &store, const RecoveryRecord &record)
{
    QStringList skipped;
    edit::EditSession *session = window->session();
    const bool applied = session
        && session->replaceBytes(record.files,
            QCoreApplication::translate("robostage::MainWindow", "Restore Unsaved Edits"),
            &skipped);
    if (!applied && (!session || !skipped.isEmpty())) {
        // Nothing applied and not because the file holds the edits already: keep the record.
        return QCoreApplication::translate("robostage::MainWindow",
            "The unsaved edits of %1 could not be restored: the file could not be read "
            "again. The recovery record stays in %2.")
            .arg(QDir::toNativeSeparators(record.path),
                QDir::toNativeSeparators(store.root() + u'/' + record.id));
    }
    if (!skipped.isEmpty()) {
        qCWarning(lcRecovery, "not restored (not part of the document now): %s",
            qPrintable(skipped.join(u", ")));
    }
    store.remove(record.id);
    return {};
}

} // namespace recoveryoffer

void MainWindow::offerRecoveryOf(const QString &path)
{
    const RecoveryStore store;
    const QList<RecoveryRecord> records = recoveryoffer::recordsFor(store, path);
    if (records.isEmpty() || !m_session)
        return;
    // Two crashed windows may have left edits of one file: the newest is offered; the others
    // stay for the next time the file is opened.
    const RecoveryRecord &record = records.first();
    qCInfo(lcRecovery, "offering recovery of %s", qPrintable(record.path));
    const recoveryoffer::Answer answer = recoveryoffer::ask(this,
        tr("RoboStage did not close normally while %1 had unsaved edits. They were recovered "
           "(%2).\n\nRestore them as unsaved edits?")
            .arg(QDir::toNativeSeparators(record.path),
                QLocale().toString(record.updated.toLocalTime(), QLocale::ShortFormat)));
    if (answer == recoveryoffer::Answer::Discard) {
        store.remove(record.id);
    } else if (answer == recoveryoffer::Answer::Restore) {
        const QString error = recoveryoffer::apply(this, store, record);
        if (!error.isEmpty()) {
            recoveryoffer::deferLater(record.id);
            QMessageBox::warning(this, tr("Restore Unsaved Edits"), error);
        }
    } else {
        recoveryoffer::deferLater(record.id);
    }
}

} // namespace robostage
