// Shape surfaces, surface samples and inside tests (trianglemesh.h).

#include "trianglemesh.h"

#include "meshdata.h"
#include "sharedfiles.h"
#include "translation.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::MassProperties", "robostage", text);
}

/// The surface of revolution about z of `profile`, (radius, z) from bottom to top; a radius of
/// 0 is a pole (one vertex). Triangles counter-clockwise from outside.
TriangleMesh revolve(const std::vector<std::pair<double, double>> &profile, int segments)
{
    TriangleMesh mesh;
    std::vector<std::vector<std::uint32_t>> rings;
    for (const auto &[r, z] : profile) {
        std::vector<std::uint32_t> ring;
        for (int i = 0; i < (r == 0 ? 1 : segments); ++i) {
            const double phi = 2 * M_PI * i / segments;
            ring.push_back(std::uint32_t(mesh.vertices.size()));
            mesh.vertices.push_back({r * std::cos(phi), r * std::sin(phi), z});
        }
        rings.push_back(ring);
    }
    const auto add = [&](std::uint32_t a, std::uint32_t b, std::uint32_t c) {
        mesh.indices.insert(mesh.indices.end(), {a, b, c});
    };
    for (size_t k = 0; k + 1 < rings.size(); ++k) {
        const auto &low = rings[k], &up = rings[k + 1];
        for (int i = 0; i < segments; ++i) {
            const int j = (i + 1) % segments;
            if (low.size() == 1 && up.size() > 1) {
                add(low[0], up[size_t(j)], up[size_t(i)]);
            } else if (up.size() == 1 && low.size() > 1) {
                add(low[size_t(i)], low[size_t(j)], up[0]);
            } else if (low.size() > 1) {
                add(low[size_t(i)], low[size_t(j)], up[size_t(j)]);
                add(low[size_t(i)], up[size_t(j)], up[size_t(i)]);
            }
        }
    }
    return mesh;
}

/// Half a sphere's profile, (radius, z) rings of `steps` + 1 from the bottom pole z0 − r to the
/// equator at z0 (`top` false), or from the equator at z0 to the top pole z0 + r (`top` true;
/// without the equator ring when `withEquator` is false).
void hemisphere(std::vector<std::pair<double, double>> &profile, double r, double z0, bool top,
    int steps, bool withEquator = true)
{
    for (int i = 0; i <= steps; ++i) {
        const int k = top ? i : steps - i; // k: steps at the pole, 0 at the equator
        if (k == 0 && !withEquator)
            continue;
        const double theta = M_PI / 2 * k / steps;
        profile.emplace_back(k == steps ? 0 : r * std::cos(theta),
            top ? z0 + r * std::sin(theta) : z0 - r * std::sin(theta));
    }
}

TriangleMesh box(const Vec3 &s)
{
    TriangleMesh mesh;
    for (int i = 0; i < 8; ++i)
        mesh.vertices.push_back(
            {(i & 1 ? 0.5 : -0.5) * s.x, (i & 2 ? 0.5 : -0.5) * s.y, (i & 4 ? 0.5 : -0.5) * s.z});
    // Faces as quads (counter-clockwise from outside), two triangles each.
    const int quads[6][4]
        = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    for (const auto &q : quads)
        mesh.indices.insert(mesh.indices.end(),
            {std::uint32_t(q[0]), std::uint32_t(q[1]), std::uint32_t(q[2]), std::uint32_t(q[0]),
                std::uint32_t(q[2]), std::uint32_t(q[3])});
    return mesh;
}

