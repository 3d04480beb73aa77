#include "polylinemesh.h"

#include <QCoreApplication>
#include <QVector3D>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace robostage {

namespace {

/// The translation context of the polyline messages.
struct PolylineText
{
    Q_DECLARE_TR_FUNCTIONS(robostage::PolylineText)
};

using Ring = std::vector<QPointF>;

double cross(const QPointF &a, const QPointF &b, const QPointF &c)
{
    return (b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x());
}

double signedArea(const Ring &ring)
{
    double area = 0;
    for (size_t i = 0; i < ring.size(); ++i) {
        const QPointF &a = ring[i], &b = ring[(i + 1) % ring.size()];
        area += a.x() * b.y() - b.x() * a.y();
    }
    return area / 2;
}

bool samePoint(const QPointF &a, const QPointF &b)
{
    return std::abs(a.x() - b.x()) <= 1e-12 && std::abs(a.y() - b.y()) <= 1e-12;
}

bool onSegment(const QPointF &p, const QPointF &a, const QPointF &b, double eps)
{
    const double len = std::hypot(b.x() - a.x(), b.y() - a.y());
    if (std::abs(cross(a, b, p)) > eps * std::max(len, 1e-12))
        return false;
    return p.x() >= std::min(a.x(), b.x()) - eps && p.x() <= std::max(a.x(), b.x()) + eps
        && p.y() >= std::min(a.y(), b.y()) - eps && p.y() <= std::max(a.y(), b.y()) + eps;
}

/// Segments ab and cd share a point (touching included).
bool segmentsMeet(const QPointF &a, const QPointF &b, const QPointF &c, const QPointF &d)
{
    const double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
        return true;
    return onSegment(a, c, d, 1e-12) || onSegment(b, c, d, 1e-12) || onSegment(c, a, b, 1e-12)
        || onSegment(d, a, b, 1e-12);
}

/// Segments ab and cd cross at a point inside both (touching not included).
bool segmentsCross(const QPointF &a, const QPointF &b, const QPointF &c, const QPointF &d)
{
    const double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/// -1 outside, 0 on the boundary, 1 inside (crossing number; bridges count twice and cancel).
int pointInRing(const QPointF &p, const Ring &ring, double eps = 1e-9)
{
    bool inside = false;
    for (size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const QPointF &a = ring[i], &b = ring[j];
        if (onSegment(p, a, b, eps))
            return 0;
        if ((a.y() > p.y()) != (b.y() > p.y())
            && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x())
            inside = !inside;
    }
    return inside ? 1 : -1;
}

bool selfIntersects(const Ring &ring)
{
    const size_t n = ring.size();
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1)
                continue; // adjacent through the closing edge
            if (segmentsMeet(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n]))
                return true;
        }
    }
    return false;
}

bool ringsCross(const Ring &a, const Ring &b)
{
    for (size_t i = 0; i < a.size(); ++i) {
        for (size_t j = 0; j < b.size(); ++j) {
            if (segmentsCross(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()]))
                return true;
        }
    }
    return false;
}

/// `inner` lies inside `outer` (its points inside or on the boundary, and smaller).
bool ringInside(const Ring &inner, const Ring &outer)
{
    if (std::abs(signedArea(inner)) >= std::abs(signedArea(outer)))
        return false;
    return std::all_of(inner.begin(), inner.end(),
        [&outer](const QPointF &p) { return pointInRing(p, outer) >= 0; });
}

