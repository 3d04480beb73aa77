#pragma once

#include "scene.h"

#include <QColor>
#include <QString>

#include <optional>

namespace robostage {

/// The colours one drawn instance is shaded with: linear RGB in [0, 1], `diffuse.a` the
/// opacity after `<transparency>`. `shininess` is the Blinn-Phong exponent.
struct ShadingColors
{
    Color diffuse {0.7f, 0.7f, 0.7f, 1};
    Color ambient {0.7f, 0.7f, 0.7f, 1};
    Color specular {0.1f, 0.1f, 0.1f, 1};
    Color emissive {0, 0, 0, 1};
    float shininess = 20;
    /// Whether it is drawn into the shadow map (SDFormat visual.sdf `<cast_shadows>`; false
    /// for helpers and overlays). Only opaque instances cast: translucent ones never do.
    bool castsShadow = true;

    bool isTranslucent() const { return diffuse.a < 0.999f; }
};

/// The colour of a common Gazebo material script (`Gazebo/Red`, `Gazebo/Grey`, `Gazebo/Wood`,
/// `Gazebo/GreyTransparent` … as gazebo.material defines them; textured ones by their average
/// colour). Case-insensitive; `Gazebo/Gray` is `Gazebo/Grey`. std::nullopt for unknown names.
std::optional<ShadingColors> gazeboScriptColors(const QString &name);

/// Resolves a visual's material (SDFormat `material` description: ambient, diffuse, specular,
/// emissive, shininess, `<script><name>`; URDF `<color rgba>`) and its `<transparency>` (0
/// opaque … 1 invisible) into shading colours. Explicit colours win over the script's; a
/// material without any colour is light grey.
ShadingColors resolveShading(const Material &material, double transparency);

/// Whether `material` gives a visual a colour of its own (diffuse, ambient or a known Gazebo
/// script); when it does not, a mesh is drawn in its file's colour.
bool materialSetsColor(const Material &material);

/// `shading` with white diffuse and ambient colour (opacity kept): for surfaces whose colour is
/// a texture (a description texture without a colour of its own, baked heightmap layers).
ShadingColors untinted(const ShadingColors &shading);

/// Shading of collision shapes in the collision view: translucent orange, unlit-ish.
ShadingColors collisionShading();

/// Shading of a mesh whose geometry is not loaded yet (the placeholder box): magenta.
ShadingColors meshPlaceholderShading(const ShadingColors &resolved);

/// Colour conversions between QColor (sRGB-agnostic 8-bit) and the model's float colours.
Color toColor(const QColor &color);
QColor toQColor(const Color &color);

} // namespace robostage
