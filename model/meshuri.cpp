#include "meshuri.h"

#include "resourcepaths.h"
#include "resourceresolver.h"

#include <QDir>
#include <QFileInfo>

namespace robostage {

namespace {

QString canonical(const QString &path)
{
    const QString real = QFileInfo(path).canonicalFilePath();
    return real.isEmpty() ? QDir::cleanPath(path) : real;
}

/// `SCHEME://NAME/REST` for the nearest ancestor of `meshPath` that is a ROS package (`package`)
/// or a Gazebo model (`model`), or empty when none is (at most kMaxWalkUp ancestors).
QString schemeUri(const QString &meshPath, bool package)
{
    QString folder = QFileInfo(meshPath).absolutePath();
    for (int up = 0; up < kMaxWalkUp && !folder.isEmpty(); ++up, folder = parentFolder(folder)) {
        QString name;
        if (package)
            name = readPackageName(folder);
        else if (QFileInfo(joinPath(folder, QStringLiteral("model.config"))).isFile())
            name = QFileInfo(folder).fileName();
        if (!name.isEmpty()) {
            return (package ? QStringLiteral("package://") : QStringLiteral("model://")) + name
                + u'/' + QDir(folder).relativeFilePath(meshPath);
        }
    }
    return {};
}

} // namespace

QString uriForMeshFile(const QString &meshPath, const QString &referringFile,
    const ResourceResolver &resolver, bool preferPackage)
{
    const QString target = canonical(meshPath);
    for (const bool package : {preferPackage, !preferPackage}) {
        const QString uri = schemeUri(target, package);
        if (uri.isEmpty())
            continue;
        const ResourceResolver::Result resolved = resolver.resolve(uri, referringFile);
        if (resolved.ok() && canonical(resolved.path) == target)
            return uri;
    }
    return QFileInfo(canonical(referringFile)).dir().relativeFilePath(target);
}

} // namespace robostage
