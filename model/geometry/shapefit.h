#pragma once

// Generated collision shapes (issue 19): the oriented bounding box, bounding cylinder, sphere,
// capsule or convex hull of a link's visual geometry, in the link frame, with the fit figures
// it would have as the link's only collision.

#include "collisionfit.h"
#include "scene.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace robostage {

class Document;
struct Link;

enum class FitKind { Box, Cylinder, Sphere, Capsule, Hull };

/// `box`, `cylinder`, `sphere`, `capsule` or `hull`.
QString fitKindName(FitKind kind);
/// The FitKind named `name` (fitKindName()); false for any other text.
bool parseFitKind(const QString &name, FitKind &kind);

/// The cap on a generated hull's vertices: PhysX's limit for a convex mesh (255), which Isaac
/// Sim and Unity import with; Bullet, ODE, DART and Drake take any count.
constexpr int kHullVertexCap = 255;

/// A generated collision shape of a link, in the link frame L.
struct FittedShape
{
    FitKind kind = FitKind::Box;
    /// Box (size), Cylinder and Capsule (radius, length), Sphere (radius) in metres, in the
    /// shape frame S (SDFormat geometry.sdf placement); a hull is Type::Mesh with `inlineMesh`
    /// holding its triangles in L (X_LS is then the identity) and no `uri` until it is written.
    Geometry geometry;
    Pose X_LS;
    /// X_LS as written: x, y, z (metres) and roll, pitch, yaw (radians), rounded.
    std::array<double, 6> xyzRpy {};
    double volume = 0; ///< m³
    int hullVertices = 0; ///< hull: its vertex count (at most kHullVertexCap)
    int hullFullVertices = 0; ///< hull: the uncapped hull's vertex count
    /// The link's visuals against this shape alone (collisionfit.h figures).
    LinkFit fit;
};

/// Fits a `kind` shape around every vertex of `link`'s visuals (their surfaces in L as
/// shapeSurface() makes them: meshes with `<scale>`, primitives tessellated). Box: the
/// smallest box over the link's axes, the visuals' principal axes and the faces of their
/// convex hull (boundingshapes.h boundingBox()); cylinder and capsule: the smallest over the
/// link's axes, the principal axes and the 16 largest hull faces' normals; sphere: the smallest
/// enclosing ball; hull: Qhull's hull, capped at kHullVertexCap vertices (the points Qhull
/// adds first, the farthest out, so the capped hull lies inside the full one). Positions and
/// sizes are rounded to the micrometre, angles to the microradian, so that the file gets
/// short numbers. `visuals`: the names of the link's visuals to fit (the issue's "selected
/// visuals"; the fit figures then measure those); empty: all of them. Nothing, with `error`,
/// when a named visual is not the link's, the link has no visual with a surface or the visuals
/// lie in one plane (no volume). Visuals left out are named in `fit.skipped`.
std::optional<FittedShape> fitCollisionShape(const Document &doc, const Link &link, FitKind kind,
    QString *error, const FitOptions &options = {}, const QStringList &visuals = {});

} // namespace robostage