std::optional<TriangleMesh> fileMesh(const Geometry &g, QString *why)
{
    if (!g.inlineMesh && g.resolvedPath.isEmpty()) {
        *why = tr("mesh '%1' was not found").arg(g.uri);
        return std::nullopt;
    }
    // A file the view (or another fit) holds is not read again.
    const std::shared_ptr<const MeshData> read = g.inlineMesh
        ? std::make_shared<const MeshData>(MeshData::fromInline(*g.inlineMesh))
        : SharedFiles::mesh(g.resolvedPath);
    const MeshData &data = *read;
    if (!data.ok()) {
        *why = data.error;
        return std::nullopt;
    }
    const MeshSelection selection = data.select(g.submesh, g.centerSubmesh);
    const QMatrix4x4 X = meshTransform(selection, g.scale);
    TriangleMesh mesh;
    for (int p : selection.parts) {
        const MeshPart &part = data.parts[size_t(p)];
        const auto base = std::uint32_t(mesh.vertices.size());
        for (int v = 0; v < part.vertexCount(); ++v) {
            const QVector3D q = X.map(QVector3D(part.positions[size_t(3 * v)],
                part.positions[size_t(3 * v + 1)], part.positions[size_t(3 * v + 2)]));
            mesh.vertices.push_back({q.x(), q.y(), q.z()});
        }
        for (std::uint32_t i : part.indices)
            mesh.indices.push_back(base + i);
    }
    if (mesh.indices.empty()) {
        *why = tr("mesh '%1' has no triangles to measure").arg(g.uri);
        return std::nullopt;
    }
    return mesh;
}

} // namespace

TriangleMesh TriangleMesh::transformed(const Pose &X_FS) const
{
    TriangleMesh out = *this;
    for (Vec3 &v : out.vertices)
        v = X_FS.transformPoint(v);
    return out;
}

bool TriangleMesh::closed() const
{
    std::map<std::tuple<double, double, double>, size_t> ids;
    std::vector<size_t> welded(vertices.size());
    for (size_t i = 0; i < vertices.size(); ++i)
        welded[i]
            = ids.emplace(std::make_tuple(vertices[i].x, vertices[i].y, vertices[i].z), ids.size())
                  .first->second;
    std::map<std::pair<size_t, size_t>, int> edges;
    for (size_t t = 0; t + 2 < indices.size(); t += 3) {
        for (size_t k = 0; k < 3; ++k) {
            const size_t a = welded[indices[t + k]], b = welded[indices[t + (k + 1) % 3]];
            if (a != b)
                ++edges[std::minmax(a, b)];
        }
    }
    return !edges.empty()
        && std::all_of(edges.begin(), edges.end(), [](const auto &e) { return e.second % 2 == 0; });
}

std::optional<TriangleMesh> shapeSurface(const Geometry &g, QString *why, int segments)
{
    using Type = Geometry::Type;
    const int steps = std::max(2, segments / 4);
    std::vector<std::pair<double, double>> profile;
    const double h = g.length / 2;
    switch (g.type) {
    case Type::Box:
        return box(g.size);
    case Type::Cylinder:
        return revolve({{0, -h}, {g.radius, -h}, {g.radius, h}, {0, h}}, segments);
    case Type::Cone:
        return revolve({{0, -h}, {g.radius, -h}, {0, h}}, segments);
    case Type::Sphere:
    case Type::Ellipsoid:
    case Type::Capsule: {
        const double r = g.type == Type::Capsule ? g.radius : g.type == Type::Sphere ? g.radius : 1;
        const double z = g.type == Type::Capsule ? h : 0;
        hemisphere(profile, r, -z, false, steps);
        hemisphere(profile, r, z, true, steps, g.type == Type::Capsule);
        TriangleMesh mesh = revolve(profile, segments);
        if (g.type == Type::Ellipsoid) {
            for (Vec3 &v : mesh.vertices)
                v = {v.x * g.size.x, v.y * g.size.y, v.z * g.size.z};
        }
        return mesh;
    }
    case Type::Mesh:
        return fileMesh(g, why);
    default:
        *why = tr("the shape has no volume");
        return std::nullopt;
    }
}

