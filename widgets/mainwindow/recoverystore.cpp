#include "mainwindow/recoverystore.h"

#include "edit/editsession.h"
#include "translation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#endif

Q_LOGGING_CATEGORY(lcRecovery, "robostage.recovery", QtWarningMsg)

namespace robostage {

namespace {

const QString kManifest = QStringLiteral("record.json");
constexpr int kFormat = 1;

QString tr(const char *text)
{
    return translateIn("robostage::RecoveryStore", "robostage", text);
}

QString executableName()
{
    return QFileInfo(QCoreApplication::applicationFilePath()).fileName();
}

} // namespace

QString RecoveryStore::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + QStringLiteral("/recovery");
}

RecoveryStore::RecoveryStore(const QString &root)
    : m_root(root)
{
}

QString RecoveryStore::newId()
{
    return QStringLiteral("%1-%2")
        .arg(QCoreApplication::applicationPid())
        .arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
}

bool RecoveryStore::write(const RecoveryRecord &record, QString *error) const
{
    const QString folder = m_root + u'/' + record.id;
    if (record.id.isEmpty() || !QDir().mkpath(folder)) {
        if (error)
            *error
                = tr("Cannot create the recovery folder %1").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    QJsonArray files;
    for (auto it = record.files.cbegin(); it != record.files.cend(); ++it) {
        files.append(QJsonObject {{QStringLiteral("path"), it.key()},
            {QStringLiteral("bytes"), QString::fromLatin1(it.value().toBase64())}});
    }
    const QJsonObject manifest {{QStringLiteral("format"), kFormat},
        {QStringLiteral("path"), record.path}, {QStringLiteral("pid"), record.pid},
        {QStringLiteral("executable"), record.executable},
        {QStringLiteral("created"), record.created.toString(Qt::ISODateWithMs)},
        {QStringLiteral("updated"), record.updated.toString(Qt::ISODateWithMs)},
        {QStringLiteral("files"), files}};
    QSaveFile file(folder + u'/' + kManifest);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QJsonDocument(manifest).toJson(QJsonDocument::Compact)) < 0
        || !file.commit()) {
        if (error) {
            *error = tr("Cannot write the recovery record %1: %2")
                         .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
        }
        return false;
    }
    return true;
}

std::optional<RecoveryRecord> RecoveryStore::read(const QString &id, QString *error) const
{
    QFile file(m_root + u'/' + id + u'/' + kManifest);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = tr("Cannot read the recovery record %1: %2")
                         .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
        }
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonObject manifest = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    if (parseError.error != QJsonParseError::NoError
        || manifest.value(QStringLiteral("format")).toInt() != kFormat
        || manifest.value(QStringLiteral("path")).toString().isEmpty()) {
        if (error) {
            *error = tr("%1 is not a RoboStage recovery record")
                         .arg(QDir::toNativeSeparators(file.fileName()));
        }
        return std::nullopt;
    }
    RecoveryRecord record;
    record.id = id;
    record.path = manifest.value(QStringLiteral("path")).toString();
    record.pid = manifest.value(QStringLiteral("pid")).toInteger();
    record.executable = manifest.value(QStringLiteral("executable")).toString();
    record.created = QDateTime::fromString(
        manifest.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
    record.updated = QDateTime::fromString(
        manifest.value(QStringLiteral("updated")).toString(), Qt::ISODateWithMs);
    const QJsonArray files = manifest.value(QStringLiteral("files")).toArray();
    for (const QJsonValue &value : files) {
        const QJsonObject entry = value.toObject();
        record.files.insert(entry.value(QStringLiteral("path")).toString(),
            QByteArray::fromBase64(entry.value(QStringLiteral("bytes")).toString().toLatin1()));
    }
    return record;
}

bool RecoveryStore::remove(const QString &id) const
{
    if (id.isEmpty())
        return true;
    QDir folder(m_root + u'/' + id);
    return !folder.exists() || folder.removeRecursively();
}

QList<RecoveryRecord> RecoveryStore::records() const
{
    QList<RecoveryRecord> result;
    const QStringList ids = QDir(m_root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &id : ids) {
        QString error;
        if (std::optional<RecoveryRecord> record = read(id, &error))
            result << *record;
        else
            qCWarning(lcRecovery, "%s", qPrintable(error));
    }
    std::sort(result.begin(), result.end(),
        [](const RecoveryRecord &a, const RecoveryRecord &b) { return a.updated < b.updated; });
    return result;
}

QList<RecoveryRecord> RecoveryStore::staleRecords() const
{
    QList<RecoveryRecord> result;
    const QList<RecoveryRecord> all = records();
    for (const RecoveryRecord &record : all) {
        if (!isRunning(record.pid, record.executable))
            result << record;
    }
    return result;
}

bool RecoveryStore::isRunning(qint64 pid, const QString &executable)
{
    if (pid <= 0)
        return false;
    if (pid == QCoreApplication::applicationPid())
        return true;
#ifdef Q_OS_UNIX
    if (::kill(pid_t(pid), 0) != 0 && errno != EPERM)
        return false;
#endif
#ifdef Q_OS_LINUX
    // A PID used again by another program: compare the executable's name where /proc tells.
    const QString target = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
    if (!target.isEmpty() && !executable.isEmpty()
        && !QFileInfo(target).fileName().startsWith(executable)) {
        return false;
    }
#else
    Q_UNUSED(executable);
#endif
    return true;
}

RecoveryWriter::RecoveryWriter(
    edit::EditSession *session, const RecoveryStore &store, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_store(store)
    , m_id(RecoveryStore::newId())
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    m_interval.setInterval(kIntervalMs);
    connect(&m_debounce, &QTimer::timeout, this, &RecoveryWriter::writeNow);
    connect(&m_interval, &QTimer::timeout, this, [this] {
        if (m_dirty)
            writeNow();
    });
    connect(session, &edit::EditSession::changed, this, &RecoveryWriter::sessionChanged);
    connect(session->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            writeNow(); // saved: the record goes
    });
}

RecoveryWriter::~RecoveryWriter()
{
    if (m_onDisk)
        m_store.remove(m_id);
}

void RecoveryWriter::sessionChanged()
{
    m_dirty = true;
    m_debounce.start();
    if (!m_interval.isActive())
        m_interval.start();
}

void RecoveryWriter::writeNow()
{
    m_debounce.stop();
    m_dirty = false;
    const QStringList modified = m_session->modifiedFiles();
    if (modified.isEmpty()) {
        m_interval.stop();
        m_created = {};
        if (m_onDisk && m_store.remove(m_id))
            m_onDisk = false;
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!m_created.isValid())
        m_created = now;
    RecoveryRecord record;
    record.id = m_id;
    record.path = m_session->path();
    record.pid = QCoreApplication::applicationPid();
    record.executable = executableName();
    record.created = m_created;
    record.updated = now;
    for (const QString &path : modified)
        record.files.insert(path, m_session->bytes(path));
    QString error;
    if (!m_store.write(record, &error)) {
        qCWarning(lcRecovery, "%s", qPrintable(error));
        return;
    }
    m_onDisk = true;
    qCDebug(lcRecovery, "wrote %s", qPrintable(m_id));
    emit written();
}

} // namespace robostage
