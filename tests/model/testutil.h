#pragma once

// Shared helpers for model, widget and CLI tests: find a frame node by scoped name (and kind)
// or an entity by name,
// read a file's bytes, the lines an edit changed, copy test files, and compare poses with a
// tolerance, treating q and -q as the same rotation; copy a folder; print a document's diagnostics.

#include "document.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QTest>

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <vector>

namespace robostage::test {

/// Copies the folder `from` with everything below it (hidden files too) to `to` (created).
/// False when a folder or file cannot be made.
inline bool copyTree(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return false;
    QDirIterator it(from, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden,
        QDirIterator::Subdirectories);
    const QDir source(from);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        const QString target = to + QLatin1Char('/') + source.relativeFilePath(info.filePath());
        if (info.isDir() ? !QDir().mkpath(target) : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

/// "FILE:LINE: error|warning: message" for every diagnostic of `doc`, file names only, each
/// message cut to `maxLength` characters (-1: whole).
inline QString diagnosticLines(const Document &doc, int maxLength = -1)
{
    QStringList lines;
    for (const Diagnostic &d : doc.diagnostics().items()) {
        lines << QStringLiteral("%1:%2: %3: %4")
                     .arg(QFileInfo(d.file).fileName())
                     .arg(d.line)
                     .arg(d.severity == Severity::Error ? QStringLiteral("error")
                                                        : QStringLiteral("warning"))
                     .arg(maxLength < 0 ? d.message : d.message.left(maxLength));
    }
    return lines.join(QLatin1Char('\n'));
}

/// Writes `bytes` to a new file at `path`, making its folder; false when it cannot.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline FrameId findFrame(const Document &doc, const QString &scopedName)
{
    const FrameGraph &g = doc.frames();
    for (FrameId id = 0; id < g.size(); ++id) {
        if (g.node(id).scopedName == scopedName)
            return id;
    }
    return kNoFrame;
}

/// The frame node of kind `kind` named `scopedName`, kNoFrame when there is none.
inline FrameId findFrame(const Document &doc, FrameKind kind, const QString &scopedName)
{
    const FrameGraph &g = doc.frames();
    for (FrameId id = 0; id < g.size(); ++id) {
        if (g.node(id).kind == kind && g.node(id).scopedName == scopedName)
            return id;
    }
    return kNoFrame;
}

/// The lines of `after` (trimmed) that are not in a longest common subsequence with `before`:
/// the lines an edit changed or added.
inline QStringList changedLines(const QByteArray &before, const QByteArray &after)
{
    const QList<QByteArray> a = before.split('\n'), b = after.split('\n');
    std::vector<std::vector<int>> lcs(size_t(a.size() + 1), std::vector<int>(size_t(b.size() + 1)));
    for (int i = a.size() - 1; i >= 0; --i) {
        for (int j = b.size() - 1; j >= 0; --j) {
            lcs[size_t(i)][size_t(j)] = a[i] == b[j]
                ? lcs[size_t(i + 1)][size_t(j + 1)] + 1
                : std::max(lcs[size_t(i + 1)][size_t(j)], lcs[size_t(i)][size_t(j + 1)]);
        }
    }
    QStringList lines;
    int i = 0, j = 0;
    while (j < b.size()) {
        if (i < a.size() && a[i] == b[j]) {
            ++i, ++j;
        } else if (i < a.size() && lcs[size_t(i + 1)][size_t(j)] >= lcs[size_t(i)][size_t(j + 1)]) {
            ++i;
        } else {
            lines << QString::fromUtf8(b[j++]).trimmed();
        }
    }
    return lines;
}

/// Runs oracle `program` (sdformat_poses, urdfdom_poses) on `file`: empty when it accepts the
/// file, else what it printed and its exit status.
inline QString oracleRejects(const QString &program, const QString &file)
{
    QProcess p;
    p.start(program, {file});
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QString::fromUtf8(p.readAllStandardError() + p.readAllStandardOutput()).left(2000)
            + QStringLiteral(" (exit %1)").arg(p.exitCode());
    return QString();
}

/// The bytes of file `path`, empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// True when |p - expected| <= tol per component and q = ±expected q per component.
inline bool poseNear(const Pose &actual, const Pose &expected, double tol = 1e-9)
{
    auto near = [tol](double a, double b) {
        return std::abs(a - b) <= tol;
    };
    const bool p = near(actual.p.x, expected.p.x) && near(actual.p.y, expected.p.y)
        && near(actual.p.z, expected.p.z);
    const Quat &a = actual.q, &e = expected.q;
    const bool same = near(a.w, e.w) && near(a.x, e.x) && near(a.y, e.y) && near(a.z, e.z);
    const bool opposite = near(a.w, -e.w) && near(a.x, -e.x) && near(a.y, -e.y) && near(a.z, -e.z);
    return p && (same || opposite);
}

inline QString describe(const Pose &X)
{
    return QStringLiteral("p=(%1 %2 %3) q=(%4 %5 %6 %7)")
        .arg(X.p.x, 0, 'g', 12)
        .arg(X.p.y, 0, 'g', 12)
        .arg(X.p.z, 0, 'g', 12)
        .arg(X.q.w, 0, 'g', 12)
        .arg(X.q.x, 0, 'g', 12)
        .arg(X.q.y, 0, 'g', 12)
        .arg(X.q.z, 0, 'g', 12);
}

inline QString diagnosticsText(const Document &doc)
{
    return doc.diagnostics().toString();
}

/// The element of `items` (links, joints, visuals, models, …) named `name`, or null.
template<typename T> const T *findNamed(const std::vector<T> &items, const QString &name)
{
    const auto it = std::find_if(
        items.begin(), items.end(), [&](const T &item) { return item.name == name; });
    return it == items.end() ? nullptr : &*it;
}

/// Copies the files `names` from folder `from` into folder `to`, writable by the owner (the
/// source tree may be read-only); returns the copy of the first.
inline QString copyFixtures(const QString &from, const QString &to, const QStringList &names)
{
    for (const QString &f : names) {
        QFile::copy(QDir(from).filePath(f), QDir(to).filePath(f));
        QFile::setPermissions(QDir(to).filePath(f), QFile::ReadOwner | QFile::WriteOwner);
    }
    return QDir(to).filePath(names.value(0));
}

inline const Link *findLink(const Model &model, const QString &name)
{
    return findNamed(model.links, name);
}

inline const Joint *findJoint(const Model &model, const QString &name)
{
    return findNamed(model.joints, name);
}

inline const Visual *findVisual(const Link &link, const QString &name)
{
    return findNamed(link.visuals, name);
}

inline const Model *findModel(const std::vector<Model> &models, const QString &name)
{
    return findNamed(models, name);
}

} // namespace robostage::test
