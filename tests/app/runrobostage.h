#pragma once

// Running the robostage executable under test (ROBOSTAGE_BINARY) from the CLI tests, and
// reading what it wrote.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace robostage::test {

/// What one `robostage …` process did: exit code (-1 when it crashed or did not finish
/// within 60 s) and its standard output and error as UTF-8 text.
struct Run
{
    int exitCode = -1;
    QString out, err;
};

inline Run runRobostage(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY), arguments);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/// The bytes of file `path`, empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace robostage::test
