#include "resourceresolver.h"
#include <QFileInfo>
#include <QDir>
namespace robostage {
ResourceResolver ResourceResolver::fromEnvironment() { return {}; }
void ResourceResolver::setPackagePaths(const QStringList &a, const QStringList &b) { m_rosPackagePath = a; m_amentPrefixPath = b; }
void ResourceResolver::setModelPaths(const QStringList &p) { m_modelPaths = p; }
ResourceResolver::Result ResourceResolver::resolve(const QString &uri, const QString &referringFile) const
{
    Result r;
    const QString p = QFileInfo(referringFile).dir().absoluteFilePath(uri);
    if (QFileInfo::exists(p)) r.path = p; else r.error = QStringLiteral("cannot resolve '%1'").arg(uri);
    return r;
}
ResourceResolver::Result ResourceResolver::resolveModel(const QString &uri, const QString &referringFile) const { return resolve(uri, referringFile); }
QString ResourceResolver::findPackage(const QString &, const QString &, QStringList &) const { return {}; }
} // namespace robostage
namespace robostage {
ResourceResolver::Result ResourceResolver::modelFileInFolder(const QString &folder) { Result r; r.path = folder + QStringLiteral("/model.sdf"); return r; }
}
