// writeConversion(), see convert.h: the main output and its extra files, committed together.

#include "convert.h"
#include "xmlout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace robostage {

bool writeConversion(const Conversion &conversion, const QString &outPath, QString *error)
{
    const QDir folder = QFileInfo(outPath).absoluteDir();
    // Extra files first, the main output last: its commit is the one that matters most.
    std::vector<std::pair<QString, const QByteArray *>> targets;
    for (const ConvertedFile &f : conversion.files)
        targets.emplace_back(folder.filePath(f.relativePath), &f.bytes);
    targets.emplace_back(outPath, &conversion.xml);

    QStringList createdFolders;
    const auto fail = [&](const QString &path, const QString &why) {
        if (error)
            *error = convert::tr("%1: cannot write: %2").arg(path, why);
        // Only empty folders go; rmdir fails on anything else.
        for (auto it = createdFolders.crbegin(); it != createdFolders.crend(); ++it)
            QDir().rmdir(*it);
        return false;
    };
    std::vector<std::unique_ptr<QSaveFile>> files;
    for (const auto &[path, bytes] : targets) {
        const QString dir = QFileInfo(path).absolutePath();
        if (!QFileInfo(dir).isDir()) {
            // Remember each folder mkpath creates, outermost first, to remove them on failure.
            QStringList missing;
            for (QString d = dir; !d.isEmpty() && !QFileInfo::exists(d);
                 d = QFileInfo(d).absolutePath())
                missing.prepend(d);
            if (!QDir().mkpath(dir))
                return fail(dir, convert::tr("cannot create the folder"));
            createdFolders << missing;
        }
        auto file = std::make_unique<QSaveFile>(path);
        if (!file->open(QIODevice::WriteOnly) || file->write(*bytes) != bytes->size())
            return fail(path, file->errorString());
        files.push_back(std::move(file));
    }
    for (size_t i = 0; i < files.size(); ++i) {
        if (!files[i]->commit())
            return fail(targets[i].first, files[i]->errorString());
    }
    return true;
}

} // namespace robostage