std::vector<Vec3> surfaceSamples(const TriangleMesh &mesh, int count)
{
    std::vector<Vec3> out;
    const size_t vertices = std::min(mesh.vertices.size(), size_t(count / 2));
    for (size_t i = 0; i < vertices; ++i)
        out.push_back(mesh.vertices[i * mesh.vertices.size() / std::max<size_t>(vertices, 1)]);
    std::vector<double> cumulative;
    double total = 0;
    for (size_t t = 0; t + 2 < mesh.indices.size(); t += 3) {
        const Vec3 &a = mesh.vertices[mesh.indices[t]], &b = mesh.vertices[mesh.indices[t + 1]],
                   &c = mesh.vertices[mesh.indices[t + 2]];
        const Vec3 u = b - a, v = c - a;
        const Vec3 n {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
        total += std::sqrt(n.x * n.x + n.y * n.y + n.z * n.z) / 2;
        cumulative.push_back(total);
    }
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    const auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return double(state >> 11) / double(1ull << 53);
    };
    while (total > 0 && int(out.size()) < count) {
        const size_t t
            = size_t(std::lower_bound(cumulative.begin(), cumulative.end(), next() * total)
                - cumulative.begin());
        const size_t i = 3 * std::min(t, cumulative.size() - 1);
        const Vec3 &a = mesh.vertices[mesh.indices[i]], &b = mesh.vertices[mesh.indices[i + 1]],
                   &c = mesh.vertices[mesh.indices[i + 2]];
        const double s = std::sqrt(next()), r = next();
        out.push_back(a * (1 - s) + b * (s * (1 - r)) + c * (s * r));
    }
    return out;
}

InsideTest::InsideTest(const TriangleMesh &mesh)
{
    double x1 = -1e300, y1 = -1e300;
    m_x0 = m_y0 = 1e300;
    for (size_t t = 0; t + 2 < mesh.indices.size(); t += 3) {
        const Triangle tri {mesh.vertices[mesh.indices[t]], mesh.vertices[mesh.indices[t + 1]],
            mesh.vertices[mesh.indices[t + 2]]};
        m_triangles.push_back(tri);
        for (const Vec3 &v : {tri.a, tri.b, tri.c}) {
            m_x0 = std::min(m_x0, v.x);
            m_y0 = std::min(m_y0, v.y);
            x1 = std::max(x1, v.x);
            y1 = std::max(y1, v.y);
        }
    }
    if (m_triangles.empty())
        return;
    const int n = std::clamp(int(std::sqrt(double(m_triangles.size()))), 1, 512);
    m_cell = std::max({x1 - m_x0, y1 - m_y0, 1e-12}) / n;
    m_nx = int((x1 - m_x0) / m_cell) + 1;
    m_ny = int((y1 - m_y0) / m_cell) + 1;
    m_bins.resize(size_t(m_nx) * size_t(m_ny));
    for (size_t t = 0; t < m_triangles.size(); ++t) {
        const Triangle &tri = m_triangles[t];
        const auto cell = [&](double v, double v0, int n) {
            return std::clamp(int((v - v0) / m_cell), 0, n - 1);
        };
        const int i0 = cell(std::min({tri.a.x, tri.b.x, tri.c.x}), m_x0, m_nx);
        const int i1 = cell(std::max({tri.a.x, tri.b.x, tri.c.x}), m_x0, m_nx);
        const int j0 = cell(std::min({tri.a.y, tri.b.y, tri.c.y}), m_y0, m_ny);
        const int j1 = cell(std::max({tri.a.y, tri.b.y, tri.c.y}), m_y0, m_ny);
        for (int j = j0; j <= j1; ++j) {
            for (int i = i0; i <= i1; ++i)
                m_bins[size_t(j) * size_t(m_nx) + size_t(i)].push_back(std::uint32_t(t));
        }
    }
}

bool InsideTest::contains(const Vec3 &p) const
{
    return votes(p, false) == 1;
}

