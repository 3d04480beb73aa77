// collisionFit() (collisionfit.h).

#include "collisionfit.h"

#include "document.h"
#include "linkshapes.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <thread>

namespace robostage {

namespace {

using Shapes = std::vector<std::unique_ptr<LinkShape>>;

bool inside(const Shapes &shapes, const Vec3 &p)
{
    return std::any_of(
        shapes.begin(), shapes.end(), [&p](const auto &s) { return s->contains(p); });
}

/// The largest distance from a point of `from`'s surfaces to the set `to`, and where.
double farthest(const Shapes &from, const Shapes &to, int points, Vec3 *where)
{
    size_t triangles = 0;
    for (const auto &s : from)
        triangles += s->surface().triangleCount();
    double worst = 0;
    for (const auto &s : from) {
        const int count = std::max(
            16, int(double(points) * double(s->surface().triangleCount()) / double(triangles)));
        for (const Vec3 &p : surfaceSamples(s->surface(), count)) {
            if (inside(to, p))
                continue;
            double d = 1e300;
            for (const auto &t : to)
                d = std::min(d, t->distanceTo(p));
            if (d > worst) {
                worst = d;
                *where = p;
            }
        }
    }
    return worst;
}

} // namespace

LinkFit collisionFit(const Document &doc, const Link &link, const FitOptions &options)
{
    QStringList skipped;
    const Shapes visuals = linkShapes(doc, link, false, &skipped);
    const Shapes collisions = linkShapes(doc, link, true, &skipped);
    LinkFit fit = measureFit(visuals, collisions, options);
    fit.link = doc.frames().node(link.frame).scopedName;
    fit.skipped = skipped;
    return fit;
}

LinkFit measureFit(const std::vector<std::unique_ptr<LinkShape>> &visuals,
    const std::vector<std::unique_ptr<LinkShape>> &collisions, const FitOptions &options)
{
    LinkFit fit;
    Vec3 lo {1e300, 1e300, 1e300}, hi {-1e300, -1e300, -1e300};
    for (const Shapes *set : {&visuals, &collisions}) {
        for (const auto &s : *set) {
            fit.watertight = fit.watertight && s->closed();
            lo = {
                std::min(lo.x, s->min().x), std::min(lo.y, s->min().y), std::min(lo.z, s->min().z)};
            hi = {
                std::max(hi.x, s->max().x), std::max(hi.y, s->max().y), std::max(hi.z, s->max().z)};
        }
    }
    if (visuals.empty() && collisions.empty())
        return fit;
    // One point per grid cell over the bounding box, at a pseudo-random place in its cell
    // (jittered stratified sampling: a boundary that does not fall on the grid's planes
    // costs no systematic cell layer, the count is unbiased, and the same link always gives
    // the same figures). The cells of one column share x and y, so that a mesh is crossed by
    // one vertical line per column.
    const Vec3 size = hi - lo;
    fit.size = size.norm();
    const double cell = std::max({size.x, size.y, size.z, 1e-9}) / options.cells;
    const int nx = std::max(1, int(std::ceil(size.x / cell))),
              ny = std::max(1, int(std::ceil(size.y / cell))),
              nz = std::max(1, int(std::ceil(size.z / cell)));
    long long inVisual = 0, inCollision = 0, inBoth = 0;
    // A mesh is crossed once per column of cells (along the column's vertical line), not once
    // per cell.
    struct Column
    {
        const LinkShape *shape;
        std::optional<std::vector<double>> crossings;
    };
    std::vector<Column> visualColumns, collisionColumns;
    const auto insideAny = [](const std::vector<Column> &columns, const Vec3 &p) {
        return std::any_of(columns.begin(), columns.end(), [&p](const Column &c) {
            return c.shape->contains(p, c.crossings ? &*c.crossings : nullptr);
        });
    };
    for (int j = 0; j < ny; ++j) {
        for (int i = 0; i < nx; ++i) {
            std::uint64_t h = (std::uint64_t(i) * 73856093u) ^ (std::uint64_t(j) * 19349663u);
            const auto jitter = [&h] {
                h = h * 6364136223846793005ull + 1442695040888963407ull;
                return double(h >> 11) / double(1ull << 53);
            };
            const double x = lo.x + (i + jitter()) * cell, y = lo.y + (j + jitter()) * cell;
            for (auto [shapes, columns] : {std::pair {&visuals, &visualColumns},
                     std::pair {&collisions, &collisionColumns}}) {
                columns->clear();
                for (const auto &s : *shapes)
                    columns->push_back({s.get(), s->crossingsAlongZ(x, y)});
            }
            for (int k = 0; k < nz; ++k) {
                const Vec3 p {x, y, lo.z + (k + jitter()) * cell};
                const bool v = insideAny(visualColumns, p), c = insideAny(collisionColumns, p);
                inVisual += v;
                inCollision += c;
                inBoth += v && c;
            }
        }
    }
    const double cellVolume = cell * cell * cell;
    if (!visuals.empty())
        fit.visualVolume = double(inVisual) * cellVolume;
    if (!collisions.empty())
        fit.collisionVolume = double(inCollision) * cellVolume;
    if (visuals.empty() || collisions.empty())
        return fit;
    const long long inEither = inVisual + inCollision - inBoth;
    fit.iou = inEither > 0 ? double(inBoth) / double(inEither) : 0.0;
    fit.uncoveredFraction = inVisual > 0 ? double(inVisual - inBoth) / double(inVisual) : 0.0;
    fit.visualOutside
        = farthest(visuals, collisions, options.surfacePoints, &fit.visualOutsidePoint);
    fit.collisionOutside
        = farthest(collisions, visuals, options.surfacePoints, &fit.collisionOutsidePoint);
    return fit;
}

std::vector<LinkFit> collisionFits(const Document &doc, const FitOptions &options)
{
    std::vector<const Link *> links;
    std::function<void(const Model &)> collect = [&](const Model &model) {
        for (const Link &l : model.links) {
            if (!l.visuals.empty() || !l.collisions.empty())
                links.push_back(&l);
        }
        for (const Model &m : model.models)
            collect(m);
    };
    for (const Model &m : doc.scene().world.models)
        collect(m);
    std::vector<LinkFit> fits(links.size());
    std::atomic<size_t> next {0};
    const auto work = [&] {
        for (size_t i = next++; i < links.size(); i = next++)
            fits[i] = collisionFit(doc, *links[i], options);
    };
    std::vector<std::thread> workers;
    const size_t count = std::min<size_t>(links.size(), std::max(1, QThread::idealThreadCount()));
    for (size_t w = 1; w < count; ++w)
        workers.emplace_back(work);
    work();
    for (std::thread &t : workers)
        t.join();
    return fits;
}

} // namespace robostage
