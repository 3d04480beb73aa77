#include "meshprobe.h"

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <QFile>
#include <QFileInfo>

namespace robostage {

MeshProbeResult MeshProbe::probe(const QString &path)
{
    const auto failure = [&path](const QString &reason) {
        MeshProbeResult result;
        result.error = tr("cannot read mesh '%1': %2").arg(path, reason);
        return result;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return failure(tr("no such file"));
    if (!info.isFile())
        return failure(tr("not a file"));
    if (!info.isReadable())
        return failure(tr("permission denied"));
    if (info.size() == 0)
        return failure(tr("the file is empty"));

    Assimp::Importer importer;
    const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(),
        aiProcess_Triangulate | aiProcess_JoinIdenticalVertices);
    if (!scene) {
        const QString why = QString::fromUtf8(importer.GetErrorString()).trimmed();
        return failure(why.isEmpty() ? tr("unknown Assimp error") : why);
    }
    if (scene->mFlags & AI_SCENE_FLAGS_INCOMPLETE)
        return failure(tr("the file could be read only partially"));
    if (scene->mNumMeshes == 0)
        return failure(tr("the file contains no meshes"));

    MeshProbeResult result;
    result.ok = true;
    result.meshCount = int(scene->mNumMeshes);
    result.materialCount = int(scene->mNumMaterials);
    for (unsigned i = 0; i < scene->mNumMeshes; ++i) {
        const aiMesh *mesh = scene->mMeshes[i];
        result.vertexCount += int(mesh->mNumVertices);
        for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
            if (mesh->mFaces[f].mNumIndices == 3) // points and lines stay as they are
                ++result.triangleCount;
        }
    }
    return result;
}

} // namespace robostage
