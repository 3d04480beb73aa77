#include "meshdata.h"

#include "colladaopacity.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/material.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>
#include <meshoptimizer.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <new>

namespace robostage {

void MeshBounds::add(const QVector3D &p)
{
    min = QVector3D(std::min(min.x(), p.x()), std::min(min.y(), p.y()), std::min(min.z(), p.z()));
    max = QVector3D(std::max(max.x(), p.x()), std::max(max.y(), p.y()), std::max(max.z(), p.z()));
}

void MeshBounds::add(const MeshBounds &b)
{
    if (b.valid()) {
        add(b.min);
        add(b.max);
    }
}

MeshData MeshData::fromInline(const InlineMesh &mesh)
{
    MeshData data;
    MeshPart part;
    const bool smooth = !mesh.normals.empty();
    const bool uv = !mesh.texCoords.empty();
    if (smooth) {
        part.positions = mesh.positions;
        part.normals = mesh.normals;
        part.texCoords = mesh.texCoords;
        part.indices = mesh.indices;
    } else {
        // Flat shading: one vertex per triangle corner, carrying the face normal.
        part.positions.reserve(mesh.indices.size() * 3);
        part.normals.reserve(mesh.indices.size() * 3);
        for (size_t t = 0; t + 2 < mesh.indices.size(); t += 3) {
            QVector3D p[3];
            for (int k = 0; k < 3; ++k) {
                const size_t i = mesh.indices[t + size_t(k)];
                p[k]
                    = {mesh.positions[3 * i], mesh.positions[3 * i + 1], mesh.positions[3 * i + 2]};
            }
            const QVector3D n = QVector3D::normal(p[0], p[1], p[2]);
            for (int k = 0; k < 3; ++k) {
                const size_t i = mesh.indices[t + size_t(k)];
                part.positions.insert(part.positions.end(), {p[k].x(), p[k].y(), p[k].z()});
                part.normals.insert(part.normals.end(), {n.x(), n.y(), n.z()});
                if (uv)
                    part.texCoords.insert(
                        part.texCoords.end(), {mesh.texCoords[2 * i], mesh.texCoords[2 * i + 1]});
                part.indices.push_back(std::uint32_t(t + size_t(k)));
            }
        }
    }
    for (size_t i = 0; i + 2 < part.positions.size(); i += 3)
        part.bounds.add({part.positions[i], part.positions[i + 1], part.positions[i + 2]});
    data.bounds = part.bounds;
    if (part.indices.empty())
        data.error = tr("the mesh has no triangles");
    else
        data.parts.push_back(std::move(part));
    return data;
}

int MeshData::vertexCount() const
{
    int n = 0;
    for (const MeshPart &part : parts)
        n += part.vertexCount();
    return n;
}

int MeshData::triangleCount() const
{
    int n = 0;
    for (const MeshPart &part : parts)
        n += part.triangleCount();
    return n;
}

namespace {

// Post-processing, chosen for a viewer that keeps the file's part structure:
// - Triangulate: Qt3D draws triangles; polygons (OBJ quads, COLLADA <polylist>) are split.
// - SortByPType + AI_CONFIG_PP_SBP_REMOVE: points and lines go to their own meshes and are
//   dropped, so every part is a pure triangle list.
// - GenSmoothNormals (only where the file has no normals; limited to 60° so hard edges stay
//   hard): lighting needs normals, STL and many OBJ files carry none or only facet normals.
// Not Assimp's JoinIdenticalVertices: joinIdenticalVertices() below gives the same indexed
// geometry (a third of the vertices of a triangle soup) with meshoptimizer's hashed vertex remap,
// 6× (COLLADA) to 37× (STL) faster over the corpus's meshes (issue 33).
// - ValidateDataStructure: rejects corrupt files with a reason instead of crashing later.
// Not used: PreTransformVertices (it would merge the nodes that `<submesh>` selects by name),
// FlipUVs (Qt3D's texture images are mirrored to the OpenGL convention Assimp already uses),
// MakeLeftHanded (Qt3D is right-handed like SDFormat).
constexpr unsigned kImportFlags = aiProcess_Triangulate | aiProcess_SortByPType
    | aiProcess_GenSmoothNormals | aiProcess_ValidateDataStructure;

Assimp::Importer &threadImporter()
{
    // Assimp::Importer is not thread-safe; one per thread, reused between files.
    thread_local Assimp::Importer importer;
    thread_local bool configured = false;
    if (!configured) {
        importer.SetPropertyInteger(
            AI_CONFIG_PP_SBP_REMOVE, aiPrimitiveType_POINT | aiPrimitiveType_LINE);
        importer.SetPropertyFloat(AI_CONFIG_PP_GSN_MAX_SMOOTHING_ANGLE, 60.f);
        importer.SetPropertyBool(AI_CONFIG_FBX_CONVERT_TO_M, true);
        configured = true;
    }
    return importer;
}

// Rotation about x by +90°: Y up -> Z up (y -> z, z -> -y).
aiMatrix4x4 yUpToZUp()
{
    return aiMatrix4x4(1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1);
}

// Rotation about y by -90°: X up -> Z up (x -> z, z -> -x).
aiMatrix4x4 xUpToZUp()
{
    return aiMatrix4x4(0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1);
}

// The rotation that brings what Assimp returned to Z up. Assimp's COLLADA importer applies
// <unit meter>; unless told to ignore it, it also turns every <up_axis> into Y up (checked with
// Assimp 5.2.5 on Z_UP and Y_UP corpus files). glTF is Y up by its spec; FBX records its up axis
// in the scene metadata.
aiMatrix4x4 toZUp(const aiScene *scene, const QString &suffix, const MeshReadOptions &options)
{
    if (suffix == QLatin1String("dae"))
        return options.honourColladaUpAxis ? yUpToZUp() : aiMatrix4x4();
    if (suffix == QLatin1String("gltf") || suffix == QLatin1String("glb"))
        return yUpToZUp();
    if (suffix == QLatin1String("fbx") && scene->mMetaData) {
        int32_t up = 1;
        int32_t sign = 1;
        scene->mMetaData->Get("UpAxis", up);
        scene->mMetaData->Get("UpAxisSign", sign);
        aiMatrix4x4 m;
        if (up == 1)
            m = yUpToZUp();
        else if (up == 0)
            m = xUpToZUp();
        if (sign < 0) {
            aiMatrix4x4 flip;
            aiMatrix4x4::RotationX(ai_real(AI_MATH_PI), flip);
            m = flip * m;
        }
        return m;
    }
    return aiMatrix4x4();
}

std::optional<Color> materialColor(
    const aiMaterial *m, const char *key, unsigned type, unsigned index)
{
    aiColor4D c;
    if (m->Get(key, type, index, c) != AI_SUCCESS)
        return std::nullopt;
    return Color {c.r, c.g, c.b, c.a};
}

// Texture references are relative to the mesh file; COLLADA writes URIs (file://, %20), some
// exporters write Windows separators or absolute paths of the author's machine. Falls back to
// the bare file name next to the mesh, as Gazebo does.
QString resolveTexture(const QString &written, const QDir &dir)
{
    QString path = written.trimmed();
    path.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (path.startsWith(QLatin1String("file:")))
        path = QUrl(path).toLocalFile();
    const QStringList candidates {path, QUrl::fromPercentEncoding(path.toUtf8())};
    for (const QString &c : candidates) {
        const QString p = QDir::cleanPath(dir.absoluteFilePath(c));
        if (QFileInfo(p).isFile())
            return p;
    }
    const QString name = dir.absoluteFilePath(QFileInfo(path).fileName());
    return QFileInfo(name).isFile() ? QDir::cleanPath(name) : QString();
}

QImage embeddedImage(const aiTexture *t)
{
    if (t->mHeight == 0) // compressed (PNG, JPEG, ...), mWidth bytes
        return QImage::fromData(reinterpret_cast<const uchar *>(t->pcData), int(t->mWidth));
    QImage image(int(t->mWidth), int(t->mHeight), QImage::Format_RGBA8888);
    for (unsigned y = 0; y < t->mHeight; ++y) {
        uchar *line = image.scanLine(int(y));
        for (unsigned x = 0; x < t->mWidth; ++x) {
            const aiTexel &s = t->pcData[y * t->mWidth + x];
            line[4 * x] = s.r;
            line[4 * x + 1] = s.g;
            line[4 * x + 2] = s.b;
            line[4 * x + 3] = s.a;
        }
    }
    return image;
}

MeshMaterial readMaterial(const aiScene *scene, const aiMaterial *m, const QDir &dir)
{
    MeshMaterial out;
    aiString name;
    if (m->Get(AI_MATKEY_NAME, name) == AI_SUCCESS)
        out.name = QString::fromUtf8(name.C_Str());
    out.diffuse = materialColor(m, AI_MATKEY_COLOR_DIFFUSE);
    out.ambient = materialColor(m, AI_MATKEY_COLOR_AMBIENT);
    out.specular = materialColor(m, AI_MATKEY_COLOR_SPECULAR);
    out.emissive = materialColor(m, AI_MATKEY_COLOR_EMISSIVE);
    out.baseColor = materialColor(m, AI_MATKEY_BASE_COLOR);
    float value = 0;
    if (m->Get(AI_MATKEY_SHININESS, value) == AI_SUCCESS)
        out.shininess = value;
    if (m->Get(AI_MATKEY_OPACITY, value) == AI_SUCCESS)
        out.opacity = value;
    if (m->Get(AI_MATKEY_METALLIC_FACTOR, value) == AI_SUCCESS)
        out.metallic = value;
    if (m->Get(AI_MATKEY_ROUGHNESS_FACTOR, value) == AI_SUCCESS)
        out.roughness = value;
    int twoSided = 0;
    if (m->Get(AI_MATKEY_TWOSIDED, twoSided) == AI_SUCCESS)
        out.twoSided = twoSided != 0;

    aiString texture;
    if (m->GetTexture(aiTextureType_DIFFUSE, 0, &texture) != AI_SUCCESS
        && m->GetTexture(aiTextureType_BASE_COLOR, 0, &texture) != AI_SUCCESS)
        return out;
    if (const aiTexture *embedded = scene->GetEmbeddedTexture(texture.C_Str())) {
        out.embeddedTexture = embeddedImage(embedded);
        return out;
    }
    const QString written = QString::fromUtf8(texture.C_Str());
    out.diffuseTexture = resolveTexture(written, dir);
    if (out.diffuseTexture.isEmpty())
        out.missingTexture = written;
    return out;
}

/// Joins the vertices of `part` whose position, normal and texture coordinate have the same
/// bits into one, and renumbers its indices; the triangles stay as they are, in their order.
void joinIdenticalVertices(MeshPart &part)
{
    const size_t n = part.positions.size() / 3;
    if (n == 0 || part.indices.empty())
        return;
    std::vector<meshopt_Stream> streams {
        {part.positions.data(), 3 * sizeof(float), 3 * sizeof(float)},
        {part.normals.data(), 3 * sizeof(float), 3 * sizeof(float)}};
    if (part.texCoords.size() == 2 * n)
        streams.push_back({part.texCoords.data(), 2 * sizeof(float), 2 * sizeof(float)});
    std::vector<unsigned> remap(n);
    const size_t unique = meshopt_generateVertexRemapMulti(
        remap.data(), part.indices.data(), part.indices.size(), n, streams.data(), streams.size());
    const auto remapped = [&](std::vector<float> &values, size_t width) {
        std::vector<float> out(unique * width);
        meshopt_remapVertexBuffer(
            out.data(), values.data(), n, width * sizeof(float), remap.data());
        values.swap(out);
    };
    remapped(part.positions, 3);
    remapped(part.normals, 3);
    if (part.texCoords.size() == 2 * n)
        remapped(part.texCoords, 2);
    meshopt_remapIndexBuffer(
        part.indices.data(), part.indices.data(), part.indices.size(), remap.data());
}

MeshPart readPart(const aiMesh *mesh, const aiMatrix4x4 &X_MN, const QString &nodeName)
{
    MeshPart part;
    part.name = nodeName;
    part.meshName = QString::fromUtf8(mesh->mName.C_Str());
    part.material = int(mesh->mMaterialIndex);
    const aiMatrix3x3 R_normal = aiMatrix3x3(X_MN).Inverse().Transpose();
    const unsigned n = mesh->mNumVertices;
    part.positions.reserve(3 * n);
    part.normals.reserve(3 * n);
    for (unsigned i = 0; i < n; ++i) {
        const aiVector3D p = X_MN * mesh->mVertices[i];
        part.positions.insert(part.positions.end(), {p.x, p.y, p.z});
        part.bounds.add(QVector3D(p.x, p.y, p.z));
        aiVector3D normal = mesh->mNormals ? R_normal * mesh->mNormals[i] : aiVector3D(0, 0, 1);
        normal.NormalizeSafe();
        part.normals.insert(part.normals.end(), {normal.x, normal.y, normal.z});
    }
    if (mesh->HasTextureCoords(0)) {
        part.texCoords.reserve(2 * n);
        for (unsigned i = 0; i < n; ++i)
            part.texCoords.insert(
                part.texCoords.end(), {mesh->mTextureCoords[0][i].x, mesh->mTextureCoords[0][i].y});
    }
    part.indices.reserve(3 * mesh->mNumFaces);
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        const aiFace &face = mesh->mFaces[f];
        if (face.mNumIndices == 3)
            part.indices.insert(
                part.indices.end(), {face.mIndices[0], face.mIndices[1], face.mIndices[2]});
    }
    joinIdenticalVertices(part);
    return part;
}

void readNode(const aiScene *scene, const aiNode *node, const aiMatrix4x4 &X_MP, MeshData &out)
{
    const aiMatrix4x4 X_MN = X_MP * node->mTransformation;
    const QString name = QString::fromUtf8(node->mName.C_Str());
    for (unsigned i = 0; i < node->mNumMeshes; ++i) {
        const aiMesh *mesh = scene->mMeshes[node->mMeshes[i]];
        if (!(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) || mesh->mNumFaces == 0)
            continue;
        MeshPart part = readPart(mesh, X_MN, name);
        if (part.indices.empty())
            continue;
        out.bounds.add(part.bounds);
        out.parts.push_back(std::move(part));
    }
    for (unsigned c = 0; c < node->mNumChildren; ++c)
        readNode(scene, node->mChildren[c], X_MN, out);
}

} // namespace

