#pragma once

// Running the robostage executable under test (ROBOSTAGE_BINARY) from the CLI tests, and
// reading what it wrote.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <cmath>

namespace robostage::test {

/// What one `robostage …` process did: exit code (-1 when it crashed or did not finish
/// within 60 s) and its standard output and error as UTF-8 text.
struct Run
{
    int exitCode = -1;
    QString out, err;
};

/// Runs `robostage ARGUMENTS` in `environment` (by default the test's own), in folder
/// `workingDirectory` (empty: the test's own).
inline Run runRobostage(const QStringList &arguments,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
    const QString &workingDirectory = QString())
{
    QProcess p;
    p.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        p.setWorkingDirectory(workingDirectory);
    p.start(QStringLiteral(ROBOSTAGE_BINARY), arguments);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/// The test's environment with ROS_PACKAGE_PATH set to `packagePath` (colon-separated folders),
/// for `package://` URIs and xacro's `$(find PKG)`.
inline QProcessEnvironment withPackagePath(const QString &packagePath)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ROS_PACKAGE_PATH"), packagePath);
    environment.remove(QStringLiteral("AMENT_PREFIX_PATH"));
    return environment;
}

/// Compares two `robostage poses` outputs: the same POSE lines in the same order, names equal
/// and numbers within `tolerance` (9-decimal text may round apart). Returns the first
/// difference as text, empty when they agree.
inline QString posesDifference(const QString &a, const QString &b, double tolerance = 1e-8)
{
    const QStringList linesA = a.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList linesB = b.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (linesA.size() != linesB.size())
        return QStringLiteral("%1 lines against %2").arg(linesA.size()).arg(linesB.size());
    for (int i = 0; i < linesA.size(); ++i) {
        const QStringList x = linesA[i].split(QLatin1Char(' '));
        const QStringList y = linesB[i].split(QLatin1Char(' '));
        bool same = x.size() == y.size() && x.size() == 10 && x.mid(0, 3) == y.mid(0, 3);
        for (int k = 3; same && k < x.size(); ++k)
            same = std::abs(x[k].toDouble() - y[k].toDouble()) <= tolerance;
        if (!same)
            return linesA[i] + QStringLiteral("\nagainst\n") + linesB[i];
    }
    return QString();
}

/// The bytes of file `path`, empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace robostage::test
