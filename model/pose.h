#pragma once

#include <array>

namespace robostage {

/// A 3-vector of doubles (metres for positions, unitless for directions).
struct Vec3
{
    double x = 0, y = 0, z = 0;

    Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    Vec3 operator-(const Vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
    Vec3 operator*(double s) const { return {x * s, y * s, z * s}; }
    Vec3 operator-() const { return {-x, -y, -z}; }
    double dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    Vec3 cross(const Vec3 &o) const
    {
        return {y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x};
    }
    double norm() const;
    /// Returns the unit vector, or {0,0,0} when the norm is 0.
    Vec3 normalized() const;
    bool operator==(const Vec3 &o) const { return x == o.x && y == o.y && z == o.z; }
    bool operator!=(const Vec3 &o) const { return !(*this == o); }
};

/// A unit quaternion (w, x, y, z) in double precision. Rotations follow the Hamilton
/// convention used by SDFormat and URDF (active rotation, q * v * q⁻¹).
struct Quat
{
    double w = 1, x = 0, y = 0, z = 0;

    Quat operator*(const Quat &o) const;
    Quat conjugate() const { return {w, -x, -y, -z}; }
    Quat normalized() const;
    Vec3 rotate(const Vec3 &v) const;
    /// Returns the same rotation with w >= 0 (the canonical sign used by `poses`).
    Quat canonical() const;

    /// Fixed-axis roll (X), pitch (Y), yaw (Z) in radians: R = Rz(yaw) Ry(pitch) Rx(roll),
    /// as URDF `rpy` and the SDFormat `<pose>` (spec: "pose" description) define it.
    static Quat fromRpy(double roll, double pitch, double yaw);
    /// Rotation of `angle` radians about the unit `axis`.
    static Quat fromAxisAngle(const Vec3 &axis, double angle);
    /// Inverse of fromRpy; returns {roll, pitch, yaw} in radians.
    Vec3 toRpy() const;
    /// The angle of the rotation from this one to `o` (radians, [0, π]; q and −q are the same
    /// rotation), accurate near zero (atan2, not acos).
    double angleTo(const Quat &o) const;
};

/// A rigid transform X_AB: the pose of frame B expressed in frame A. Position in metres.
/// Composition follows monogram notation: X_AC = X_AB * X_BC.
struct Pose
{
    Vec3 p;
    Quat q;

    Pose operator*(const Pose &X_BC) const
    {
        return {p + q.rotate(X_BC.p), (q * X_BC.q).normalized()};
    }
    Pose inverse() const
    {
        const Quat qi = q.conjugate();
        return {qi.rotate(-p), qi};
    }
    Vec3 transformPoint(const Vec3 &v) const { return p + q.rotate(v); }
    bool isIdentity() const
    {
        return p.x == 0 && p.y == 0 && p.z == 0 && q.x == 0 && q.y == 0 && q.z == 0;
    }
    static Pose fromXyzRpy(double x, double y, double z, double roll, double pitch, double yaw)
    {
        return {{x, y, z}, Quat::fromRpy(roll, pitch, yaw)};
    }
};

} // namespace robostage
