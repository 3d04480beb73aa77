#pragma once

// The shared corpus (../shared/corpus, ROBOSTAGE_CORPUS_DIR) and the search paths that its
// MANIFEST.md "URI resolution" table gives: model:// and bare-name includes in these folders,
// package:// by ROS_PACKAGE_PATH = the corpus root (each package has its package.xml).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>

#include <vector>

#if __has_include("resourceresolver.h")
#include "resourceresolver.h"
#endif

namespace robostage::test {

inline QString corpusDir()
{
    return QStringLiteral(ROBOSTAGE_CORPUS_DIR);
}

/// The model:// search folders of the MANIFEST table, in order (absolute paths), below the
/// corpus folder `corpus`.
inline QStringList corpusModelPaths(const QString &corpus = corpusDir())
{
    return {corpus + QStringLiteral("/osrf__gazebo_models"),
        corpus + QStringLiteral("/gazebosim__gz-sim/test/worlds/models"),
        corpus + QStringLiteral("/gazebosim__sdformat/test/integration/model"),
        corpus + QStringLiteral("/gazebosim__sdformat/test/integration/model/nested_include")};
}

/// Every description file of the corpus (.sdf, .world, .urdf), as paths relative to
/// corpusDir(), sorted; empty when the corpus is missing.
inline QStringList corpusDescriptionFiles()
{
    const QString corpus = corpusDir();
    QStringList files;
    QDirIterator it(corpus,
        {QStringLiteral("*.sdf"), QStringLiteral("*.world"), QStringLiteral("*.urdf")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next().mid(corpus.size() + 1);
    files.sort();
    return files;
}

/// Every SimRobot scene of the corpus (.ros2, .ros3; not the .rsi2/.rsi3 files they
/// include), as paths relative to corpusDir(), sorted; empty when the corpus is missing.
inline QStringList corpusSimRobotScenes()
{
    const QString corpus = corpusDir();
    QStringList files;
    QDirIterator it(corpus, {QStringLiteral("*.ros2"), QStringLiteral("*.ros3")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next().mid(corpus.size() + 1);
    files.sort();
    return files;
}

/// One row of the xacro corpus's MANIFEST.tsv (shared/corpus/xacro/README.md): a xacro entry
/// file, the arguments and ROS_PACKAGE_PATH to expand it with, and ros/xacro's expansion.
struct XacroEntry
{
    QString name; ///< the expected file's base name, e.g. `ur_ur5e` (unique)
    QString entry; ///< absolute entry file
    QStringList arguments; ///< `NAME:=VALUE`, as xacro's command line takes them
    QStringList packagePaths; ///< absolute ROS_PACKAGE_PATH folders, in order
    QString expected; ///< absolute expected URDF
    int links = 0, joints = 0; ///< counts in the expected URDF
};

/// The folder of the xacro corpus (entries, expected/, MANIFEST.tsv, xacro-tests/).
inline QString xacroCorpusDir()
{
    return corpusDir() + QStringLiteral("/xacro");
}

/// The rows of the xacro MANIFEST.tsv, in order; empty when the corpus is missing.
inline std::vector<XacroEntry> xacroManifest()
{
    const QString folder = xacroCorpusDir();
    std::vector<XacroEntry> entries;
    QFile file(folder + QStringLiteral("/MANIFEST.tsv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return entries;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QStringList columns = QString::fromUtf8(line).split(QLatin1Char('\t'));
        if (line.startsWith('#') || columns.size() < 6)
            continue;
        XacroEntry e;
        e.entry = folder + QLatin1Char('/') + columns[0];
        if (columns[1] != QLatin1String("-"))
            e.arguments = columns[1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &path : columns[2].split(QLatin1Char(':'), Qt::SkipEmptyParts))
            e.packagePaths << folder + QLatin1Char('/') + path;
        e.expected = folder + QLatin1Char('/') + columns[3];
        e.name = QFileInfo(e.expected).completeBaseName();
        e.links = columns[4].toInt();
        e.joints = columns[5].toInt();
        entries.push_back(e);
    }
    return entries;
}

#if __has_include("resourceresolver.h")
/// A resolver with the corpus search paths (and nothing from the environment).
inline ResourceResolver corpusResolver()
{
    ResourceResolver resolver;
    resolver.setModelPaths(corpusModelPaths());
    resolver.setPackagePaths({corpusDir()}, {});
    return resolver;
}
#endif

} // namespace robostage::test
