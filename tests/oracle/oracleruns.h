#pragma once

// Helpers of the oracle tests (tst_oracle, tst_oracle_edits, tst_convertoracle): running the
// programs in parallel with the corpus environment, and parsing their `POSE` and `JOINTVALUE` lines
// (oraclepose.h).

#include "corpus.h"
#include "oraclepose.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QSaveFile>
#include <QStringList>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <vector>

namespace oracletest {

constexpr int kTimeoutMs = 60000;
constexpr double kTolerance = 1e-6;

/// One program run and what came of it.
struct Run
{
    QString program;
    QStringList arguments;
    bool started = false;
    bool finished = false; // exited normally within the time limit
    bool timedOut = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    bool ok() const { return finished && exitCode == 0; }
    QString outcome() const
    {
        if (!started)
            return QStringLiteral("could not start %1").arg(program);
        if (timedOut)
            return QStringLiteral("timed out after %1 s").arg(kTimeoutMs / 1000);
        return finished ? QStringLiteral("exit %1").arg(exitCode) : QStringLiteral("crashed");
    }
};

/// The resolution environment of the corpus MANIFEST (as tst_oracle uses it).
inline QProcessEnvironment corpusEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString modelPaths = robostage::test::corpusModelPaths().join(QLatin1Char(':'));
    for (const char *unused :
        {"IGN_GAZEBO_RESOURCE_PATH", "GAZEBO_MODEL_PATH", "AMENT_PREFIX_PATH"})
        env.remove(QString::fromLatin1(unused));
    env.insert(QStringLiteral("GZ_SIM_RESOURCE_PATH"), modelPaths);
    env.insert(QStringLiteral("SDF_PATH"), modelPaths);
    env.insert(QStringLiteral("ROS_PACKAGE_PATH"), robostage::test::corpusDir());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

/// Runs `run` (time-limited) and records what came of it.
inline void execute(Run &run, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(run.program, run.arguments);
    run.started = process.waitForStarted(kTimeoutMs);
    if (!run.started)
        return;
    if (!process.waitForFinished(kTimeoutMs)) {
        run.timedOut = true;
        process.kill();
        process.waitForFinished(5000);
    }
    run.finished = !run.timedOut && process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
}

/// The shared record of runs that read only corpus files (the oracles and robostage on the
/// originals, which every oracle test runs): the folder named by ROBOSTAGE_ORACLE_RUNS (CTest
/// sets it to BUILD/tests/oracle/runs), none when unset. A run is recorded under a hash of
/// the program (path, size, modification time), its arguments, the corpus files among them
/// (path, size, modification time) and the resolution variables of `env`; a program rebuilt or
/// a corpus file changed gives another key (a changed file that one of them includes does not:
/// delete the folder then). Empty when the run cannot be recorded: a path among the arguments
/// that is not a corpus file (an edited copy, an output file), or no record folder.
inline QString recordKey(const Run &run, const QProcessEnvironment &env)
{
    const QString folder = qEnvironmentVariable("ROBOSTAGE_ORACLE_RUNS");
    if (folder.isEmpty())
        return {};
    const QString corpus = QDir::cleanPath(robostage::test::corpusDir()) + QLatin1Char('/');
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const auto addFile = [&hash](const QFileInfo &info) {
        hash.addData(info.absoluteFilePath().toUtf8() + '\0' + QByteArray::number(info.size())
            + '\0' + QByteArray::number(info.lastModified().toMSecsSinceEpoch()) + '\0');
    };
    addFile(QFileInfo(run.program));
    for (const QString &argument : run.arguments) {
        if (argument.contains(QLatin1Char('/'))) {
            // A path: only existing corpus files (an output file must be written, not read)
            const QFileInfo info(argument);
            if (!info.isFile() || !QDir::cleanPath(info.absoluteFilePath()).startsWith(corpus))
                return {};
            addFile(info);
        } else {
            hash.addData(argument.toUtf8() + '\0');
        }
    }
    for (const char *variable : {"GZ_SIM_RESOURCE_PATH", "SDF_PATH", "ROS_PACKAGE_PATH"})
        hash.addData(env.value(QString::fromLatin1(variable)).toUtf8() + '\0');
    return folder + QLatin1Char('/') + QString::fromLatin1(hash.result().toHex());
}

/// Runs `run`, or reads what came of it from the record (recordKey()) when another test (or
/// an earlier run of this one) already ran it. While one test runs it, the others wait for the
/// record (a lock file per key), so concurrent tests share the work. Runs that could not start
/// or timed out are not recorded.
inline void executeRecorded(Run &run, const QProcessEnvironment &env)
{
    const QString key = recordKey(run, env);
    if (key.isEmpty()) {
        execute(run, env);
        return;
    }
    QDir().mkpath(QFileInfo(key).path());
    QLockFile lock(key + QStringLiteral(".lock"));
    lock.tryLock(2 * kTimeoutMs); // without the lock (a stuck holder): run it anyway
    constexpr qint32 kFormat = 1;
    QFile recorded(key);
    if (recorded.open(QIODevice::ReadOnly)) {
        QDataStream in(&recorded);
        qint32 format = 0;
        in >> format >> run.finished >> run.exitCode >> run.out >> run.err;
        if (format == kFormat && in.status() == QDataStream::Ok) {
            run.started = true;
            return;
        }
    }
    execute(run, env);
    if (!run.started || run.timedOut)
        return;
    QSaveFile record(key);
    if (record.open(QIODevice::WriteOnly)) {
        QDataStream out(&record);
        out << kFormat << run.finished << run.exitCode << run.out << run.err;
        record.commit();
    }
}

/// Runs every run with a program, max(2, ideal thread count) at a time, each time-limited;
/// runs on corpus files only are shared between the oracle tests (executeRecorded()).
inline void runAll(const std::vector<Run *> &runs, const QProcessEnvironment &env)
{
    std::atomic<size_t> next {0};
    auto work = [&] {
        for (size_t i = next++; i < runs.size(); i = next++) {
            if (!runs[i]->program.isEmpty())
                executeRecorded(*runs[i], env);
        }
    };
    std::vector<std::unique_ptr<QThread>> threads;
    for (int i = 0; i < std::max(2, QThread::idealThreadCount()); ++i) {
        threads.emplace_back(QThread::create(work));
        threads.back()->start();
    }
    for (auto &thread : threads)
        thread->wait();
}

/// runAll() on every run of `runs`.
inline void runAll(std::vector<Run> &runs, const QProcessEnvironment &env)
{
    std::vector<Run *> pointers;
    for (Run &run : runs)
        pointers.push_back(&run);
    runAll(pointers, env);
}

inline std::vector<Run *> &operator<<(std::vector<Run *> &runs, Run *run)
{
    runs.push_back(run);
    return runs;
}

/// Writes `bytes` as `root/relative` (`relative` a corpus path), with symbolic links to the
/// corpus original's siblings, so that relative URIs and includes resolve as in the corpus.
/// Never writes through a link (a sibling's link made for an earlier file of this folder would
/// lead into the read-only corpus): give each file a `root` of its own; a link or file in the
/// way is refused (false).
inline bool writeMirrored(const QString &root, const QString &relative, const QByteArray &bytes)
{
    const QFileInfo original(robostage::test::corpusDir() + QLatin1Char('/') + relative);
    const QString folder = QFileInfo(root + QLatin1Char('/') + relative).path();
    if (!QDir().mkpath(folder))
        return false;
    const QFileInfoList siblings
        = original.dir().entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QFileInfo &s : siblings) {
        const QString link = folder + QLatin1Char('/') + s.fileName();
        if (s.fileName() != original.fileName() && !QFileInfo::exists(link))
            QFile::link(s.absoluteFilePath(), link);
    }
    const QString target = folder + QLatin1Char('/') + original.fileName();
    if (QFileInfo(target).isSymLink() || QFileInfo::exists(target))
        return false;
    QFile out(target);
    return out.open(QIODevice::NewOnly) && out.write(bytes) == bytes.size();
}

