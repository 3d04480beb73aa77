// The serial floor of the first-picture benchmark (issue 33, docs/PERFORMANCE.md "The first
// picture", run with bench/first-picture-run): what drawing SCENE's first picture cannot do
// without, done one file after another on one thread. It reads SCENE with RoboStage's model
// library only to learn which files the picture needs (not timed), then times reading every
// mesh file with Assimp (triangulated, smooth normals, joined vertices, as RoboStage imports
// them) and decoding every image the scene or those meshes' materials name with QImage.
//
// Usage: first_picture_floor SCENE [NAME:=VALUE]…  — prints "meshes N textures M seconds S"
// (NAME:=VALUE: the xacro arguments of a xacro scene).

#include "document.h"

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QSet>

#include <cstdio>

using namespace robostage;

namespace {

void collect(const Model &model, QStringList &meshes, QSet<QString> &images)
{
    const auto material = [&](const Material &m) {
        if (!m.textureResolved.isEmpty())
            images << m.textureResolved;
        if (m.pbr) {
            for (const QString &path : {m.pbr->albedoMapPath, m.pbr->normalMapPath,
                     m.pbr->roughnessMapPath, m.pbr->metalnessMapPath, m.pbr->emissiveMapPath}) {
                if (!path.isEmpty())
                    images << path;
            }
        }
    };
    for (const Link &link : model.links) {
        for (const Visual &visual : link.visuals) {
            if (visual.geometry.type == Geometry::Type::Mesh
                && !visual.geometry.resolvedPath.isEmpty()
                && !meshes.contains(visual.geometry.resolvedPath))
                meshes << visual.geometry.resolvedPath;
            material(visual.material);
        }
    }
    for (const Model &nested : model.models)
        collect(nested, meshes, images);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: first_picture_floor SCENE [NAME:=VALUE]...\n");
        return 2;
    }
    xacro::Arguments arguments;
    for (int i = 2; i < argc; ++i) {
        const QString argument = QString::fromLocal8Bit(argv[i]);
        const int at = int(argument.indexOf(QLatin1String(":=")));
        if (at > 0)
            arguments.insert(argument.left(at), argument.mid(at + 2));
    }
    const auto doc = Document::load(QString::fromLocal8Bit(argv[1]),
        ResourceResolver::fromEnvironment(), FileOverlay(), arguments);
    QStringList meshes;
    QSet<QString> images;
    for (const Model &model : doc->scene().world.models)
        collect(model, meshes, images);

    QElapsedTimer timer;
    timer.start();
    for (const QString &path : meshes) {
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(path.toStdString(),
            aiProcess_Triangulate | aiProcess_GenSmoothNormals | aiProcess_JoinIdenticalVertices);
        if (!scene)
            continue;
        // The images the mesh's materials name, beside the mesh file.
        for (unsigned m = 0; m < scene->mNumMaterials; ++m) {
            for (aiTextureType type : {aiTextureType_DIFFUSE, aiTextureType_BASE_COLOR}) {
                aiString file;
                if (scene->mMaterials[m]->GetTexture(type, 0, &file) == AI_SUCCESS
                    && file.C_Str()[0] != '*') {
                    const QString image = QDir(QFileInfo(path).absolutePath())
                                              .filePath(QString::fromUtf8(file.C_Str()));
                    if (QFileInfo::exists(image))
                        images << QDir::cleanPath(image);
                }
            }
        }
    }
    for (const QString &path : images)
        QImage(path).isNull(); // decoded
    std::printf("meshes %lld textures %lld seconds %.3f\n", static_cast<long long>(meshes.size()),
        static_cast<long long>(images.size()), double(timer.nsecsElapsed()) / 1e9);
    return 0;
}
