// Bounding shapes (boundingshapes.h).

#include "boundingshapes.h"

#include <Eigen/Eigenvalues>
#include <Eigen/Geometry>

#include <algorithm>
#include <cmath>
#include <random>

namespace robostage {

namespace {

constexpr double kPi = 3.14159265358979323846;

bool outside(const Ball &b, const Vec3 &p)
{
    return (p - b.center).norm() > b.radius * (1 + 1e-12) + 1e-12;
}

void shuffle(std::vector<Vec3> &points)
{
    std::mt19937 random(19); // a fixed order: the same points give the same ball
    std::shuffle(points.begin(), points.end(), random);
}

/// The smallest ball with a and b on its boundary.
Ball ball2(const Vec3 &a, const Vec3 &b)
{
    return {(a + b) * 0.5, (a - b).norm() / 2};
}

/// The smallest ball with a, b and c on its boundary (their circumcircle), or the widest pair's
/// ball when they are collinear.
Ball ball3(const Vec3 &a, const Vec3 &b, const Vec3 &c)
{
    const Vec3 u = a - c, v = b - c, n = u.cross(v);
    const double nn = n.dot(n);
    if (nn < 1e-24 * std::pow(u.dot(u) + v.dot(v), 2)) {
        Ball best = ball2(a, b);
        for (const Ball &o : {ball2(a, c), ball2(b, c)})
            best = o.radius > best.radius ? o : best;
        return best;
    }
    const Vec3 center = c + (v * u.dot(u) - u * v.dot(v)).cross(n) * (1 / (2 * nn));
    return {center, (center - a).norm()};
}

/// The ball with a, b, c and d on its boundary, or the best of the smaller ones when they are
/// coplanar.
Ball ball4(const Vec3 &a, const Vec3 &b, const Vec3 &c, const Vec3 &d)
{
    Eigen::Matrix3d m;
    Eigen::Vector3d rhs;
    const Vec3 rows[3] = {b - a, c - a, d - a};
    for (int i = 0; i < 3; ++i) {
        m.row(i) << 2 * rows[i].x, 2 * rows[i].y, 2 * rows[i].z;
        rhs[i] = rows[i].dot(rows[i]);
    }
    const Eigen::FullPivLU<Eigen::Matrix3d> lu(m);
    if (lu.rank() == 3) {
        const Eigen::Vector3d x = lu.solve(rhs);
        const Vec3 center = a + Vec3 {x[0], x[1], x[2]};
        return {center, (center - a).norm()};
    }
    Ball best = ball3(a, b, c);
    for (const Ball &o : {ball3(a, b, d), ball3(a, c, d), ball3(b, c, d)})
        best = o.radius > best.radius ? o : best;
    return best;
}

/// An orthonormal pair (v, w) with v × w = n for the unit vector n.
void basis(const Vec3 &n, Vec3 &v, Vec3 &w)
{
    const Vec3 helper = std::abs(n.x) < 0.9 ? Vec3 {1, 0, 0} : Vec3 {0, 1, 0};
    v = helper.cross(n).cross(n).normalized() * -1;
    w = n.cross(v);
}

/// The rotation whose columns are the unit vectors x, y, z (right-handed).
Quat rotation(const Vec3 &x, const Vec3 &y, const Vec3 &z)
{
    Eigen::Matrix3d r;
    r.col(0) << x.x, x.y, x.z;
    r.col(1) << y.x, y.y, y.z;
    r.col(2) << z.x, z.y, z.z;
    const Eigen::Quaterniond q(r);
    return Quat {q.w(), q.x(), q.y(), q.z()}.normalized().canonical();
}

/// The rotation turning z onto the axis n (or −n: the one that turns least), for shapes that
/// are symmetric about their axis.
Quat axisRotation(Vec3 n)
{
    if (n.z < -1e-12 || (std::abs(n.z) <= 1e-12 && (n.x < 0 || (n.x == 0 && n.y < 0))))
        n = -n;
    const Eigen::Quaterniond q = Eigen::Quaterniond::FromTwoVectors(
        Eigen::Vector3d::UnitZ(), Eigen::Vector3d(n.x, n.y, n.z));
    return Quat {q.w(), q.x(), q.y(), q.z()}.normalized().canonical();
}

/// Of the 24 ways to name a box's axes (the same box), the one whose rotation turns least from
/// F's axes, with the sides following: a box that is nearly aligned reads so in the file.
void leastTurnedBox(PlacedShape &s)
{
    const Vec3 axes[3]
        = {s.X_FS.q.rotate({1, 0, 0}), s.X_FS.q.rotate({0, 1, 0}), s.X_FS.q.rotate({0, 0, 1})};
    const double sides[3] = {s.size.x, s.size.y, s.size.z};
    const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    double bestTrace = -4;
    for (const auto &perm : perms) {
        for (int signs = 0; signs < 8; ++signs) {
            Vec3 col[3];
            for (int i = 0; i < 3; ++i)
                col[i] = axes[perm[i]] * ((signs >> i & 1) ? -1.0 : 1.0);
            if (col[0].cross(col[1]).dot(col[2]) < 0)
                continue;
            const double trace = col[0].x + col[1].y + col[2].z;
            if (trace > bestTrace + 1e-12) {
                bestTrace = trace;
                s.X_FS.q = rotation(col[0], col[1], col[2]);
                s.size = {sides[perm[0]], sides[perm[1]], sides[perm[2]]};
            }
        }
    }
}

/// The points in the frame (v, w, n): x along v, y along w, z along n.
std::vector<Vec3> project(const std::vector<Vec3> &points, const Vec3 &v, const Vec3 &w,
    const Vec3 &n, double &zMin, double &zMax)
{
    std::vector<Vec3> out;
    out.reserve(points.size());
    zMin = 1e300;
    zMax = -1e300;
    for (const Vec3 &p : points) {
        out.push_back({p.dot(v), p.dot(w), p.dot(n)});
        zMin = std::min(zMin, out.back().z);
        zMax = std::max(zMax, out.back().z);
    }
    return out;
}

/// The convex hull of the points' (x, y) with z = 0, counter-clockwise (Andrew's monotone
/// chain).
std::vector<Vec3> hull2d(std::vector<Vec3> p)
{
    for (Vec3 &v : p)
        v.z = 0;
    std::sort(p.begin(), p.end(),
        [](const Vec3 &a, const Vec3 &b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    if (p.size() < 3)
        return p;
    const auto turn = [](const Vec3 &o, const Vec3 &a, const Vec3 &b) {
        return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
    };
    std::vector<Vec3> h(2 * p.size());
    size_t k = 0;
    for (size_t i = 0; i < p.size(); ++i) {
        while (k >= 2 && turn(h[k - 2], h[k - 1], p[i]) <= 0)
            --k;
        h[k++] = p[i];
    }
    for (size_t i = p.size() - 1, t = k + 1; i > 0; --i) {
        while (k >= t && turn(h[k - 2], h[k - 1], p[i - 1]) <= 0)
            --k;
        h[k++] = p[i - 1];
    }
    h.resize(k - 1);
    return h;
}

/// The smallest of fit(axis) over `axes`; but the smallest over the first three (the frame's
/// axes) when it is at most 2 % larger: a shape along the link's axes reads better in the file,
/// and around a tessellated round part a turned box can be a little smaller by chance.
template<typename Fit> PlacedShape smallest(const std::vector<Vec3> &axes, const Fit &fit)
{
    PlacedShape best, bestOfFirst;
    best.volume = bestOfFirst.volume = 1e300;
    for (size_t i = 0; i < axes.size(); ++i) {
        const Vec3 n = axes[i].normalized();
        if (n.norm() == 0)
            continue;
        const PlacedShape s = fit(n);
        if (s.volume < best.volume * (1 - 1e-9))
            best = s;
        if (i < 3 && s.volume < bestOfFirst.volume * (1 - 1e-9))
            bestOfFirst = s;
    }
    return bestOfFirst.volume <= best.volume * 1.02 ? bestOfFirst : best;
}

} // namespace

Ball enclosingCircle(std::vector<Vec3> points)
{
    // The smallest ball of points in a plane is their smallest disc: Welzl's recursion never
    // needs a fourth boundary point for them.
    for (Vec3 &p : points)
        p.z = 0;
    return enclosingSphere(std::move(points));
}

Ball enclosingSphere(std::vector<Vec3> points)
{
    shuffle(points);
    Ball b;
    for (size_t i = 0; i < points.size(); ++i) {
        if (i > 0 && !outside(b, points[i]))
            continue;
        b = {points[i], 0};
        for (size_t j = 0; j < i; ++j) {
            if (!outside(b, points[j]))
                continue;
            b = ball2(points[i], points[j]);
            for (size_t k = 0; k < j; ++k) {
                if (!outside(b, points[k]))
                    continue;
                b = ball3(points[i], points[j], points[k]);
                for (size_t l = 0; l < k; ++l) {
                    if (outside(b, points[l]))
                        b = ball4(points[i], points[j], points[k], points[l]);
                }
            }
        }
    }
    return b;
}

PlacedShape boundingBox(const std::vector<Vec3> &points, const std::vector<Vec3> &axes)
{
    // F's own axis-aligned box, preferred as smallest() prefers F's axes.
    PlacedShape aligned;
    Vec3 lo {1e300, 1e300, 1e300}, hi {-1e300, -1e300, -1e300};
    for (const Vec3 &p : points) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
    }
    aligned.size = hi - lo;
    aligned.X_FS.p = (lo + hi) * 0.5;
    aligned.volume = aligned.size.x * aligned.size.y * aligned.size.z;
    const PlacedShape turned = smallest(axes, [&points](const Vec3 &n) {
        Vec3 v, w;
        basis(n, v, w);
        double zMin, zMax;
        const std::vector<Vec3> ring = hull2d(project(points, v, w, n, zMin, zMax));
        // Rotating calipers: a minimum-area rectangle has a side along a hull edge (Freeman
        // and Shapira 1975); each edge's rectangle is measured over the hull's vertices.
        double bestArea = 1e300, angle = 0, lo1 = 0, hi1 = 0, lo2 = 0, hi2 = 0;
        const size_t edges = ring.size() < 3 ? 1 : ring.size();
        for (size_t e = 0; e < edges; ++e) {
            const Vec3 d = ring.size() < 2 ? Vec3 {1, 0, 0}
                                           : (ring[(e + 1) % ring.size()] - ring[e]).normalized();
            double a1 = 1e300, b1 = -1e300, a2 = 1e300, b2 = -1e300;
            for (const Vec3 &p : ring) {
                const double s = p.x * d.x + p.y * d.y, t = -p.x * d.y + p.y * d.x;
                a1 = std::min(a1, s), b1 = std::max(b1, s), a2 = std::min(a2, t),
                b2 = std::max(b2, t);
            }
            if ((b1 - a1) * (b2 - a2) < bestArea * (1 - 1e-9)) {
                bestArea = (b1 - a1) * (b2 - a2);
                angle = std::atan2(d.y, d.x);
                lo1 = a1, hi1 = b1, lo2 = a2, hi2 = b2;
            }
        }
        // Sides along (v, w) turned by `angle` about n.
        const Vec3 e1 = v * std::cos(angle) + w * std::sin(angle);
        const Vec3 e2 = n.cross(e1);
        PlacedShape s;
        s.size = {hi1 - lo1, hi2 - lo2, zMax - zMin};
        s.X_FS.p = e1 * ((lo1 + hi1) / 2) + e2 * ((lo2 + hi2) / 2) + n * ((zMin + zMax) / 2);
        s.X_FS.q = rotation(e1, e2, n);
        s.volume = s.size.x * s.size.y * s.size.z;
        leastTurnedBox(s);
        return s;
    });
    return aligned.volume <= turned.volume * 1.02 ? aligned : turned;
}

/// The points seen along the axis n: in the frame (v, w, n), with their enclosing circle in
/// the (v, w) plane and their extent along n.
struct AxisView
{
    Vec3 v, w, n;
    std::vector<Vec3> local;
    Ball circle;
    double zMin = 0, zMax = 0;

