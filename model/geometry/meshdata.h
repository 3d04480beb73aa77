#pragma once

// CPU-side triangle meshes read from mesh files (no Qt3D here), shared read-only between every
// visual that uses the same file. See MeshCache for loading and sharing, meshgeometry.h for the
// GPU side.

#include "scene.h"

#include <QCoreApplication>
#include <QImage>
#include <QMatrix4x4>
#include <QString>
#include <QVector3D>

#include <cstdint>
#include <optional>
#include <vector>

namespace robostage {

/// Axis-aligned box in the mesh frame, metres. Empty (`valid() == false`) until a point is added.
struct MeshBounds
{
    QVector3D min {1e30f, 1e30f, 1e30f};
    QVector3D max {-1e30f, -1e30f, -1e30f};

    bool valid() const { return min.x() <= max.x(); }
    QVector3D center() const { return (min + max) * 0.5f; }
    QVector3D size() const { return valid() ? max - min : QVector3D(); }
    void add(const QVector3D &p);
    void add(const MeshBounds &b);
};

/// The appearance a mesh file gives one of its parts (COLLADA `<effect>`, OBJ `.mtl`, glTF
/// material, ...). Used only when the description sets no `<material>` of its own. Colours are
/// RGBA in [0, 1] as the file writes them; unset ones are std::nullopt.
struct MeshMaterial
{
    QString name;
    std::optional<Color> diffuse, ambient, specular, emissive;
    double shininess = 0; ///< Phong exponent, 0 when the file gives none.
    double opacity = 1; ///< 1 opaque … 0 invisible.
    bool twoSided = false;
    /// Local file of the diffuse (or glTF base colour) texture, absolute; resolved relative to
    /// the mesh file's folder. Empty when there is none, it is embedded, or it does not exist
    /// (then `missingTexture` holds the path as written, for a diagnostic).
    QString diffuseTexture;
    QString missingTexture;
    QImage embeddedTexture; ///< Texture stored inside the file (GLB, glTF data URI, FBX).
    /// glTF / PBR metal-roughness values where the file gives them.
    std::optional<Color> baseColor;
    std::optional<double> metallic, roughness;
};

/// One part of a mesh file: one Assimp mesh (one material) instanced by one node, with the
/// node's transform baked into the vertices. Triangles only; points and lines are dropped.
///
/// Frame: the mesh frame of SDFormat `mesh_shape` / URDF `<mesh>`, Z up, metres, before the
/// description's `<scale>`. Arrays are tightly packed: positions and normals xyz (3 floats per
/// vertex), texCoords uv (2 per vertex, OpenGL convention: v = 0 at the image bottom, empty
/// when the file has none), indices 3 per triangle.
struct MeshPart
{
    /// The node's name: what SDF `<submesh><name>` selects (gz-sim's mesh_with_submeshes model
    /// selects `node_0`, a COLLADA `<node name>`).
    QString name;
    QString meshName; ///< the Assimp mesh name (COLLADA geometry), also accepted for selection
    std::vector<float> positions;
    std::vector<float> normals;
    std::vector<float> texCoords;
    std::vector<std::uint32_t> indices;
    int material = -1; ///< index into MeshData::materials, -1 for none
    MeshBounds bounds;

