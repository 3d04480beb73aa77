#pragma once

#include "gizmomath.h"
#include "instancebatch.h"

#include <QPointer>

#include <Qt3DCore/QEntity>

#include <array>
#include <memory>

namespace Qt3DRender {
class QMaterial;
}

namespace robostage {

/// The manipulation gizmo drawn over the scene (docs/RENDERING.md, Gizmos): translate arrows
/// (X red, Y green, Z blue) with plane squares, or rotation rings, or a joint's axis arrow
/// (yellow), as a GizmoLayout says; the handle under the cursor is drawn in a light colour.
///
/// Drawn with the scene's unit shapes in instanced batches of its own, with a small unlit
/// material (its own GLSL; no scene uniforms) in the translucent pass that writes a depth
/// squeezed to the front of the depth range: the gizmo covers the scene, its parts still hide
/// each other correctly, and later translucent scene instances do not draw over it. Nothing in
/// the frame graph or SceneShading changes for it.
class Gizmo
{
public:
    /// Creates the gizmo's entity under `parent` (e.g. Viewport::rootEntity()), hidden.
    explicit Gizmo(Qt3DCore::QNode *parent);
    ~Gizmo();
    Gizmo(const Gizmo &) = delete;
    Gizmo &operator=(const Gizmo &) = delete;

    /// Draws the gizmo at `layout` with `hovered` highlighted and, while a drag of `active` goes
    /// on, only that handle (plus a line through the origin along its axis for arrows).
    void update(const GizmoLayout &layout, GizmoHandle hovered = GizmoHandle::None,
        GizmoHandle active = GizmoHandle::None);
    void setVisible(bool visible);
    bool isVisible() const { return m_visible; }
    /// Instances drawn (for tests).
    int instanceCount() const;

    /// The gizmo's colour of an X, Y or Z handle, and of the joint axis, hovered or not.
    static Color handleColor(GizmoHandle handle, bool hovered);

private:
    QPointer<Qt3DCore::QEntity> m_root;
    Qt3DRender::QMaterial *m_material = nullptr;
    std::array<std::unique_ptr<InstanceBatch>, kUnitShapeCount> m_batches;
    bool m_visible = false;
    int m_drawn = 0;
};

} // namespace robostage
