#include "gizmomath.h"

#include <QVector3D>
#include <QVector4D>

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

QVector3D toQ(const Vec3 &v)
{
    return QVector3D(float(v.x), float(v.y), float(v.z));
}

Vec3 fromQ(const QVector3D &v)
{
    return {v.x(), v.y(), v.z()};
}

/// Distance in pixels from `p` to the segment a–b.
double segmentDistance(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a, ap = p - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(ap, ab) / len2, 0.0, 1.0) : 0;
    const QPointF d = ap - ab * t;
    return std::sqrt(QPointF::dotProduct(d, d));
}

double cross2(const QPointF &a, const QPointF &b)
{
    return a.x() * b.y() - a.y() * b.x();
}

/// Whether `p` lies inside the convex quad q[0..3] (either winding).
bool insideQuad(const QPointF &p, const QPointF q[4])
{
    int positive = 0, negative = 0;
    for (int i = 0; i < 4; ++i) {
        const double c = cross2(q[(i + 1) % 4] - q[i], p - q[i]);
        positive += c > 0;
        negative += c < 0;
    }
    return positive == 0 || negative == 0;
}

/// Two unit vectors spanning the plane normal to unit `n`.
void planeBasis(const Vec3 &n, Vec3 &u, Vec3 &v)
{
    const Vec3 helper = std::abs(n.x) < 0.9 ? Vec3 {1, 0, 0} : Vec3 {0, 1, 0};
    u = n.cross(helper).normalized();
    v = n.cross(u);
}

} // namespace

QPointF GizmoCamera::toPixel(const Vec3 &p, bool *inFront) const
{
    const QVector4D clip = viewProjection * QVector4D(toQ(p), 1);
    if (inFront)
        *inFront = clip.w() > 0;
    const float w = std::abs(clip.w()) > 1e-12f ? clip.w() : 1e-12f;
    return {(clip.x() / w + 1) / 2 * size.width(), (1 - clip.y() / w) / 2 * size.height()};
}

Ray GizmoCamera::ray(const QPointF &pixel) const
{
    const QMatrix4x4 inverse = viewProjection.inverted();
    const float x = float(2 * pixel.x() / std::max(size.width(), 1.0) - 1);
    const float y = float(1 - 2 * pixel.y() / std::max(size.height(), 1.0));
    const QVector3D near = inverse.map(QVector3D(x, y, -1));
    const QVector3D far = inverse.map(QVector3D(x, y, 1));
    return {fromQ(near), fromQ((far - near).normalized())};
}

double GizmoCamera::metresPerPixel(const Vec3 &p) const
{
    const QVector4D clip = viewProjection * QVector4D(toQ(p), 1);
    if (std::abs(clip.w()) < 1e-12f)
        return 1;
    const QVector3D ndc = clip.toVector3DAffine();
    const QMatrix4x4 inverse = viewProjection.inverted();
    const float dy = float(2 / std::max(size.height(), 1.0));
    const QVector3D a = inverse.map(ndc), b = inverse.map(ndc + QVector3D(0, dy, 0));
    return double((b - a).length());
}

int handleAxis(GizmoHandle handle)
{
    switch (handle) {
    case GizmoHandle::AxisX:
    case GizmoHandle::PlaneYZ:
    case GizmoHandle::RingX:
    case GizmoHandle::ResizeXPlus:
    case GizmoHandle::ResizeXMinus:
        return 0;
    case GizmoHandle::AxisY:
    case GizmoHandle::PlaneZX:
    case GizmoHandle::RingY:
    case GizmoHandle::ResizeYPlus:
    case GizmoHandle::ResizeYMinus:
        return 1;
    case GizmoHandle::AxisZ:
    case GizmoHandle::PlaneXY:
    case GizmoHandle::RingZ:
    case GizmoHandle::ResizeZPlus:
    case GizmoHandle::ResizeZMinus:
        return 2;
    default:
        return -1;
    }
}

int handleSign(GizmoHandle handle)
{
    switch (handle) {
    case GizmoHandle::ResizeXPlus:
    case GizmoHandle::ResizeYPlus:
    case GizmoHandle::ResizeZPlus:
        return 1;
    case GizmoHandle::ResizeXMinus:
    case GizmoHandle::ResizeYMinus:
    case GizmoHandle::ResizeZMinus:
        return -1;
    default:
        return 0;
    }
}