/// Joins `hole` (clockwise) into the polygon `merged` (indices into `points`) with a bridge
/// from its rightmost point to the nearest outline point that it sees.
bool bridgeHole(std::vector<int> &merged, const std::vector<int> &hole,
    const std::vector<std::vector<int>> &otherHoles, const std::vector<QPointF> &points)
{
    const auto edgesBlock
        = [&points](const std::vector<int> &ring, const QPointF &m, const QPointF &p) {
              for (size_t i = 0; i < ring.size(); ++i) {
                  const QPointF &a = points[size_t(ring[i])];
                  const QPointF &b = points[size_t(ring[(i + 1) % ring.size()])];
                  if (samePoint(a, m) || samePoint(b, m) || samePoint(a, p) || samePoint(b, p))
                      continue;
                  if (segmentsMeet(m, p, a, b))
                      return true;
              }
              return false;
          };
    size_t mi = 0;
    for (size_t i = 1; i < hole.size(); ++i) {
        if (points[size_t(hole[i])].x() > points[size_t(hole[mi])].x())
            mi = i;
    }
    const QPointF m = points[size_t(hole[mi])];
    Ring mergedRing;
    for (int index : merged)
        mergedRing.push_back(points[size_t(index)]);
    int best = -1;
    double bestDistance = 1e300;
    for (size_t k = 0; k < merged.size(); ++k) {
        const QPointF p = points[size_t(merged[k])];
        const double distance = std::hypot(p.x() - m.x(), p.y() - m.y());
        if (distance >= bestDistance || edgesBlock(merged, m, p) || edgesBlock(hole, m, p))
            continue;
        const QPointF mid = (m + p) / 2;
        if (distance > 0 && pointInRing(mid, mergedRing) < 0)
            continue;
        bool blocked = false;
        for (const std::vector<int> &other : otherHoles) {
            Ring ring;
            for (int index : other)
                ring.push_back(points[size_t(index)]);
            blocked = blocked || edgesBlock(other, m, p) || pointInRing(mid, ring) > 0;
        }
        if (!blocked) {
            best = int(k);
            bestDistance = distance;
        }
    }
    if (best < 0)
        return false;
    std::vector<int> spliced(merged.begin(), merged.begin() + best + 1);
    for (size_t i = 0; i <= hole.size(); ++i)
        spliced.push_back(hole[(mi + i) % hole.size()]);
    spliced.insert(spliced.end(), merged.begin() + best, merged.end());
    merged = std::move(spliced);
    return true;
}

} // namespace

std::optional<PolygonTriangulation> triangulatePolygon(const std::vector<QPointF> &outline,
    const std::vector<std::vector<QPointF>> &holes, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<PolygonTriangulation> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (outline.size() < 3)
        return fail(PolylineText::tr("an outline needs at least 3 points"));
    PolygonTriangulation result;
    std::vector<int> merged;
    const auto addRing = [&result](const Ring &ring, bool counterClockwise) {
        std::vector<int> indices;
        for (const QPointF &p : ring) {
            indices.push_back(int(result.points.size()));
            result.points.push_back(p);
        }
        if ((signedArea(ring) > 0) != counterClockwise)
            std::reverse(indices.begin(), indices.end());
        return indices;
    };
    merged = addRing(outline, true);
    std::vector<std::vector<int>> holeRings;
    for (const Ring &hole : holes) {
        if (hole.size() >= 3)
            holeRings.push_back(addRing(hole, false));
    }
    // Rightmost holes first, so that later bridges can reach past earlier ones.
    const auto maxX = [&result](const std::vector<int> &ring) {
        double x = -1e300;
        for (int index : ring)
            x = std::max(x, result.points[size_t(index)].x());
        return x;
    };
    std::sort(holeRings.begin(), holeRings.end(),
        [&maxX](const auto &a, const auto &b) { return maxX(a) > maxX(b); });
    for (size_t h = 0; h < holeRings.size(); ++h) {
        const std::vector<std::vector<int>> rest(holeRings.begin() + long(h) + 1, holeRings.end());
        if (!bridgeHole(merged, holeRings[h], rest, result.points))
            return fail(PolylineText::tr("hole %1 could not be joined to its outline").arg(h + 1));
    }

    // Ear clipping with a bounded number of steps: each step either clips an ear, drops a
    // collinear point, or counts a failure; a full round of failures ends it.
    const std::vector<QPointF> &pts = result.points;
    std::vector<int> v = merged;
    size_t i = 0, failures = 0;
    const size_t maxSteps = v.size() * v.size() + 16;
    for (size_t step = 0; v.size() > 3 && step < maxSteps; ++step) {
        const size_t n = v.size();
        i %= n;
        const int a = v[(i + n - 1) % n], b = v[i], c = v[(i + 1) % n];
        const QPointF &pa = pts[size_t(a)], &pb = pts[size_t(b)], &pc = pts[size_t(c)];
        const double turn = cross(pa, pb, pc);
        bool ear = turn > 0;
        for (size_t j = 0; ear && j < n; ++j) {
            const QPointF &q = pts[size_t(v[j])];
            if (samePoint(q, pa) || samePoint(q, pb) || samePoint(q, pc))
                continue;
            ear = !(cross(pa, pb, q) >= 0 && cross(pb, pc, q) >= 0 && cross(pc, pa, q) >= 0);
        }
        if (ear) {
            result.triangles.push_back({a, b, c});
            v.erase(v.begin() + long(i));
            failures = 0;
        } else if (failures >= n) {
            // No ear in a full round: drop a degenerate (collinear or doubled-back) point.
            size_t worst = n;
            for (size_t j = 0; j < n && worst == n; ++j) {
                if (std::abs(cross(pts[size_t(v[(j + n - 1) % n])], pts[size_t(v[j])],
                        pts[size_t(v[(j + 1) % n])]))
                    <= 1e-12)
                    worst = j;
            }
            if (worst == n)
                return fail(PolylineText::tr("the outline cannot be triangulated (does it cross "
                                             "itself?)"));
            v.erase(v.begin() + long(worst));
            failures = 0;
        } else {
            ++i;
            ++failures;
        }
    }
    if (v.size() > 3)
        return fail(PolylineText::tr("triangulation did not finish"));
    if (cross(pts[size_t(v[0])], pts[size_t(v[1])], pts[size_t(v[2])]) > 0)
        result.triangles.push_back({v[0], v[1], v[2]});
    return result;
}

