#include "dialogs/saveconflict.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace robostage {

QString unifiedDiff(const QByteArray &onDisk, const QByteArray &edited, const QString &name)
{
    // GNU diff, not a diff of our own (diffutils is part of every Debian system).
    QTemporaryDir dir;
    const QString theirs = dir.filePath(QStringLiteral("on-disk")),
                  ours = dir.filePath(QStringLiteral("edited"));
    for (const auto &[path, bytes] : {std::pair {theirs, &onDisk}, std::pair {ours, &edited}}) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size())
            return SaveConflictDialog::tr("The differences could not be written out: %1")
                .arg(file.errorString());
    }
    QProcess diff;
    diff.start(QStringLiteral("diff"),
        {QStringLiteral("-u"), QStringLiteral("--label"),
            SaveConflictDialog::tr("%1 (on disk)").arg(name), QStringLiteral("--label"),
            SaveConflictDialog::tr("%1 (your edits)").arg(name), theirs, ours});
    // Exit status 1 means "differ", 0 "the same"; 2 is trouble.
    if (!diff.waitForFinished(10000) || diff.exitStatus() != QProcess::NormalExit
        || diff.exitCode() > 1)
        return SaveConflictDialog::tr("The differences could not be shown: the diff tool failed "
                                      "(%1).")
            .arg(diff.error() == QProcess::FailedToStart
                    ? SaveConflictDialog::tr("not installed")
                    : QString::fromLocal8Bit(diff.readAllStandardError()).trimmed());
    const QString out = QString::fromUtf8(diff.readAllStandardOutput());
    return out.isEmpty() ? SaveConflictDialog::tr("The file on disk is the same as your edits.")
                         : out;
}

SaveConflictDialog::SaveConflictDialog(
    const QString &path, const QByteArray &onDisk, const QByteArray &edited, QWidget *parent)
    : QDialog(parent)
    , m_diff(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("saveConflictDialog"));
    setWindowTitle(tr("Save"));
    const QString name = QFileInfo(path).fileName();
    auto *text = new QLabel(tr("<p><b>%1 changed on disk since it was read.</b></p>"
                               "<p><i>Overwrite</i> writes your edits and loses the other "
                               "changes; <i>Reload</i> reads the file as it is now and drops "
                               "your edits.</p>")
                                .arg(name.toHtmlEscaped()),
        this);
    text->setWordWrap(true);
    m_diff->setObjectName(QStringLiteral("conflictDiff"));
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->hide();

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *overwrite = buttons->addButton(tr("&Overwrite"), QDialogButtonBox::AcceptRole);
    QPushButton *reload = buttons->addButton(tr("&Reload"), QDialogButtonBox::DestructiveRole);
    QPushButton *show = buttons->addButton(tr("Show &Differences"), QDialogButtonBox::ActionRole);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    overwrite->setObjectName(QStringLiteral("conflictOverwrite"));
    reload->setObjectName(QStringLiteral("conflictReload"));
    show->setObjectName(QStringLiteral("conflictDiffButton"));
    cancel->setObjectName(QStringLiteral("conflictCancel"));
    // Enter and the first focus go to Cancel: overwriting someone's change takes a choice.
    cancel->setDefault(true);
    cancel->setFocus();
    overwrite->setAutoDefault(false);
    reload->setAutoDefault(false);
    show->setAutoDefault(false);
    connect(overwrite, &QPushButton::clicked, this, [this] {
        m_choice = SaveConflictChoice::Overwrite;
        accept();
    });
    connect(reload, &QPushButton::clicked, this, [this] {
        m_choice = SaveConflictChoice::Reload;
        accept();
    });
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(show, &QPushButton::clicked, this, [=] {
        if (m_diff->toPlainText().isEmpty())
            m_diff->setPlainText(unifiedDiff(onDisk, edited, name));
        m_diff->setVisible(!m_diff->isVisible());
        show->setText(m_diff->isVisible() ? tr("Hide &Differences") : tr("Show &Differences"));
        if (m_diff->isVisible())
            resize(std::max(width(), 720), std::max(height(), 480));
        else
            adjustSize();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_diff, 1);
    layout->addWidget(buttons);
}

} // namespace robostage
