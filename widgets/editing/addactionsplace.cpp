// AddActions: placing a new link or model at a point in the view, and a joint's links picked
// in the view or the tree (issue 18).

#include "editing/addactions.h"

#include "base/documentwindow.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "tools/addpicking.h"
#include "viewport.h"

#include <cmath>

namespace robostage {

using Kind = edit::AddSpec::Kind;

namespace {

/// The frame the pose of `spec` is relative to by default (AddSpec::xyzRpy): a URDF link's
/// joint origin is in the joint's parent link (urdf-xml.md `<joint><origin>`), an SDFormat
/// link's pose in its model frame, a model's in its parent model or the world (SDFormat 1.7
/// pose frame semantics). kNoFrame when it is not found.
FrameId poseFrame(const Document &document, const edit::AddSpec &spec, const edit::AddSpec &joint)
{
    const SceneModel &scene = document.scene();
    if (scene.format == SourceFormat::Urdf && spec.kind == Kind::Link)
        return edit::findEntity(document, QStringLiteral("link:") + joint.jointParent, {}, nullptr);
    if (spec.kind == Kind::Model && scene.declaresWorld && spec.parent == scene.world.name)
        return kWorldFrame;
    return edit::findEntity(document, QStringLiteral("model:") + spec.parent, {}, nullptr);
}

} // namespace

bool AddActions::commitAt(edit::AddSpec spec, edit::AddSpec joint, const QVector3D &p_W)
{
    const Document *document = m_window->session() ? m_window->document() : nullptr;
    if (!document)
        return false;
    const FrameId frame = poseFrame(*document, spec, joint);
    if (frame == kNoFrame) {
        refuse(tr("%1 is gone from the document; add it again").arg(spec.parent));
        return false;
    }
    // p_F = X_FW · p_W, at the joint positions the view shows.
    const Viewport *view = m_window->viewport();
    const Pose X_WF = view ? document->frames().worldPoseAt(frame, view->jointPositions())
                           : document->frames().worldPose(frame);
    const Vec3 p_F = X_WF.inverse().transformPoint({p_W.x(), p_W.y(), p_W.z()});
    edit::AddSpec &posed
        = spec.kind == Kind::Link && document->scene().format == SourceFormat::Urdf ? joint : spec;
    // A click is good to a pixel, millimetres or more: 0.1 mm keeps the file's numbers short.
    const auto rounded = [](double v) {
        return std::round(v * 1e4) / 1e4 + 0.0;
    };
    posed.xyzRpy[0] = rounded(p_F.x);
    posed.xyzRpy[1] = rounded(p_F.y);
    posed.xyzRpy[2] = rounded(p_F.z);
    posed.hasPose = true;
    return commit(spec, joint);
}

void AddActions::placeByClick(const edit::AddSpec &spec, const edit::AddSpec &joint)
{
    m_picking->placeByClick(tr("Click in the view where %1 goes").arg(spec.name),
        [this, spec, joint](const QVector3D &p_W) { commitAt(spec, joint, p_W); });
}

void AddActions::pickLinks(const edit::AddSpec &spec)
{
    m_picking->pickLinks({tr("Click the parent link of joint %1").arg(spec.name),
                             tr("Click the child link of joint %1").arg(spec.name)},
        [this, spec](FrameId parent, FrameId child) {
            const Document *document = m_window->session() ? m_window->document() : nullptr;
            if (!document)
                return;
            // The links' names as the joint writes them: URDF link names; in SDFormat relative
            // to the joint's model (SDFormat 1.8 name scoping).
            const QString prefix = spec.parent + QStringLiteral("::");
            QString names[2];
            const FrameId frames[2] = {parent, child};
            for (int i = 0; i < 2; ++i) {
                const QString scoped = document->frames().node(frames[i]).scopedName;
                if (document->scene().format == SourceFormat::Urdf) {
                    names[i] = scoped.section(QStringLiteral("::"), -1);
                } else if (scoped.startsWith(prefix)) {
                    names[i] = scoped.mid(prefix.size());
                } else {
                    refuse(tr("%1 is not a link of %2: pick the links of the joint's model")
                               .arg(scoped, spec.parent));
                    return;
                }
            }
            edit::AddSpec picked = spec;
            picked.jointParent = names[0];
            picked.jointChild = names[1];
            commit(picked, {});
        });
}

} // namespace robostage
