#pragma once

// Drawings of the window's measuring tools over the scene (issue 19): a generated collision
// shape previewed before it is applied, the points where a link's visuals stick out of its
// collisions farthest, and the like. Drawn with the scene's unit shapes and materials, never
// picked, fitted or counted in the scene's instances.

#include "instancebatch.h"
#include "lifetimebound.h"
#include "scene.h"

#include <QPointer>
#include <QStringList>

#include <Qt3DCore/QEntity>
#include <Qt3DRender/QEffect>

#include <memory>
#include <vector>

namespace robostage {

class SceneShading;

/// One drawing: `geometry` (box, sphere, cylinder, capsule, ellipsoid, cone as unitShapeParts()
/// draws them; a mesh from its `inlineMesh`) placed at X_WS (world, metres) in `color`
/// (RGBA in [0, 1]; alpha < 1 draws it translucent).
/// With `text`, the marker is that text instead: a label facing the screen, centred above X_WS's
/// origin, a fixed size in pixels, drawn over everything (markerlabel.h); `geometry` is then
/// not drawn and `color` is the text's.
struct Marker
{
    Geometry geometry;
    Pose X_WS;
    Color color {1, 0, 0, 1};
    QString text;
};

/// The markers of a SceneView, under their own entity.
class Markers
{
public:
    Markers(const SceneShading &shading, Qt3DCore::QNode *parent);
    ~Markers();
    Markers(const Markers &) = delete;
    Markers &operator=(const Markers &) = delete;

    /// Draws `markers` instead of the previous ones (built anew: they are few).
    void set(const std::vector<Marker> &markers);
    /// Instances drawn (for tests).
    int instanceCount() const;
    /// The texts of the labels drawn (for tests).
    const QStringList &labels() const ROBOSTAGE_LIFETIMEBOUND { return m_labels; }

private:
    const SceneShading &m_shading;
    Qt3DCore::QNode *m_parent;
    QPointer<Qt3DCore::QEntity> m_root;
    std::vector<std::unique_ptr<InstanceBatch>> m_batches;
    QStringList m_labels;
    QPointer<Qt3DRender::QEffect> m_labelEffect; ///< made on the first label
};

} // namespace robostage
