#pragma once

// The SDFormat reader's internal state, shared by sdfreader.cpp (worlds, models, links, joints,
// frames) and sdfinclude.cpp (`<include>`, parameter passing, placement frames).

#include "formats/readcontext.h"
#include "sdfscope.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QStringList>

#include <deque>
#include <optional>

namespace robostage::sdf {

using tinyxml2::XMLElement;

/// Deepest chain of nested `<include>`s read; deeper ones are reported and skipped, so that a
/// cycle through differently spelled paths or an exponential include tree stays bounded.
constexpr int kMaxIncludeDepth = 32;

/// What an `<include>` overrides in the model it includes (SDFormat `include` description).
struct IncludeOverrides
{
    QString name;
    PoseSpec pose;
    const XMLElement *poseElement = nullptr;
    const ReadContext *poseCtx = nullptr; ///< the including file, where pose names resolve
    std::optional<bool> isStatic;
    QString placementFrame;
    const XMLElement *placementElement = nullptr;
    bool merge = false;
    IncludeInfo info;
};

/// Elements kept as Extension entries (besides every namespaced element): they matter to
/// users and must survive a save, but RoboStage does not model them.
inline bool isKeptExtension(const char *name)
{
    static const QList<QByteArray> kept = {"plugin", "actor", "population", "road", "projector",
        "particle_emitter", "audio_source", "battery"};
    return std::strchr(name, ':') || kept.contains(QByteArray(name));
}

/// Reads one SDFormat document and the files it includes into a Document.
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(robostage::sdf::Reader)

public:
    explicit Reader(ReadContext &root)
        : m_doc(root.document)
        , m_graph(root.document.frames())
        , m_resolver(root.resolver)
    {
        m_includeStack << root.path;
    }

    void readRoot(const ReadContext &ctx, XMLElement *root);

private:
    Scope &newScope()
    {
        m_scopes.emplace_back();
        return m_scopes.back();
    }

    FrameId addNode(FrameKind kind, const QString &scopedName, FrameId relativeTo, const Pose &X_RF,
        FrameId attachedTo, const SourceRef &source)
    {
        return m_graph.add(kind, scopedName, relativeTo, X_RF, attachedTo, source);
    }

    void pendRelativeTo(Scope &scope, const ReadContext &ctx, FrameId node, const PoseSpec &pose,
        const XMLElement *element)
    {
        if (!pose.relativeTo.isEmpty())
            scope.pending.push_back({Scope::Pending::Kind::RelativeTo, node, -1, pose.relativeTo,
                element, &ctx, false});
    }

    void readWorld(const ReadContext &ctx, const XMLElement *world, int version);
    bool readModel(const ReadContext &ctx, const XMLElement *model, Scope &parent, int version,
        Model &out, const IncludeOverrides *include);
    void readModelChildren(
        const ReadContext &ctx, const XMLElement *model, Scope &scope, Model &out);
    void readLink(const ReadContext &ctx, const XMLElement *link, Scope &scope, Model &model);
    void readJoint(
        const ReadContext &ctx, const XMLElement *joint, Scope &scope, std::vector<Joint> &out);
    void readFrame(
        const ReadContext &ctx, const XMLElement *frame, Scope &scope, std::vector<Frame> &out);
    void readWorldLight(const ReadContext &ctx, const XMLElement *light, Scope &scope,
        const IncludeOverrides *include);
    void readInclude(
        const ReadContext &ctx, const XMLElement *include, Scope &scope, Model *parentModel);
    /// A `<world><include merge="true">` (SDF 1.10): the included model's nested models, joints
    /// and frames become the world's, with the proxy frame `_merged__NAME__model__` posed by
    /// the include; links cannot be merged into a world and are reported at `include`.
    void mergeIntoWorld(const ReadContext &ctx, const XMLElement *include, Model &&model);
    /// Copies the included file's DOM, applies `params` to its `<model>` (returned in `model`)
    /// and returns the context of the copy.
    const ReadContext &withIncludeParams(const ReadContext &ctx, const XMLElement *include,
        const XMLElement *params, int file, const XMLElement *&model);
    void applyPlacementFrame(const ReadContext &ctx, const XMLElement *element, Scope &scope,
        FrameId modelNode, const QString &placementFrame);

    Document &m_doc;
    FrameGraph &m_graph;
    const ResourceResolver &m_resolver;
    std::deque<Scope> m_scopes;
    std::deque<ReadContext> m_contexts; ///< contexts of included files (pending refs point here)
    QHash<QString, int> m_fileIndex; ///< included file path -> Document file index
    QStringList m_includeStack;
};

} // namespace robostage::sdf
