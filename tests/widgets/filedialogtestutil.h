#pragma once

// For widget tests that drive a modal QFileDialog (Save As, Open): answers it as a user would.

#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QObject>
#include <QString>
#include <QTimer>

namespace robostage::test {

/// In 200 ms (once the action under test has opened its modal dialog), chooses `file` in the
/// active modal QFileDialog and accepts it; its window title goes to `*title`. Does nothing
/// when no file dialog is open then. `context` and `title` must outlive the 200 ms.
inline void answerFileDialogLater(QObject *context, const QString &file, QString *title)
{
    QTimer::singleShot(200, context, [file, title] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *title = dialog->windowTitle();
        dialog->selectFile(file);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept: the named file
    });
}

} // namespace robostage::test