std::optional<InstanceMesh> makePolylineMesh(const Geometry &g, QStringList *messages)
{
    const auto note = [messages](const QString &message) {
        if (messages)
            messages->append(QStringLiteral("polyline: ") + message);
    };
    // Clean outlines: repeats and the closing point dropped, then checked.
    std::vector<Ring> rings;
    std::vector<double> heights;
    for (size_t k = 0; k < g.polylines.size(); ++k) {
        Ring ring;
        for (const auto &p : g.polylines[k].points) {
            const QPointF q(p[0], p[1]);
            if (std::isfinite(q.x()) && std::isfinite(q.y())
                && (ring.empty() || !samePoint(ring.back(), q)))
                ring.push_back(q);
        }
        while (ring.size() > 1 && samePoint(ring.front(), ring.back()))
            ring.pop_back();
        const int which = int(k) + 1;
        if (ring.size() < 3)
            note(PolylineText::tr("outline %1 has fewer than 3 distinct points; left out")
                     .arg(which));
        else if (int(ring.size()) > kMaxPolylinePoints)
            note(PolylineText::tr("outline %1 has more than %2 points; left out")
                     .arg(which)
                     .arg(kMaxPolylinePoints));
        else if (std::abs(signedArea(ring)) <= 1e-12)
            note(PolylineText::tr("outline %1 encloses no area; left out").arg(which));
        else if (selfIntersects(ring))
            note(PolylineText::tr("outline %1 crosses or touches itself; left out").arg(which));
        else if (!std::isfinite(g.polylines[k].height) || g.polylines[k].height == 0)
            note(PolylineText::tr("outline %1 has zero height; left out").arg(which));
        else {
            bool crossing = false;
            for (size_t j = 0; j < rings.size() && !crossing; ++j)
                crossing = ringsCross(ring, rings[j]);
            if (crossing)
                note(
                    PolylineText::tr("outline %1 crosses an earlier outline; left out").arg(which));
            else {
                rings.push_back(std::move(ring));
                heights.push_back(g.polylines[k].height);
            }
        }
    }
    // Nesting depth: even depth is solid, odd depth a hole in its innermost container.
    const size_t n = rings.size();
    std::vector<int> depth(n, 0), parent(n, -1);
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = 0; j < n; ++j) {
            if (i != j && ringInside(rings[i], rings[j])) {
                ++depth[i];
                if (parent[i] < 0 || ringInside(rings[j], rings[size_t(parent[i])]))
                    parent[i] = int(j);
            }
        }
    }

    std::vector<float> vertices;
    std::vector<quint32> indices;
    const auto vertex = [&vertices](const QPointF &p, double z, const QVector3D &normal) {
        const auto index = quint32(vertices.size() / 6);
        vertices.insert(vertices.end(),
            {float(p.x()), float(p.y()), float(z), normal.x(), normal.y(), normal.z()});
        return index;
    };
    for (size_t s = 0; s < n; ++s) {
        if (depth[s] % 2)
            continue;
        std::vector<Ring> holes;
        for (size_t h = 0; h < n; ++h) {
            if (parent[h] == int(s) && depth[h] == depth[s] + 1)
                holes.push_back(rings[h]);
        }
        QString error;
        const std::optional<PolygonTriangulation> cap = triangulatePolygon(rings[s], holes, &error);
        if (!cap) {
            note(PolylineText::tr("outline %1: %2; left out").arg(s + 1).arg(error));
            continue;
        }
        const double z0 = std::min(0.0, heights[s]), z1 = std::max(0.0, heights[s]);
        for (const auto &[a, b, c] : cap->triangles) {
            const QPointF &pa = cap->points[size_t(a)], &pb = cap->points[size_t(b)],
                          &pc = cap->points[size_t(c)];
            indices.insert(indices.end(),
                {vertex(pa, z1, {0, 0, 1}), vertex(pb, z1, {0, 0, 1}), vertex(pc, z1, {0, 0, 1})});
            indices.insert(indices.end(),
                {vertex(pa, z0, {0, 0, -1}), vertex(pc, z0, {0, 0, -1}),
                    vertex(pb, z0, {0, 0, -1})});
        }
        // Walls: the outline counter-clockwise, holes clockwise, so (dy, -dx) points out of
        // the solid.
        holes.insert(holes.begin(), rings[s]);
        for (size_t r = 0; r < holes.size(); ++r) {
            Ring ring = holes[r];
            if ((signedArea(ring) > 0) != (r == 0))
                std::reverse(ring.begin(), ring.end());
            for (size_t e = 0; e < ring.size(); ++e) {
                const QPointF &p = ring[e], &q = ring[(e + 1) % ring.size()];
                const QVector3D normal
                    = QVector3D(float(q.y() - p.y()), float(p.x() - q.x()), 0).normalized();
                const quint32 first = vertex(p, z0, normal);
                vertex(q, z0, normal);
                vertex(q, z1, normal);
                vertex(p, z1, normal);
                indices.insert(
                    indices.end(), {first, first + 1, first + 2, first, first + 2, first + 3});
            }
        }
    }
    if (indices.empty()) {
        note(PolylineText::tr("nothing left to draw"));
        return std::nullopt;
    }
    InstanceMesh mesh;
    mesh.vertexCount = int(vertices.size() / 6);
    mesh.indexCount = int(indices.size());
    mesh.wideIndices = mesh.vertexCount > 65535;
    mesh.vertices = QByteArray(
        reinterpret_cast<const char *>(vertices.data()), int(vertices.size() * sizeof(float)));
    if (mesh.wideIndices) {
        mesh.indices = QByteArray(
            reinterpret_cast<const char *>(indices.data()), int(indices.size() * sizeof(quint32)));
    } else {
        std::vector<quint16> narrow(indices.begin(), indices.end());
        mesh.indices = QByteArray(
            reinterpret_cast<const char *>(narrow.data()), int(narrow.size() * sizeof(quint16)));
    }
    QVector3D lo(1e30f, 1e30f, 1e30f), hi = -lo;
    for (size_t k = 0; k < vertices.size(); k += 6) {
        for (int axis = 0; axis < 3; ++axis) {
            lo[axis] = std::min(lo[axis], vertices[k + size_t(axis)]);
            hi[axis] = std::max(hi[axis], vertices[k + size_t(axis)]);
        }
    }
    mesh.boundsMin = lo;
    mesh.boundsMax = hi;
    return mesh;
}

} // namespace robostage
