#pragma once

// Rigid transforms and the POSE line format shared by the two oracle programs
// (sdformat_poses, urdfdom_poses). Header-only on purpose: the oracles link nothing of ours.
//
// A Pose X_AB is the pose of frame B in frame A: position in metres, unit quaternion
// (Hamilton convention, w first). X_AC = X_AB * X_BC.

#include <cmath>
#include <cstdio>
#include <string>

namespace oracle {

struct Pose
{
    double x = 0, y = 0, z = 0;
    double qw = 1, qx = 0, qy = 0, qz = 0;
};

/// Rotates the vector (vx, vy, vz) by the unit quaternion of `X` (v' = q v q*).
inline void rotate(const Pose &X, double &vx, double &vy, double &vz)
{
    // t = 2 q_v × v;  v' = v + w t + q_v × t
    const double tx = 2 * (X.qy * vz - X.qz * vy);
    const double ty = 2 * (X.qz * vx - X.qx * vz);
    const double tz = 2 * (X.qx * vy - X.qy * vx);
    const double rx = vx + X.qw * tx + (X.qy * tz - X.qz * ty);
    const double ry = vy + X.qw * ty + (X.qz * tx - X.qx * tz);
    const double rz = vz + X.qw * tz + (X.qx * ty - X.qy * tx);
    vx = rx;
    vy = ry;
    vz = rz;
}

/// X_AC = X_AB * X_BC.
inline Pose compose(const Pose &X_AB, const Pose &X_BC)
{
    Pose X_AC;
    double px = X_BC.x, py = X_BC.y, pz = X_BC.z;
    rotate(X_AB, px, py, pz);
    X_AC.x = X_AB.x + px;
    X_AC.y = X_AB.y + py;
    X_AC.z = X_AB.z + pz;
    const Pose &a = X_AB;
    const Pose &b = X_BC;
    X_AC.qw = a.qw * b.qw - a.qx * b.qx - a.qy * b.qy - a.qz * b.qz;
    X_AC.qx = a.qw * b.qx + a.qx * b.qw + a.qy * b.qz - a.qz * b.qy;
    X_AC.qy = a.qw * b.qy - a.qx * b.qz + a.qy * b.qw + a.qz * b.qx;
    X_AC.qz = a.qw * b.qz + a.qx * b.qy - a.qy * b.qx + a.qz * b.qw;
    return X_AC;
}

/// Rotation by `angle` radians about `axis` (any non-zero length).
inline Pose axisAngle(double ax, double ay, double az, double angle)
{
    const double n = std::sqrt(ax * ax + ay * ay + az * az);
    Pose X;
    if (n == 0)
        return X;
    const double s = std::sin(angle / 2) / n;
    X.qw = std::cos(angle / 2);
    X.qx = ax * s;
    X.qy = ay * s;
    X.qz = az * s;
    return X;
}

/// Fixed 9-decimal number with "-0.000000000" written as "0.000000000".
inline std::string fixed9(double v)
{
    if (std::abs(v) < 5e-10)
        v = 0;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.9f", v);
    return buffer;
}

/// Prints `POSE kind name x y z qw qx qy qz` to stdout: the quaternion normalised, qw ≥ 0.
inline void printPose(const char *kind, const std::string &name, const Pose &X)
{
    double n = std::sqrt(X.qw * X.qw + X.qx * X.qx + X.qy * X.qy + X.qz * X.qz);
    if (n == 0)
        n = 1;
    if (X.qw < 0)
        n = -n;
    std::printf("POSE %s %s %s %s %s %s %s %s %s\n", kind, name.c_str(), fixed9(X.x).c_str(),
        fixed9(X.y).c_str(), fixed9(X.z).c_str(), fixed9(X.qw / n).c_str(),
        fixed9(X.qx / n).c_str(), fixed9(X.qy / n).c_str(), fixed9(X.qz / n).c_str());
}

} // namespace oracle