    int vertexCount() const { return int(positions.size() / 3); }
    int triangleCount() const { return int(indices.size() / 3); }
};

/// The parts of a description's mesh that one visual shows, and where: SDFormat 1.5+
/// `mesh_shape.sdf` `<submesh><name>` (empty: the whole file) and `<center>`.
struct MeshSelection
{
    std::vector<int> parts; ///< indices into MeshData::parts; empty when nothing matched
    /// Translation to apply to the selected vertices before the description's `<scale>`:
    /// minus the selection's bounding-box centre when `<center>` is true, else zero. Metres.
    QVector3D offset;
    MeshBounds bounds; ///< of the selected parts, before offset and scale
};

/// The largest mesh file MeshData::read() hands to Assimp, in bytes (256 MiB). Assimp holds a
/// whole file in memory several times over while it imports, so a bigger file is refused before
/// it is opened: a binary STL of 10^7 triangles is 477 MiB. The corpus's largest mesh is 3.4 MB.
inline constexpr qint64 kMaxMeshFileBytes = qint64(256) << 20;

/// The most triangles MeshData::read() imports from one mesh file (5 million). Counted after
/// Assimp has parsed the file and before its post-processing (vertex joining, normals), which
/// would take minutes and gigabytes for more; a file with more is drawn as a placeholder and
/// reported. The corpus's largest mesh has about 70 000 triangles.
inline constexpr qint64 kMaxMeshTriangles = 5'000'000;

/// How MeshData::read() treats what files say about their axes, and its limits.
struct MeshReadOptions
{
    /// COLLADA `<up_axis>`: false (default) takes the vertices as Z up whatever the file says,
    /// as Gazebo classic (its loader does not parse `<up_axis>`, issue 1305) and RViz (it drops
    /// Assimp's root transform) do; many robot
    /// meshes declare Y_UP but hold Z-up data (all PR2 meshes: their STL twins match only
    /// this way). true rotates Y_UP (and X_UP) files to Z up, as the COLLADA spec says.
    /// `<unit meter>` is applied either way.
    bool honourColladaUpAxis = false;
    /// Files larger than this many bytes are refused unread (tests lower it).
    qint64 maxFileBytes = kMaxMeshFileBytes;
    /// Files with more triangles than this (over all their meshes) are refused after parsing.
    qint64 maxTriangles = kMaxMeshTriangles;
};

/// A whole mesh file read into memory, or the reason it could not be read.
class MeshData
{
    Q_DECLARE_TR_FUNCTIONS(robostage::MeshData)

public:
    QString path; ///< the local file that was read
    /// Empty on success; else a message for the user naming the file and the cause (no such
    /// file, empty, corrupt or unsupported with Assimp's reason, no triangles).
    QString error;
    std::vector<MeshPart> parts;
    std::vector<MeshMaterial> materials;
    MeshBounds bounds; ///< of all parts, mesh frame, metres
    /// Texture files the materials name that do not exist (for a diagnostic; not an error).
    QStringList missingTextures;

    bool ok() const { return error.isEmpty(); }
    int vertexCount() const;
    int triangleCount() const;

    /// Reads `path` (a local file, not a URI) with Assimp: COLLADA, STL (ASCII and binary),
    /// Wavefront OBJ + MTL, glTF 2.0 / GLB, FBX, PLY and every other format Assimp knows.
    /// Units and axes are brought to the description's convention, Z up and metres:
    /// - COLLADA: `<unit meter>` is applied; `<up_axis>` as `options` says (see there);
    /// - glTF/GLB (Y up by the glTF spec) is turned to Z up, as Gazebo and Drake do;
    /// - FBX follows the file's UpAxis setting;
    /// - STL, OBJ, PLY and the rest are taken as written (Z up, metres: ROS REP 103).
    /// Files over `options.maxFileBytes` or with more than `options.maxTriangles` triangles are
    /// refused with an error that names the limit and what to do (decimate the mesh).
    /// Never throws, also when memory runs out (std::bad_alloc, from a worker thread of the
    /// mesh cache too: issue 29); failures give a MeshData whose `error` says why.
    /// Thread-safe: every thread uses its own Assimp importer.
    static MeshData read(const QString &path, const MeshReadOptions &options = {});

    /// One part holding `mesh` (a mesh written in the description, e.g. a SimRobot
    /// ComplexAppearance; geometry frame, metres), without a material. Faces without normals
    /// get flat ones: each triangle its own three vertices with the face normal. `path` is
    /// empty; `error` says so when the mesh has no triangles.
    static MeshData fromInline(const InlineMesh &mesh);

    /// Selects the parts named `submesh` (node name, else mesh name; empty: all parts) and
    /// computes the `<center>` offset, as SDFormat `mesh_shape` `<submesh>` describes.
    MeshSelection select(const QString &submesh = QString(), bool center = false) const;

private:
    /// read() without its out-of-memory guard.
    static MeshData readUnguarded(const QString &path, const MeshReadOptions &options);
};

/// Transform from the mesh frame to the visual/collision geometry frame for `selection` and the
/// description's `<scale>` (SDF `mesh_shape` scale, URDF `<mesh scale>`): S · T(offset).
QMatrix4x4 meshTransform(const MeshSelection &selection, const Vec3 &scale);

} // namespace robostage
