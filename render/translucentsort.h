#pragma once

#include "instancebatch.h"

#include <QVector3D>

#include <vector>

namespace robostage {

/// Instances per batch up to which translucent batches are sorted back to front. Sorting costs
/// one distance per instance, an n log n sort and re-uploading the batch (112 bytes per
/// instance): about 1 ms and 0.9 MB at this size, paid only when the camera has moved enough
/// (SceneView::sortTranslucent()). Larger batches keep their buffer order.
constexpr int kMaxSortedInstances = 8192;

/// The draw order of `instances` (a permutation of their slots) that draws them back to front
/// as seen from `eye` (world, metres): by decreasing distance from the eye to the instance's
/// centre, X_WS applied to `localCentre` (the centre of the batch's mesh bounds, shape frame).
/// Hidden (collapsed) instances sort with their transform's origin like any other. Ties keep
/// slot order (stable).
std::vector<int> backToFrontOrder(
    const std::vector<InstanceData> &instances, const QVector3D &localCentre, const QVector3D &eye);

/// The world position (metres) of the point `local` of an instance's shape frame.
QVector3D instanceWorldPoint(const InstanceData &instance, const QVector3D &local);

} // namespace robostage
