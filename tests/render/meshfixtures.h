#pragma once

// Mesh files the mesh tests (tst_meshcache, tst_meshgeometry) read, and a tolerance compare.

#include <QString>
#include <QVector3D>

namespace robostage::test {

inline const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/");
/// The demo world's meshes (resources/worlds/meshes): OBJ + MTL, glTF + .bin, textures.
inline const QString kDemo
    = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/meshes/");
/// gz-sim's COLLADA file with two named nodes (`<submesh>` selection).
inline const QString kSubmeshes = kCorpus
    + "gazebosim__gz-sim/test/worlds/models/mesh_with_submeshes/meshes/mesh_with_submeshes.dae";

/// Whether `a` and `b` are at most `tolerance` apart (metres).
inline bool fuzzyEqual(const QVector3D &a, const QVector3D &b, float tolerance)
{
    return (a - b).length() <= tolerance;
}

} // namespace robostage::test