    AxisView(const std::vector<Vec3> &points, const Vec3 &axis)
        : n(axis)
    {
        basis(n, v, w);
        local = project(points, v, w, n, zMin, zMax);
        circle = enclosingCircle(hull2d(local));
    }
    /// The point of F on the circle's axis at height z along n.
    Vec3 onAxis(double z) const { return v * circle.center.x + w * circle.center.y + n * z; }
};

PlacedShape boundingCylinder(const std::vector<Vec3> &points, const std::vector<Vec3> &axes)
{
    return smallest(axes, [&points](const Vec3 &n) {
        const AxisView view(points, n);
        PlacedShape s;
        s.radius = view.circle.radius;
        s.length = view.zMax - view.zMin;
        s.X_FS = {view.onAxis((view.zMin + view.zMax) / 2), axisRotation(n)};
        s.volume = kPi * s.radius * s.radius * s.length;
        return s;
    });
}

PlacedShape boundingCapsule(const std::vector<Vec3> &points, const std::vector<Vec3> &axes)
{
    return smallest(axes, [&points](const Vec3 &n) {
        const AxisView view(points, n);
        const Ball &c = view.circle;
        PlacedShape best;
        best.volume = 1e300;
        for (const double factor : {1.0, 1.05, 1.1, 1.2, 1.35, 1.5}) {
            // A point at height z and distance d from the axis lies in the upper cap when
            // the cap's centre is at least z − √(r² − d²); likewise for the lower cap.
            const double r = std::max(c.radius * factor, 1e-9);
            double top = -1e300, bottom = 1e300;
            for (const Vec3 &p : view.local) {
                const double dx = p.x - c.center.x, dy = p.y - c.center.y;
                const double h = std::sqrt(std::max(0.0, r * r - dx * dx - dy * dy));
                top = std::max(top, p.z - h);
                bottom = std::min(bottom, p.z + h);
            }
            const double length = std::max(0.0, top - bottom);
            const double volume = kPi * r * r * (length + 4 * r / 3);
            if (volume < best.volume * (1 - 1e-9)) {
                best.radius = r;
                best.length = length;
                best.volume = volume;
                best.X_FS = {view.onAxis((top + bottom) / 2), axisRotation(n)};
            }
        }
        return best;
    });
}

std::vector<Vec3> principalAxes(const std::vector<Vec3> &points)
{
    if (points.empty())
        return {};
    Eigen::Vector3d mean = Eigen::Vector3d::Zero();
    for (const Vec3 &p : points)
        mean += Eigen::Vector3d(p.x, p.y, p.z);
    mean /= double(points.size());
    Eigen::Matrix3d covariance = Eigen::Matrix3d::Zero();
    for (const Vec3 &p : points) {
        const Eigen::Vector3d d = Eigen::Vector3d(p.x, p.y, p.z) - mean;
        covariance += d * d.transpose();
    }
    const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver(covariance);
    std::vector<Vec3> axes;
    for (int i = 2; i >= 0; --i) {
        const Eigen::Vector3d a = solver.eigenvectors().col(i);
        axes.push_back({a.x(), a.y(), a.z()});
    }
    return axes;
}

} // namespace robostage