Vec3 GizmoLayout::resizePoint(GizmoHandle handle) const
{
    const int i = handleAxis(handle);
    const double half = i == 0 ? halfExtents.x : i == 1 ? halfExtents.y : halfExtents.z;
    return X_WG.p + axis(i) * (handleSign(handle) * half);
}

Vec3 GizmoLayout::axis(int i) const
{
    const Vec3 e[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    return X_WG.q.rotate(e[i]);
}

GizmoHandle hitTest(
    const GizmoLayout &layout, const GizmoCamera &camera, const QPointF &pixel, double tolerance)
{
    const Vec3 o = layout.X_WG.p;
    const double s = layout.scale;
    GizmoHandle best = GizmoHandle::None;
    double bestDistance = tolerance;
    const auto consider = [&](GizmoHandle handle, double distance) {
        if (distance <= bestDistance) {
            best = handle;
            bestDistance = distance;
        }
    };
    const QPointF centre = camera.toPixel(o);
    switch (layout.mode) {
    case GizmoLayout::Mode::Translate:
        for (int i = 0; i < 3; ++i) {
            const QPointF a = camera.toPixel(o + layout.axis(i) * (GizmoLayout::kAxisStart * s));
            const QPointF b = camera.toPixel(o + layout.axis(i) * s);
            const QPointF ab = b - centre;
            if (QPointF::dotProduct(ab, ab) < 15 * 15) // seen end-on
                continue;
            consider(GizmoHandle(int(GizmoHandle::AxisX) + i), segmentDistance(pixel, a, b));
        }
        for (int i = 0; i < 3; ++i) {
            const Vec3 u = layout.axis((i + 1) % 3), v = layout.axis((i + 2) % 3);
            const double lo = GizmoLayout::kPlaneMin * s, hi = GizmoLayout::kPlaneMax * s;
            const QPointF q[4]
                = {camera.toPixel(o + u * lo + v * lo), camera.toPixel(o + u * hi + v * lo),
                    camera.toPixel(o + u * hi + v * hi), camera.toPixel(o + u * lo + v * hi)};
            const double area = std::abs(cross2(q[2] - q[0], q[3] - q[1])) / 2;
            if (area < 40) // seen edge-on
                continue;
            if (insideQuad(pixel, q))
                consider(GizmoHandle(int(GizmoHandle::PlaneYZ) + i), 0);
        }
        break;
    case GizmoLayout::Mode::Rotate:
        for (int i = 0; i < 3; ++i) {
            Vec3 u = layout.axis((i + 1) % 3), v = layout.axis((i + 2) % 3);
            const int segments = 64;
            QPointF previous = camera.toPixel(o + u * (GizmoLayout::kRingRadius * s));
            double distance = 1e300;
            for (int k = 1; k <= segments; ++k) {
                const double a = 2 * M_PI * k / segments;
                const QPointF p = camera.toPixel(
                    o + (u * std::cos(a) + v * std::sin(a)) * (GizmoLayout::kRingRadius * s));
                distance = std::min(distance, segmentDistance(pixel, previous, p));
                previous = p;
            }
            consider(GizmoHandle(int(GizmoHandle::RingX) + i), distance);
        }
        break;
    case GizmoLayout::Mode::JointAxis:
        consider(GizmoHandle::JointAxis,
            segmentDistance(pixel, centre,
                camera.toPixel(o + layout.jointAxis_W * (GizmoLayout::kJointAxisLength * s))));
        break;
    case GizmoLayout::Mode::Resize:
        // The handle nearest the cursor; a handle behind the shape's centre (seen from the
        // camera) counts too: the gizmo is drawn over the scene.
        for (int k = 0; k < 6; ++k) {
            const auto h = GizmoHandle(int(GizmoHandle::ResizeXPlus) + k);
            const QPointF d = camera.toPixel(layout.resizePoint(h)) - pixel;
            consider(h, std::hypot(d.x(), d.y()));
        }
        break;
    }
    return best;
}

bool closestOnAxis(const Ray &ray, const Vec3 &origin, const Vec3 &axis, double *s)
{
    // Lines origin + s·axis and ray.origin + t·d: minimise the distance (both unit vectors).
    const Vec3 w = origin - ray.origin;
    const double b = axis.dot(ray.direction);
    const double denominator = 1 - b * b;
    if (denominator < 1e-6)
        return false;
    *s = (b * ray.direction.dot(w) - axis.dot(w)) / denominator;
    return true;
}

bool intersectPlane(const Ray &ray, const Vec3 &origin, const Vec3 &normal, Vec3 *hit)
{
    const double denominator = normal.dot(ray.direction);
    if (std::abs(denominator) < 1e-6)
        return false;
    const double t = normal.dot(origin - ray.origin) / denominator;
    if (t < 0)
        return false;
    *hit = ray.origin + ray.direction * t;
    return true;
}

double angleAbout(const Vec3 &centre, const Vec3 &normal, const Vec3 &from, const Vec3 &to)
{
    Vec3 a = from - centre, b = to - centre;
    a = a - normal * a.dot(normal);
    b = b - normal * b.dot(normal);
    return std::atan2(normal.dot(a.cross(b)), a.dot(b));
}

double snapTo(double value, double step)
{
    return step > 0 ? std::round(value / step) * step : value;
}

Vec3 pointedDirection(const Ray &ray, const Vec3 &origin, double radius)
{
    // |o + t d − c|² = r²: t² + 2 t d·(o − c) + |o − c|² − r² = 0, the nearer root.
    const Vec3 oc = ray.origin - origin;
    const double b = ray.direction.dot(oc);
    const double c = oc.dot(oc) - radius * radius;
    const double discriminant = b * b - c;
    Vec3 point;
    if (discriminant >= 0 && -b - std::sqrt(discriminant) > 0) {
        point = ray.origin + ray.direction * (-b - std::sqrt(discriminant));
    } else if (!intersectPlane(ray, origin, -ray.direction, &point)) {
        point = ray.origin + ray.direction * std::max(0.0, -b);
    }
    const Vec3 d = (point - origin).normalized();
    return d.norm() > 0 ? d : Vec3 {0, 0, 1};
}

Vec3 snapToPrincipalAxis(const Vec3 &direction, const Quat &q_WJ, double maxAngle, bool *snapped)
{
    const Vec3 u = direction.normalized();
    Vec3 best = u;
    double bestCos = std::cos(std::min(maxAngle, M_PI));
    bool found = false;
    const Vec3 e[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (const Vec3 &axis : e) {
        for (double sign : {1.0, -1.0}) {
            const Vec3 candidate = q_WJ.rotate(axis * sign);
            const double c = candidate.dot(u);
            if (c >= bestCos) {
                bestCos = c;
                best = candidate;
                found = true;
            }
        }
    }
    if (snapped)
        *snapped = found;
    return best;
}

Quat GizmoMotion::rotation() const
{
    return kind == Kind::Rotate ? Quat::fromAxisAngle(axis, angle) : Quat {};
}

bool GizmoDrag::begin(GizmoHandle handle, const GizmoLayout &layout, const Ray &ray)
{
    m_handle = GizmoHandle::None;
    m_layout = layout;
    m_angle = 0;
    const Vec3 o = layout.X_WG.p;
    const int i = handleAxis(handle);
    switch (handle) {
    case GizmoHandle::AxisX:
    case GizmoHandle::AxisY:
    case GizmoHandle::AxisZ:
        if (!closestOnAxis(ray, o, layout.axis(i), &m_startS))
            return false;
        break;
    case GizmoHandle::PlaneYZ:
    case GizmoHandle::PlaneZX:
    case GizmoHandle::PlaneXY:
        if (!intersectPlane(ray, o, layout.axis(i), &m_startHit))
            return false;
        break;
    case GizmoHandle::RingX:
    case GizmoHandle::RingY:
    case GizmoHandle::RingZ:
        m_handle = handle; // ringPoint() needs it
        m_startHit = m_lastHit = ringPoint(ray);
        break;
    case GizmoHandle::JointAxis:
        break;
    case GizmoHandle::ResizeXPlus:
    case GizmoHandle::ResizeXMinus:
    case GizmoHandle::ResizeYPlus:
    case GizmoHandle::ResizeYMinus:
    case GizmoHandle::ResizeZPlus:
    case GizmoHandle::ResizeZMinus:
        // Along the face's outward normal through the handle.
        if (!closestOnAxis(
                ray, layout.resizePoint(handle), layout.axis(i) * handleSign(handle), &m_startS))
            return false;
        break;
    case GizmoHandle::None:
        return false;
    }
    m_handle = handle;
    return true;
}

Vec3 GizmoDrag::ringPoint(const Ray &ray) const
{
    const Vec3 o = m_layout.X_WG.p;
    const Vec3 n = m_layout.axis(handleAxis(m_handle));
    Vec3 hit;
    if (std::abs(n.dot(ray.direction)) > 0.1 && intersectPlane(ray, o, n, &hit))
        return hit;
    // Grazing: the ray's point nearest the centre, projected into the ring plane.
    const Vec3 p = ray.origin + ray.direction * std::max(0.0, (o - ray.origin).dot(ray.direction));
    return p - n * (p - o).dot(n);
}

GizmoMotion GizmoDrag::update(const Ray &ray, const GizmoSnap &snap)
{
    GizmoMotion motion;
    const Vec3 o = m_layout.X_WG.p;
    const int i = handleAxis(m_handle);
    switch (m_handle) {
    case GizmoHandle::AxisX:
    case GizmoHandle::AxisY:
    case GizmoHandle::AxisZ: {
        double s = m_startS;
        closestOnAxis(ray, o, m_layout.axis(i), &s);
        double delta = s - m_startS;
        if (snap.enabled)
            delta = snapTo(delta, snap.translationStep);
        motion.kind = GizmoMotion::Kind::Translate;
        motion.translation = m_layout.axis(i) * delta;
        break;
    }
    case GizmoHandle::PlaneYZ:
    case GizmoHandle::PlaneZX:
    case GizmoHandle::PlaneXY: {
        Vec3 hit = m_startHit;
        intersectPlane(ray, o, m_layout.axis(i), &hit);
        const Vec3 u = m_layout.axis((i + 1) % 3), v = m_layout.axis((i + 2) % 3);
        double du = (hit - m_startHit).dot(u), dv = (hit - m_startHit).dot(v);
        if (snap.enabled) {
            du = snapTo(du, snap.translationStep);
            dv = snapTo(dv, snap.translationStep);
        }
        motion.kind = GizmoMotion::Kind::Translate;
        motion.translation = u * du + v * dv;
        break;
    }
    case GizmoHandle::RingX:
    case GizmoHandle::RingY:
    case GizmoHandle::RingZ: {
        const Vec3 n = m_layout.axis(i);
        const Vec3 hit = ringPoint(ray);
        m_angle += angleAbout(o, n, m_lastHit, hit);
        m_lastHit = hit;
        motion.kind = GizmoMotion::Kind::Rotate;
        motion.axis = n;
        motion.centre = o;
        motion.angle = snap.enabled ? snapTo(m_angle, snap.angleStep) : m_angle;
        break;
    }
    case GizmoHandle::JointAxis: {
        const Vec3 d = pointedDirection(ray, o, GizmoLayout::kJointAxisLength * m_layout.scale);
        motion.kind = GizmoMotion::Kind::JointAxis;
        motion.axis
            = snapToPrincipalAxis(d, m_layout.X_WG.q, snap.enabled ? M_PI : snap.axisSnapAngle);
        motion.centre = o;
        break;
    }
    case GizmoHandle::ResizeXPlus:
    case GizmoHandle::ResizeXMinus:
    case GizmoHandle::ResizeYPlus:
    case GizmoHandle::ResizeYMinus:
    case GizmoHandle::ResizeZPlus:
    case GizmoHandle::ResizeZMinus: {
        const Vec3 outward = m_layout.axis(i) * handleSign(m_handle);
        double s = m_startS;
        closestOnAxis(ray, m_layout.resizePoint(m_handle), outward, &s);
        motion.kind = GizmoMotion::Kind::Resize;
        motion.axis = outward;
        motion.distance = s - m_startS;
        motion.handle = m_handle;
        break;
    }
    case GizmoHandle::None:
        break;
    }
    return motion;
}

} // namespace robostage
