#pragma once

// How opaque Gazebo draws each material of a COLLADA file (issue 30).

#include <QHash>
#include <QString>

namespace robostage {

/// The opacity (1 opaque … 0 invisible) gz-common's COLLADA loader gives the materials of the
/// `.dae` file at `path`, keyed by each `<material>`'s `id` and by its `name`. Assimp 5.2 reads
/// `<transparency>0</transparency>` beside a `<transparent>` colour without an `opaque`
/// attribute, which many exporters write (MeshLab, Blender 2.4; gazebo_models' coke_can,
/// cordless_drill, kinect), as opacity 0; Gazebo draws it opaque. gz-common
/// (graphics/src/ColladaLoader.cc, LoadMaterial/LoadTransparent), with t = `<transparency>`
/// (1 when absent) and L the luminance 0.212671 R + 0.715160 G + 0.072169 B of the
/// `<transparent>` colour, A its alpha:
/// - no `<transparent>`, no `opaque` attribute, or a texture in `<transparent>`: opaque (1);
/// - `A_ONE`: A·t; `A_ZERO`: 1 − A·t; `RGB_ONE`: L·t; `RGB_ZERO`: 1 − L·t; clamped to [0, 1].
/// (COLLADA 1.4.1 specification, "Determining Transparency".) Materials whose effect cannot be
/// found are left out; an unreadable file gives an empty hash.
QHash<QString, double> colladaOpacities(const QString &path);

} // namespace robostage
