#include "pose.h"

#include <cmath>

namespace robostage {

double Vec3::norm() const
{
    return std::sqrt(x * x + y * y + z * z);
}

Vec3 Vec3::normalized() const
{
    const double n = norm();
    if (n == 0 || !std::isfinite(n))
        return {};
    return {x / n, y / n, z / n};
}

Quat Quat::operator*(const Quat &o) const
{
    return {w * o.w - x * o.x - y * o.y - z * o.z, w * o.x + x * o.w + y * o.z - z * o.y,
        w * o.y - x * o.z + y * o.w + z * o.x, w * o.z + x * o.y - y * o.x + z * o.w};
}

Quat Quat::normalized() const
{
    const double n = std::sqrt(w * w + x * x + y * y + z * z);
    if (n == 0 || !std::isfinite(n))
        return {};
    return {w / n, x / n, y / n, z / n};
}

Vec3 Quat::rotate(const Vec3 &v) const
{
    // v' = v + 2w (u x v) + 2 u x (u x v), u = (x, y, z)
    const Vec3 u {x, y, z};
    const Vec3 t = u.cross(v) * 2.0;
    return v + t * w + u.cross(t);
}

Quat Quat::canonical() const
{
    if (w < 0 || (w == 0 && (x < 0 || (x == 0 && (y < 0 || (y == 0 && z < 0))))))
        return {-w, -x, -y, -z};
    return *this;
}

Quat Quat::fromRpy(double roll, double pitch, double yaw)
{
    const double cr = std::cos(roll / 2), sr = std::sin(roll / 2);
    const double cp = std::cos(pitch / 2), sp = std::sin(pitch / 2);
    const double cy = std::cos(yaw / 2), sy = std::sin(yaw / 2);
    return Quat {cr * cp * cy + sr * sp * sy, sr * cp * cy - cr * sp * sy,
        cr * sp * cy + sr * cp * sy, cr * cp * sy - sr * sp * cy}
        .normalized();
}

Quat Quat::fromAxisAngle(const Vec3 &axis, double angle)
{
    const Vec3 a = axis.normalized();
    const double s = std::sin(angle / 2);
    return Quat {std::cos(angle / 2), a.x * s, a.y * s, a.z * s}.normalized();
}

Vec3 Quat::toRpy() const
{
    const Quat n = normalized();
    const double sinp = 2 * (n.w * n.y - n.z * n.x);
    const double roll = std::atan2(2 * (n.w * n.x + n.y * n.z), 1 - 2 * (n.x * n.x + n.y * n.y));
    const double pitch = std::abs(sinp) >= 1 ? std::copysign(M_PI / 2, sinp) : std::asin(sinp);
    const double yaw = std::atan2(2 * (n.w * n.z + n.x * n.y), 1 - 2 * (n.y * n.y + n.z * n.z));
    return {roll, pitch, yaw};
}

double Quat::angleTo(const Quat &o) const
{
    const Quat d = conjugate() * o;
    return 2 * std::atan2(std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z), std::abs(d.w));
}

} // namespace robostage