int InsideTest::votes(const Vec3 &p, bool both) const
{
    int above = 0, below = 0;
    for (double z : crossings(p.x, p.y)) {
        above += z > p.z;
        below += z < p.z;
    }
    return above % 2 + (both ? below % 2 : 0);
}

std::vector<double> InsideTest::crossings(double x, double y) const
{
    std::vector<double> out;
    const Vec3 p {x, y, 0};
    const int i = int(std::floor((p.x - m_x0) / m_cell)),
              j = int(std::floor((p.y - m_y0) / m_cell));
    if (m_bins.empty() || i < 0 || j < 0 || i >= m_nx || j >= m_ny)
        return out;
    // The edge function of (u, v) at p, computed from the lexicographically smaller end so that
    // the two triangles sharing an edge get exactly opposite values; a point on the edge (0)
    // belongs to the triangle whose edge runs "down" (or "left" when level), so that it counts
    // once.
    const auto side = [&p](const Vec3 &u, const Vec3 &v, bool *owned) {
        const bool swap = std::tie(v.x, v.y) < std::tie(u.x, u.y);
        const Vec3 &s = swap ? v : u, &e = swap ? u : v;
        const double w = (e.x - s.x) * (p.y - s.y) - (e.y - s.y) * (p.x - s.x);
        *owned = w != 0 || v.y < u.y || (v.y == u.y && v.x < u.x);
        return swap ? -w : w;
    };
    for (std::uint32_t t : m_bins[size_t(j) * size_t(m_nx) + size_t(i)]) {
        Triangle tri = m_triangles[t];
        const double area
            = (tri.b.x - tri.a.x) * (tri.c.y - tri.a.y) - (tri.b.y - tri.a.y) * (tri.c.x - tri.a.x);
        if (area == 0)
            continue; // seen edge-on from the ray
        if (area < 0)
            std::swap(tri.b, tri.c);
        bool ownA = false, ownB = false, ownC = false;
        const double wa = side(tri.b, tri.c, &ownA), wb = side(tri.c, tri.a, &ownB),
                     wc = side(tri.a, tri.b, &ownC);
        if (wa < 0 || wb < 0 || wc < 0 || !ownA || !ownB || !ownC)
            continue;
        // Barycentric z of the ray's crossing (the weights sum to twice the projected area).
        const double z = (wa * tri.a.z + wb * tri.b.z + wc * tri.c.z) / std::abs(area);
        out.push_back(z);
    }
    std::sort(out.begin(), out.end());
    return out;
}

OpenMeshInsideTest::OpenMeshInsideTest(const TriangleMesh &mesh)
{
    // The same test along x and y: the mesh with its axes turned so that x (then y) is z.
    for (int axis = 0; axis < 3; ++axis) {
        TriangleMesh turned = mesh;
        for (Vec3 &v : turned.vertices)
            v = axis == 0 ? v : axis == 1 ? Vec3 {v.y, v.z, v.x} : Vec3 {v.z, v.x, v.y};
        m_tests.emplace_back(turned);
    }
}

std::vector<double> OpenMeshInsideTest::crossingsAlongZ(double x, double y) const
{
    return m_tests[0].crossings(x, y);
}

bool OpenMeshInsideTest::contains(const Vec3 &p, const std::vector<double> *zCrossings) const
{
    const auto parities = [](const std::vector<double> &z, double at) {
        const auto above = z.end() - std::upper_bound(z.begin(), z.end(), at);
        const auto below = std::lower_bound(z.begin(), z.end(), at) - z.begin();
        return int(above % 2) + int(below % 2);
    };
    int votes = zCrossings ? parities(*zCrossings, p.z) : m_tests[0].votes(p, true);
    // Four votes of six are needed: stop as soon as they cannot be reached.
    votes += m_tests[1].votes({p.y, p.z, p.x}, true);
    if (votes < 2)
        return false;
    votes += m_tests[2].votes({p.z, p.x, p.y}, true);
    return votes >= 4;
}

} // namespace robostage
