#pragma once

// Name scopes of SDFormat frame semantics (SDF 1.8 "Name scoping and references" and the
// pose frame semantics proposal): each model (and the world) is a scope in which links,
// joints, frames and nested models are named; references (`relative_to`, `attached_to`,
// joint `parent`/`child`, `expressed_in`, `canonical_link`, `placement_frame`) may name a
// sibling in the same scope or descend into nested models with `a::b`, never go up.
// References can point forward, so readers record them as pending and resolve them once the
// scope is complete (Scope::finalize()).

#include "scene.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>

#include <vector>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;
class FrameGraph;

namespace sdf {

struct Scope
{
    Q_DECLARE_TR_FUNCTIONS(robostage::sdf::Scope)

public:
    bool isWorld = false;
    int version = 0; ///< SDFormat version of the file the scope was read from
    FrameId modelFrame = kWorldFrame; ///< `__model__` (a model) or `world`
    QString prefix; ///< scoped-name prefix ("" in the world)
    QString modelName; ///< for diagnostics
    FrameId firstLink = kNoFrame;
    /// Names of included models that could not be read: references into them were already
    /// explained by the include's diagnostic and are skipped silently.
    QSet<QString> unavailable;
    QHash<QString, FrameId> ownNames;
    QHash<QString, Scope *> ownModels;
    QHash<QString, FrameId> *names = &ownNames; ///< shared with the parent for merge includes
    QHash<QString, Scope *> *models = &ownModels;

    /// A reference to resolve when the scope is complete.
    struct Pending
    {
        enum class Kind {
            RelativeTo,
            AttachedTo,
            JointParent,
            JointChild,
            AxisExpressedIn,
            Canonical
        };
        Kind kind;
        FrameId node;
        int joint = -1; ///< JointMotion index for joint references
        QString name;
        const tinyxml2::XMLElement *element = nullptr;
        const ReadContext *ctx = nullptr;
        bool hasRelativeTo
            = false; ///< for AttachedTo / JointChild: the pose has its own relative_to
    };
    std::vector<Pending> pending;

    QString scoped(const QString &name) const
    {
        return prefix.isEmpty() ? name : prefix + QStringLiteral("::") + name;
    }

    /// The frame `name` denotes in this scope: `__model__`, `world` (world scope only), a
    /// sibling link/joint/frame/model, or `a::b` inside nested model `a`. kNoFrame if none.
    FrameId lookup(const QString &name) const;

    /// The name libsdformat gives joint or frame `element` named `name` (`kind`: "joint" or
    /// "frame"): before SDFormat 1.7, names were not unique across kinds, and libsdformat
    /// (Model::Load) renames a joint or frame that has the name of a link or nested model of the
    /// same model, or of a joint or frame declared before it, to NAME_joint (NAME_frame), then
    /// NAME_joint0, NAME_joint1, …, with a warning. From 1.7 on, and without a clash: `name`.
    QString legacyName(const ReadContext &ctx, const tinyxml2::XMLElement *element,
        const QString &name, const char *kind) const;
    /// legacyName()'s names taken by the model's links and models (and joints, for frames),
    /// by kind; collected on first use.
    mutable QHash<QByteArray, QSet<QString>> legacyTaken;

    /// Registers a sibling name; reports a duplicate (error from SDF 1.7, warning before) and
    /// keeps the first.
    void declare(const ReadContext &ctx, const tinyxml2::XMLElement *element, const QString &name,
        FrameId frame);

    /// Resolves every pending reference into `graph`. Unknown names are reported with the
    /// element's line and the default frame is kept.
    void finalize(FrameGraph &graph);
};

} // namespace sdf
} // namespace robostage