/// One `POSE kind name x y z qw qx qy qz` line.
struct Entity
{
    QString kind;
    QString name;
    double v[7] = {};

    QString key() const { return kind + QLatin1Char(' ') + name; }
    oracle::Pose pose() const { return {v[0], v[1], v[2], v[3], v[4], v[5], v[6]}; }
};

inline std::vector<Entity> parsePoses(const QByteArray &text)
{
    std::vector<Entity> entities;
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> tokens = line.simplified().split(' ');
        if (tokens.size() < 10 || tokens.first() != "POSE")
            continue;
        Entity e;
        e.kind = QString::fromUtf8(tokens[1]);
        QStringList nameParts;
        for (int i = 2; i < tokens.size() - 7; ++i)
            nameParts << QString::fromUtf8(tokens[i]);
        e.name = nameParts.join(QLatin1Char(' '));
        bool ok = true;
        for (int i = 0; i < 7 && ok; ++i)
            e.v[i] = tokens[tokens.size() - 7 + i].toDouble(&ok);
        if (ok)
            entities.push_back(e);
    }
    return entities;
}

/// `JOINTVALUE NAME VALUE` lines of urdfdom_poses --auto-joints.
struct JointValue
{
    QString name, value;
};

inline std::vector<JointValue> jointValues(const QByteArray &text)
{
    std::vector<JointValue> values;
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> tokens = line.split(' ');
        if (tokens.size() == 3 && tokens[0] == "JOINTVALUE")
            values.push_back({QString::fromUtf8(tokens[1]), QString::fromUtf8(tokens[2])});
    }
    return values;
}

/// Both poses agree within kTolerance, the quaternions up to sign.
inline bool samePose(const oracle::Pose &a, const oracle::Pose &b)
{
    const double dp = std::max({std::abs(a.x - b.x), std::abs(a.y - b.y), std::abs(a.z - b.z)});
    const double dq = std::max({std::abs(a.qw - b.qw), std::abs(a.qx - b.qx), std::abs(a.qy - b.qy),
        std::abs(a.qz - b.qz)});
    const double dqNeg = std::max({std::abs(a.qw + b.qw), std::abs(a.qx + b.qx),
        std::abs(a.qy + b.qy), std::abs(a.qz + b.qz)});
    return dp <= kTolerance && std::min(dq, dqNeg) <= kTolerance;
}

inline bool isIdentity(const oracle::Pose &X)
{
    return samePose(X, oracle::Pose {});
}

inline QString poseText(const oracle::Pose &X)
{
    return QStringLiteral("%1 %2 %3 | %4 %5 %6 %7")
        .arg(X.x, 0, 'f', 9)
        .arg(X.y, 0, 'f', 9)
        .arg(X.z, 0, 'f', 9)
        .arg(X.qw, 0, 'f', 9)
        .arg(X.qx, 0, 'f', 9)
        .arg(X.qy, 0, 'f', 9)
        .arg(X.qz, 0, 'f', 9);
}

} // namespace oracletest
