#include "sdfscope.h"

#include "formats/readcontext.h"
#include "framegraph.h"

#include <QCoreApplication>

namespace robostage::sdf {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::sdf", text);
}
} // namespace

FrameId Scope::lookup(const QString &name) const
{
    if (name == QLatin1String("__model__"))
        return isWorld ? kNoFrame : modelFrame;
    if (name == QLatin1String("world"))
        return isWorld ? kWorldFrame : kNoFrame;
    const auto it = names->constFind(name);
    if (it != names->constEnd())
        return it.value();
    const int sep = name.indexOf(QLatin1String("::"));
    if (sep > 0) {
        const Scope *nested = models->value(name.left(sep));
        if (nested)
            return nested->lookup(name.mid(sep + 2));
    }
    return kNoFrame;
}

QString Scope::legacyName(const ReadContext &ctx, const tinyxml2::XMLElement *element,
    const QString &name, const char *kind) const
{
    if (version >= 107 || isWorld || !element->Parent() || !element->Parent()->ToElement())
        return name;
    // libsdformat loads every link (and nested model) of the model before its joints, and the
    // joints before the frames: those names are taken wherever they stand in the file.
    // Collected once per scope and kind: a model of many joints stays linear.
    const bool collect = !legacyTaken.contains(kind);
    QSet<QString> &taken = legacyTaken[kind];
    for (const tinyxml2::XMLElement *e = collect ? element->Parent()->FirstChildElement() : nullptr;
         e; e = e->NextSiblingElement()) {
        const QByteArray tag(e->Name());
        if (tag == "link" || tag == "model" || (tag == "joint" && qstrcmp(kind, "frame") == 0))
            taken.insert(QString::fromUtf8(e->Attribute("name")));
    }
    if (!taken.contains(name) && !names->contains(name))
        return name;
    const QString base = name + QLatin1Char('_') + QLatin1String(kind);
    QString renamed = base;
    for (int i = 0; taken.contains(renamed) || names->contains(renamed); ++i)
        renamed = base + QString::number(i);
    ctx.warning(element,
        tr("%1 '%2' of %3 has the name of another link, joint or model; SDFormat %4.%5 allowed "
           "that, and it is named '%6' as libsdformat names it. Rename it in the file (SDFormat "
           "1.7 requires unique names).")
            .arg(QLatin1String(kind), name, tr("model '%1'").arg(modelName))
            .arg(version / 100)
            .arg(version % 100)
            .arg(renamed));
    return renamed;
}

void Scope::declare(
    const ReadContext &ctx, const tinyxml2::XMLElement *element, const QString &name, FrameId frame)
{
    if (name == QLatin1String("__model__") || name == QLatin1String("world")
        || (name.startsWith(QLatin1String("__")) && name.endsWith(QLatin1String("__")))) {
        ctx.error(
            element, tr("the name '%1' is reserved in SDFormat; rename this element.").arg(name));
        return;
    }
    if (names->contains(name)) {
        const QString message
            = tr("duplicate name '%1' in %2: links, joints, frames and models "
                 "of one model share one namespace. Rename one of them; "
                 "references use the first.")
                  .arg(name, isWorld ? tr("the world") : tr("model '%1'").arg(modelName));
        if (version >= 107)
            ctx.error(element, message);
        else
            ctx.warning(element, message);
        return;
    }
    names->insert(name, frame);
}

void Scope::finalize(FrameGraph &graph)
{
    auto describe = [this] {
        return isWorld ? tr("the world") : tr("model '%1'").arg(modelName);
    };
    auto resolveName = [&](const Pending &p, const char *what) -> FrameId {
        const FrameId id = lookup(p.name);
        if (id == kNoFrame && unavailable.contains(p.name.section(QLatin1String("::"), 0, 0)))
            return kNoFrame;
        if (id == kNoFrame)
            p.ctx->error(p.element,
                tr("%1 '%2' does not name a frame in %3 (names are links, "
                   "joints, frames or models of this scope, or nested "
                   "'model::name'); using the default frame.")
                    .arg(QString::fromLatin1(what), p.name, describe()));
        return id;
    };
    // Attachment, joint parent/child first: they set the defaults that `relative_to` overrides.
    for (const Pending &p : pending) {
        switch (p.kind) {
        case Pending::Kind::AttachedTo: {
            const FrameId id
                = p.name.isEmpty() ? graph.node(p.node).attachedTo : resolveName(p, "attached_to");
            if (id == p.node) {
                p.ctx->error(p.element,
                    tr("frame '%1' is attached to itself; attach it to a link "
                       "or another frame.")
                        .arg(p.name));
                break;
            }
            if (id != kNoFrame) {
                graph.node(p.node).attachedTo = id;
                if (!p.hasRelativeTo)
                    graph.node(p.node).relativeTo = id;
            }
            break;
        }
        case Pending::Kind::JointChild: {
            if (p.name == QLatin1String("world")) {
                p.ctx->error(p.element, tr("a joint's child cannot be 'world'; name a link."));
                break;
            }
            const FrameId id = resolveName(p, "joint child");
            if (id == kNoFrame)
                break;
            graph.joint(p.joint).child = id;
            graph.node(p.node).attachedTo = id;
            if (!p.hasRelativeTo)
                graph.node(p.node).relativeTo = id;
            break;
        }
        case Pending::Kind::JointParent: {
            const FrameId id
                = p.name == QLatin1String("world") ? kWorldFrame : resolveName(p, "joint parent");
            if (id != kNoFrame)
                graph.joint(p.joint).parent = id;
            break;
        }
        case Pending::Kind::AxisExpressedIn: {
            const FrameId id = resolveName(p, "expressed_in");
            if (id != kNoFrame)
                graph.joint(p.joint).axisExpressedIn = id;
            break;
        }
        case Pending::Kind::Canonical: {
            const FrameId id = resolveName(p, "canonical_link");
            if (id != kNoFrame && graph.node(id).kind != FrameKind::Link)
                p.ctx->error(p.element, tr("canonical_link '%1' is not a link.").arg(p.name));
            else if (id != kNoFrame)
                graph.node(p.node).attachedTo = id;
            break;
        }
        case Pending::Kind::RelativeTo:
            break;
        }
    }
    for (const Pending &p : pending) {
        if (p.kind != Pending::Kind::RelativeTo)
            continue;
        const FrameId id = resolveName(p, "relative_to");
        if (id == p.node)
            p.ctx->error(p.element,
                tr("a pose cannot be relative_to its own frame '%1'; name "
                   "another frame.")
                    .arg(p.name));
        else if (id != kNoFrame)
            graph.node(p.node).relativeTo = id;
    }
    pending.clear();
    pending.shrink_to_fit();
}

} // namespace robostage::sdf
