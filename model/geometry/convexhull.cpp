// convexHull() (convexhull.h) with Qhull's reentrant C library.

#include "convexhull.h"
#include "translation.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>

extern "C" {
#include <libqhull_r/qhull_ra.h>
}

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::ConvexHull", "robostage", text);
}

/// One Qhull run over `coords` (x, y, z per point) with `options`, its result in `out`.
bool runQhull(
    std::vector<coordT> &coords, const QByteArray &options, ConvexHull &out, QString *error)
{
    auto qh = std::make_unique<qhT>();
    FILE *messages = std::tmpfile();
    qh_zero(qh.get(), messages);
    QByteArray command = "qhull " + options;
    const int code = qh_new_qhull(qh.get(), 3, int(coords.size() / 3), coords.data(), False,
        command.data(), nullptr, messages);
    if (code == 0) {
        out.mesh = {};
        std::map<int, std::uint32_t> index; // Qhull point id → mesh vertex
        std::vector<std::pair<double, Vec3>> faces; // area, normal of each merged face
        std::map<const coordT *, size_t> faceOf; // a merged face's normal → faces index
        facetT *facet;
        FORALLfacets
        {
            std::uint32_t ids[3];
            int n = 0;
            vertexT *vertex, **vertexp;
            FOREACHvertex_(facet->vertices)
            {
                if (n == 3)
                    break;
                const int id = qh_pointid(qh.get(), vertex->point);
                const auto [it, added] = index.emplace(id, std::uint32_t(index.size()));
                if (added)
                    out.mesh.vertices.push_back(
                        {vertex->point[0], vertex->point[1], vertex->point[2]});
                ids[n++] = it->second;
            }
            if (n != 3)
                continue;
            const Vec3 a = out.mesh.vertices[ids[0]], b = out.mesh.vertices[ids[1]],
                       c = out.mesh.vertices[ids[2]];
            const Vec3 normal {facet->normal[0], facet->normal[1], facet->normal[2]};
            const Vec3 cross = (b - a).cross(c - a);
            if (cross.dot(normal) < 0)
                std::swap(ids[1], ids[2]);
            out.mesh.indices.insert(out.mesh.indices.end(), {ids[0], ids[1], ids[2]});
            // Triangles cut from one merged face share its normal ('Qt').
            const auto [face, isNew] = faceOf.emplace(facet->normal, faces.size());
            if (isNew)
                faces.push_back({0.0, normal});
            faces[face->second].first += cross.norm() / 2;
        }
        std::stable_sort(faces.begin(), faces.end(),
            [](const auto &x, const auto &y) { return x.first > y.first; });
        out.faceNormals.clear();
        for (const auto &f : faces)
            out.faceNormals.push_back(f.second);
    } else if (error) {
        QByteArray text;
        std::rewind(messages);
        char buffer[512];
        while (std::fgets(buffer, sizeof buffer, messages) && text.size() < 600)
            text += buffer;
        *error = tr("Qhull could not make the hull: %1")
                     .arg(QString::fromLocal8Bit(text.left(text.indexOf('\n'))).trimmed());
    }
    qh_freeqhull(qh.get(), !qh_ALL);
    int curlong = 0, totlong = 0;
    qh_memfreeshort(qh.get(), &curlong, &totlong);
    std::fclose(messages);
    return code == 0;
}

} // namespace

std::optional<ConvexHull> convexHull(
    const std::vector<Vec3> &points, int maxVertices, QString *error)
{
    if (points.size() < 4) {
        if (error)
            *error = tr("a hull needs at least 4 points, there are %1").arg(points.size());
        return std::nullopt;
    }
    std::vector<coordT> coords;
    coords.reserve(points.size() * 3);
    for (const Vec3 &p : points)
        coords.insert(coords.end(), {p.x, p.y, p.z});
    ConvexHull hull;
    // Qt: triangulated output; Qhull's default merging joins coplanar facets first.
    if (!runQhull(coords, "Qt", hull, error))
        return std::nullopt;
    hull.fullVertexCount = int(hull.mesh.vertices.size());
    if (maxVertices <= 0 || hull.fullVertexCount <= maxVertices)
        return hull;
    // TAn stops after n points were added to the initial simplex (its 4 vertices).
    for (int added = std::max(1, maxVertices - 4); added >= 1;) {
        if (!runQhull(coords, "Qt TA" + QByteArray::number(added), hull, error))
            return std::nullopt;
        const int count = int(hull.mesh.vertices.size());
        if (count <= maxVertices)
            break;
        added -= std::max(1, count - maxVertices);
    }
    hull.capped = true;
    return hull;
}

} // namespace robostage
