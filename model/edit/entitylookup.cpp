#include "entitylookup.h"

#include "document.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

bool findInLink(const Link &link, FrameId id, EntityInfo &out)
{
    out.link = &link;
    if (link.frame == id) {
        out.source = link.source;
        return true;
    }
    for (const Visual &v : link.visuals) {
        if (v.frame == id) {
            out.visual = &v;
            out.source = v.source;
            return true;
        }
    }
    for (const Collision &c : link.collisions) {
        if (c.frame == id) {
            out.collision = &c;
            out.source = c.source;
            return true;
        }
    }
    for (const Light &l : link.lights) {
        if (l.frame == id) {
            out.light = &l;
            out.source = l.source;
            return true;
        }
    }
    out.link = nullptr;
    return false;
}

bool findInJointsAndFrames(
    const std::vector<Joint> &joints, const std::vector<Frame> &frames, FrameId id, EntityInfo &out)
{
    for (const Joint &j : joints) {
        if (j.frame == id) {
            out.joint = &j;
            out.source = j.source;
            return true;
        }
    }
    for (const Frame &f : frames) {
        if (f.frame == id) {
            out.frame = &f;
            out.source = f.source;
            return true;
        }
    }
    return false;
}

bool findInModel(const Model &model, FrameId id, EntityInfo &out)
{
    out.model = &model;
    if (model.frame == id) {
        out.source = model.source;
        return true;
    }
    for (const Link &l : model.links) {
        if (findInLink(l, id, out))
            return true;
    }
    if (findInJointsAndFrames(model.joints, model.frames, id, out))
        return true;
    for (const Model &m : model.models) {
        if (findInModel(m, id, out))
            return true;
    }
    out.model = nullptr;
    return false;
}

} // namespace

bool lookupEntity(const Document &doc, FrameId id, EntityInfo &out)
{
    if (id <= kWorldFrame || id >= doc.frames().size())
        return false;
    out = EntityInfo();
    out.id = id;
    out.kind = doc.frames().node(id).kind;
    out.scopedName = doc.frames().node(id).scopedName;
    const World &world = doc.scene().world;
    for (const Model &m : world.models) {
        if (findInModel(m, id, out))
            return true;
    }
    for (const Light &l : world.lights) {
        if (l.frame == id) {
            out.light = &l;
            out.source = l.source;
            return true;
        }
    }
    return findInJointsAndFrames(world.joints, world.frames, id, out);
}

FrameId findEntity(
    const Document &doc, const QString &spec, const QList<FrameKind> &kinds, QString *error)
{
    static const QList<FrameKind> editable = {FrameKind::Model, FrameKind::Link, FrameKind::Visual,
        FrameKind::Collision, FrameKind::Joint, FrameKind::Frame, FrameKind::Light};
    QList<FrameKind> wanted = kinds.isEmpty() ? editable : kinds;
    QString name = spec;
    static const QRegularExpression kindPrefix(QStringLiteral("^([a-z]+):(?!:)"));
    if (const QRegularExpressionMatch m = kindPrefix.match(spec); m.hasMatch()) {
        QList<FrameKind> prefixes = editable;
        for (FrameKind kind : kinds) {
            if (!prefixes.contains(kind))
                prefixes << kind; // e.g. sensor
        }
        for (FrameKind kind : prefixes) {
            if (m.captured(1) == QLatin1String(frameKindName(kind))) {
                wanted = wanted.contains(kind) ? QList<FrameKind> {kind} : QList<FrameKind> {};
                name = spec.mid(m.capturedLength());
            }
        }
    }
    const FrameGraph &graph = doc.frames();
    QList<FrameId> exact, suffix;
    for (FrameId id : graph.named(name)) {
        if (wanted.contains(graph.node(id).kind))
            exact << id;
    }
    const QString tail = QStringLiteral("::") + name;
    for (FrameId id = 1; exact.isEmpty() && id < graph.size(); ++id) {
        const FrameNode &node = graph.node(id);
        if (wanted.contains(node.kind) && node.scopedName.endsWith(tail))
            suffix << id;
    }
    const QList<FrameId> &found = exact.isEmpty() ? suffix : exact;
    if (found.size() == 1)
        return found.first();
    if (error) {
        QStringList kindNames;
        for (FrameKind kind : wanted)
            kindNames << QString::fromLatin1(frameKindName(kind));
        if (found.isEmpty()) {
            *error = tr("no %1 named '%2'; use a scoped name as 'robostage poses' prints it")
                         .arg(kindNames.join(QLatin1Char('/')), name);
        } else {
            QStringList candidates;
            for (FrameId id : found)
                candidates << QStringLiteral("%1:%2").arg(
                    QString::fromLatin1(frameKindName(graph.node(id).kind)),
                    graph.node(id).scopedName);
            *error = tr("'%1' is ambiguous: %2; give the full scoped name or KIND:NAME")
                         .arg(name, candidates.mid(0, 6).join(QStringLiteral(", ")));
        }
    }
    return kNoFrame;
}

} // namespace robostage::edit
