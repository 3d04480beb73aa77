#pragma once

// The shared corpus (../shared/corpus, ROBOSTAGE_CORPUS_DIR) and the search paths that its
// MANIFEST.md "URI resolution" table gives: model:// and bare-name includes in these folders,
// package:// by ROS_PACKAGE_PATH = the corpus root (each package has its package.xml).

#include <QDir>
#include <QDirIterator>
#include <QString>
#include <QStringList>

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
