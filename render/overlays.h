#pragma once

#include "document.h"
#include "instancebatch.h"

#include <QPointer>

#include <Qt3DCore/QEntity>

#include <array>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace robostage {

class SceneShading;

/// The helper drawings of SceneView::setOverlays(), drawn with the scene's unit shapes in
/// batches of their own (so SceneView's batch and instance counts stay as they are): link frames
/// (X red, Y green, Z blue), joint axes (yellow arrows through the joint origin, with the range
/// of a revolute joint with finite limits as an arc), centres of mass (small spheres) and
/// equivalent-inertia boxes (translucent violet; beside it, in translucent teal, the box of the
/// inertia the link's collisions give at its mass, massproperties.h), light markers (spheres in the
/// light's colour, an arrow along the direction of spot and directional lights) and camera-sensor
/// frustums (cyan lines). Sizes follow `size`, a length typical of the scene (metres).
class Overlays
{
public:
    /// Bits of the mask, equal to SceneView::Overlay.
    enum Bit { LinkFrames = 1, JointAxes = 2, Inertia = 4, Lights = 8, Frustums = 16, Forces = 32 };

    Overlays(const Document &document, const SceneShading &shading, Qt3DCore::QNode *parent);
    ~Overlays();
    Overlays(const Overlays &) = delete;
    Overlays &operator=(const Overlays &) = delete;

    /// Draws what `mask` selects at world poses X_WF (FrameGraph::worldPoses(q)) and joint
    /// positions `q`. Rewrites the instances in place when their number per shape is unchanged.
    void update(int mask, const std::vector<Pose> &X_WF, const JointPositions &q, float size);
    /// Instances drawn (for tests).
    int instanceCount() const;

private:
    /// Per unit shape: opaque and translucent.
    using Instances = std::array<std::vector<InstanceData>, 2 * kUnitShapeCount>;

    /// The inertial the collisions of `link` give at its mass (uniform density; centre of mass
    /// and tensor in the link frame), computed on first use; nothing without collisions with
    /// a volume.
    const std::optional<Inertial> &computedInertial(const Link &link);

    const Document &m_document;
    const SceneShading &m_shading;
    std::unordered_map<FrameId, std::optional<Inertial>> m_computed;
    Qt3DCore::QNode *m_parent;
    QPointer<Qt3DCore::QEntity> m_root;
    std::array<std::unique_ptr<InstanceBatch>, 2 * kUnitShapeCount> m_batches;
};

/// Principal moments and axes of the symmetric 3x3 inertia tensor (kg·m²) by Jacobi rotations:
/// `moments[i]` about the unit column `axes[i]` (a right-handed basis).
void principalInertia(const Inertial &inertial, double moments[3], Vec3 axes[3]);

} // namespace robostage
