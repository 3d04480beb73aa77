#pragma once

#include "scene.h"
#include "unitshapes.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace robostage {

/// Most points an outline may have (after removing repeats); longer ones are refused, which
/// bounds the quadratic checks and the ear clipping.
constexpr int kMaxPolylinePoints = 4096;

/// A triangulated polygon: its points (the outline's and the holes', metres) and triangles as
/// index triples into them, counter-clockwise (seen from +z).
struct PolygonTriangulation
{
    std::vector<QPointF> points;
    std::vector<std::array<int, 3>> triangles;
};

/// Ear-clipping triangulation of the simple polygon `outline` (either orientation, concave
/// allowed) minus the simple polygons `holes`, which must lie inside it and not overlap each
/// other; each hole is joined to the outline by a bridge edge first. std::nullopt, with `error`
/// set, when no triangulation is found (the bounded clipping loop gives up, e.g. on
/// self-intersecting input). Coordinates in metres; no validation of the input beyond that.
std::optional<PolygonTriangulation> triangulatePolygon(const std::vector<QPointF> &outline,
    const std::vector<std::vector<QPointF>> &holes = {}, QString *error = nullptr);

/// The solid of an SDFormat `<polyline>` geometry (polyline_shape.sdf): each `<polyline>`'s
/// outline extruded from z = 0 to z = `<height>` in the geometry frame (metres), as side walls
/// and top and bottom caps, CCW outward. Like gz-common's MeshManager::CreateExtrudedPolyline,
/// an outline that lies inside another is a hole in it (nesting alternates solid and hole);
/// unlike gz-sim, which extrudes everything to the first polyline's height, each solid keeps
/// its own `<height>` (its holes go through it). Repeated points and a closing point equal to
/// the first are dropped. Outlines with fewer than 3 distinct points, zero area, crossing
/// edges, or crossing another outline are left out with a line in `messages`; std::nullopt
/// when nothing is left.
std::optional<InstanceMesh> makePolylineMesh(
    const Geometry &geometry, QStringList *messages = nullptr);

} // namespace robostage
