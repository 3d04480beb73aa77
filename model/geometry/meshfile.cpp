// writeStlFile() (meshfile.h).

#include "meshfile.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <assimp/Exporter.hpp>
#include <assimp/material.h>
#include <assimp/scene.h>

namespace robostage {

bool writeStlFile(const TriangleMesh &mesh, const QString &path, QString *error)
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("robostage::MeshFile", text);
    };
    // The scene owns what it points to: aiScene's destructor frees it.
    aiScene scene;
    scene.mRootNode = new aiNode();
    scene.mRootNode->mNumMeshes = 1;
    scene.mRootNode->mMeshes = new unsigned[1] {0};
    scene.mNumMaterials = 1;
    scene.mMaterials = new aiMaterial *[1] {
        new aiMaterial()
    };
    auto *out = new aiMesh();
    scene.mNumMeshes = 1;
    scene.mMeshes = new aiMesh *[1] {
        out
    };
    out->mMaterialIndex = 0;
    out->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    out->mNumVertices = unsigned(mesh.vertices.size());
    out->mVertices = new aiVector3D[mesh.vertices.size()];
    for (size_t i = 0; i < mesh.vertices.size(); ++i) {
        const Vec3 &v = mesh.vertices[i];
        out->mVertices[i] = aiVector3D(ai_real(v.x), ai_real(v.y), ai_real(v.z));
    }
    out->mNumFaces = unsigned(mesh.triangleCount());
    out->mFaces = new aiFace[mesh.triangleCount()];
    for (size_t t = 0; t < mesh.triangleCount(); ++t) {
        out->mFaces[t].mNumIndices = 3;
        out->mFaces[t].mIndices = new unsigned[3] {
            mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2]};
    }
    Assimp::Exporter exporter;
    const aiExportDataBlob *blob = exporter.ExportToBlob(&scene, "stlb");
    if (!blob) {
        *error = tr("%1: Assimp could not write the mesh: %2")
                     .arg(path, QString::fromUtf8(exporter.GetErrorString()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(static_cast<const char *>(blob->data), qint64(blob->size))
            != qint64(blob->size)
        || !file.commit()) {
        *error = tr("%1: cannot write the mesh file: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace robostage