MeshData MeshData::read(const QString &path, const MeshReadOptions &options)
{
    try {
        return readUnguarded(path, options);
    } catch (const std::bad_alloc &) {
        MeshData data;
        data.path = path;
        data.error = tr("cannot read mesh '%1': out of memory").arg(path);
        return data;
    }
}

MeshData MeshData::readUnguarded(const QString &path, const MeshReadOptions &options)
{
    MeshData data;
    data.path = path;
    const auto fail = [&data, &path](const QString &reason) {
        data.error = tr("cannot read mesh '%1': %2").arg(path, reason);
        return data;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(tr("no such file"));
    if (!info.isFile())
        return fail(tr("not a file"));
    if (!info.isReadable())
        return fail(tr("permission denied"));
    if (info.size() == 0)
        return fail(tr("the file is empty"));

    const auto mebibytes = [](qint64 bytes) {
        return QString::number(double(bytes) / (1 << 20), 'f', 1);
    };
    if (info.size() > options.maxFileBytes) {
        return fail(tr("the file is %1 MiB, more than the %2 MiB RoboStage reads from one mesh "
                       "file. Use a simplified mesh for the visual (for example decimated with "
                       "MeshLab or Blender).")
                        .arg(mebibytes(info.size()), mebibytes(options.maxFileBytes)));
    }

    Assimp::Importer &importer = threadImporter();
    importer.SetPropertyBool(
        AI_CONFIG_IMPORT_COLLADA_IGNORE_UP_DIRECTION, !options.honourColladaUpAxis);
    // Parse and validate first, count, and only then post-process (the costly steps).
    const auto assimpError = [&importer, &fail] {
        const QString why = QString::fromUtf8(importer.GetErrorString()).trimmed();
        return fail(why.isEmpty() ? tr("unknown Assimp error") : why);
    };
    const aiScene *scene
        = importer.ReadFile(QFile::encodeName(path).toStdString(), aiProcess_ValidateDataStructure);
    if (!scene)
        return assimpError();
    qint64 triangles = 0;
    for (unsigned i = 0; i < scene->mNumMeshes; ++i)
        triangles += scene->mMeshes[i]->mNumFaces;
    if (triangles > options.maxTriangles) {
        importer.FreeScene();
        return fail(tr("it has %L1 faces, more than the %L2 triangles RoboStage draws from one "
                       "mesh file. Use a simplified mesh for the visual (for example decimated "
                       "with MeshLab or Blender).")
                        .arg(triangles)
                        .arg(options.maxTriangles));
    }
    scene = importer.ApplyPostProcessing(kImportFlags & ~unsigned(aiProcess_ValidateDataStructure));
    if (!scene)
        return assimpError();
    if ((scene->mFlags & AI_SCENE_FLAGS_INCOMPLETE) || !scene->mRootNode) {
        importer.FreeScene();
        return fail(tr("the file could be read only partially"));
    }

    const QDir dir = info.absoluteDir();
    for (unsigned i = 0; i < scene->mNumMaterials; ++i) {
        data.materials.push_back(readMaterial(scene, scene->mMaterials[i], dir));
        const QString &missing = data.materials.back().missingTexture;
        if (!missing.isEmpty() && !data.missingTextures.contains(missing))
            data.missingTextures.append(missing);
    }
    readNode(scene, scene->mRootNode, toZUp(scene, info.suffix().toLower(), options), data);
    importer.FreeScene();
    const auto seeThrough = [](const MeshMaterial &m) {
        return m.opacity < 1;
    };
    if (info.suffix().compare(QLatin1String("dae"), Qt::CaseInsensitive) == 0
        && std::any_of(data.materials.begin(), data.materials.end(), seeThrough)) {
        // Assimp reads <transparency> where Gazebo ignores it (colladaopacity.h, issue 30).
        const QHash<QString, double> gazebo = colladaOpacities(path);
        for (MeshMaterial &m : data.materials)
            m.opacity = gazebo.value(m.name, m.opacity);
    }
    if (data.parts.empty()) {
        data.materials.clear();
        return fail(tr("the file contains no triangles"));
    }
    return data;
}

MeshSelection MeshData::select(const QString &submesh, bool center) const
{
    MeshSelection selection;
    const auto pick = [&](auto matches) {
        for (int i = 0; i < int(parts.size()); ++i) {
            if (matches(parts[size_t(i)])) {
                selection.parts.push_back(i);
                selection.bounds.add(parts[size_t(i)].bounds);
            }
        }
    };
    if (submesh.isEmpty()) {
        pick([](const MeshPart &) { return true; });
    } else {
        pick([&submesh](const MeshPart &p) { return p.name == submesh; });
        if (selection.parts.empty())
            pick([&submesh](const MeshPart &p) { return p.meshName == submesh; });
    }
    if (center && selection.bounds.valid())
        selection.offset = -selection.bounds.center();
    return selection;
}

QMatrix4x4 meshTransform(const MeshSelection &selection, const Vec3 &scale)
{
    QMatrix4x4 m;
    m.scale(float(scale.x), float(scale.y), float(scale.z));
    m.translate(selection.offset);
    return m;
}

} // namespace robostage
