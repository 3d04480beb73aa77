#include "sdfreader.h"

#include "formats/urdf/urdfreader.h"
#include "sdfelements.h"
#include "sdfreaderprivate.h"

#include <QCoreApplication>

namespace robostage::sdf {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::sdf", text);
}
} // namespace

void Reader::readRoot(const ReadContext &ctx, XMLElement *root)
{
    SceneModel &scene = m_doc.scene();
    scene.format = SourceFormat::Sdf;
    scene.version = ReadContext::attribute(root, "version");
    const int version = parseVersion(scene.version);
    if (version == 0)
        ctx.error(root,
            tr("<%1> has no valid version attribute (found '%2'); reading it as "
               "SDFormat 1.11. Add version=\"1.x\".")
                .arg(QString::fromUtf8(root->Name()), scene.version));
    else if (version > 111)
        ctx.warning(root,
            tr("SDFormat version %1 is newer than 1.11, the newest RoboStage "
               "knows; elements it does not know are kept but not shown.")
                .arg(scene.version));
    const int v = version == 0 ? 111 : version;

    const XMLElement *world = root->FirstChildElement("world");
    if (world) {
        scene.declaresWorld = true;
        readWorld(ctx, world, v);
        for (const XMLElement *w = world->NextSiblingElement("world"); w;
             w = w->NextSiblingElement("world"))
            ctx.warning(w, tr("only the first <world> of a file is read; this one is ignored."));
        return;
    }
    // A standalone model (or light) file: read into an implicit world scope.
    Scope &scope = newScope();
    scope.isWorld = true;
    scope.version = v;
    bool any = false;
    for (const XMLElement *e = root->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "model") {
            Model model;
            if (readModel(ctx, e, scope, v, model, nullptr))
                scene.world.models.push_back(std::move(model));
            any = true;
        } else if (name == "light") {
            readWorldLight(ctx, e, scope, nullptr);
            any = true;
        } else if (name == "actor") {
            scene.world.extensions.push_back({QStringLiteral("actor"), {}, ctx.ref(e)});
            any = true;
        }
    }
    scope.finalize(m_graph);
    if (!any)
        ctx.error(
            root, tr("the file has no <world>, <model> or <light>; there is nothing to show."));
}

void Reader::readWorld(const ReadContext &ctx, const XMLElement *worldElement, int version)
{
    World &world = m_doc.scene().world;
    world.name = ReadContext::attribute(worldElement, "name");
    world.source = ctx.ref(worldElement);
    Scope &scope = newScope();
    scope.isWorld = true;
    scope.version = version;
    for (const XMLElement *e = worldElement->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "model") {
            Model model;
            if (readModel(ctx, e, scope, version, model, nullptr))
                world.models.push_back(std::move(model));
        } else if (name == "include") {
            readInclude(ctx, e, scope, nullptr);
        } else if (name == "light") {
            readWorldLight(ctx, e, scope, nullptr);
        } else if (name == "frame") {
            readFrame(ctx, e, scope, world.frames);
        } else if (name == "joint") {
            readJoint(ctx, e, scope, world.joints);
        } else if (name == "scene") {
            world.scene = readScene(ctx, e);
        } else if (name == "gravity") {
            world.gravity = ctx.vec3(e, world.gravity);
        } else if (name == "physics" && version < 106) {
            // Before SDF 1.6 gravity lived in <physics>.
            if (const XMLElement *g = e->FirstChildElement("gravity"))
                world.gravity = ctx.vec3(g, world.gravity);
        } else if (isKeptExtension(e->Name())) {
            world.extensions.push_back({QString::fromUtf8(e->Name()), {}, ctx.ref(e)});
        }
    }
    scope.finalize(m_graph);
}

void Reader::readWorldLight(const ReadContext &ctx, const XMLElement *element, Scope &scope,
    const IncludeOverrides *include)
{
    Light light = readLight(ctx, element);
    const XMLElement *poseElement = element->FirstChildElement("pose");
    const ReadContext *poseCtx = &ctx;
    if (include) {
        if (!include->name.isEmpty())
            light.name = include->name;
        if (include->pose.present) {
            light.pose = include->pose;
            poseElement = include->poseElement;
            poseCtx = include->poseCtx;
        }
    }
    if (light.name.isEmpty()) {
        ctx.error(element, tr("<light> has no name; add name=\"…\". The light is skipped."));
        return;
    }
    light.frame = addNode(FrameKind::Light, scope.scoped(light.name), scope.modelFrame,
        light.pose.X_RF, scope.modelFrame, light.source);
    pendRelativeTo(scope, *poseCtx, light.frame, light.pose, poseElement);
    m_doc.scene().world.lights.push_back(std::move(light));
}

bool Reader::readModel(const ReadContext &ctx, const XMLElement *element, Scope &parent,
    int version, Model &out, const IncludeOverrides *include)
{
    out.source = ctx.ref(element);
    out.version
        = QString::number(version / 100) + QLatin1Char('.') + QString::number(version % 100);
    out.name = ReadContext::attribute(element, "name");
    out.canonicalLink = ReadContext::attribute(element, "canonical_link");
    out.placementFrame = ReadContext::attribute(element, "placement_frame");
    out.pose = readPose(ctx, element->FirstChildElement("pose"));
    out.isStatic = ctx.childBool(element, "static", false);
    const XMLElement *poseElement = element->FirstChildElement("pose");
    const ReadContext *poseCtx = &ctx;
    // A merge include in a model (SDF 1.9), or directly in a world (SDF 1.10, libsdformat 13:
    // "World merge-include", merge_proposal.md Amendment 1).
    const bool merge = include && include->merge && (!parent.isWorld || parent.version >= 110);
    if (include) {
        if (!include->name.isEmpty())
            out.name = include->name;
        if (include->pose.present) {
            out.pose = include->pose;
            poseElement = include->poseElement;
            poseCtx = include->poseCtx;
        }
        if (include->isStatic)
            out.isStatic = *include->isStatic;
        if (!include->placementFrame.isEmpty())
            out.placementFrame = include->placementFrame;
        out.include = include->info;
        if (include->merge && !merge)
            include->poseCtx->warning(include->info.source.element,
                tr("merge=\"true\" in a <world> needs SDFormat 1.10 or later (this file is "
                   "%1.%2); '%3' is included as a separate model.")
                    .arg(parent.version / 100)
                    .arg(parent.version % 100)
                    .arg(out.name));
    }
    if (out.name.isEmpty()) {
        ctx.error(element, tr("<model> has no name; add name=\"…\". The model is skipped."));
        return false;
    }

    // The model frame (`__model__`); for a merge include, a frame in the parent model named
    // `_merged__NAME__model__` as libsdformat names it (SDF 1.9 "merge" include semantics).
    const QString frameName
        = merge ? QStringLiteral("_merged__%1__model__").arg(out.name) : out.name;
    const FrameId node = addNode(merge ? FrameKind::Frame : FrameKind::Model,
        parent.scoped(frameName), parent.modelFrame, out.pose.X_RF, kWorldFrame, out.source);
    out.frame = node;
    pendRelativeTo(parent, *poseCtx, node, out.pose, poseElement);

    // A name clash of an included model is the including file's to fix: report it there.
    const ReadContext &declareCtx = include ? *include->poseCtx : ctx;
    const XMLElement *declareElement = include ? include->info.source.element : element;
    Scope &scope = newScope();
    scope.version = version;
    scope.modelFrame = node;
    scope.modelName = out.name;
    if (merge) {
        scope.prefix = parent.prefix;
        scope.names = parent.names;
        scope.models = parent.models;
        parent.declare(declareCtx, declareElement, frameName, node);
    } else {
        scope.prefix = parent.scoped(out.name);
        parent.declare(declareCtx, declareElement, out.name, node);
        parent.models->insert(out.name, &scope);
    }

    const XMLElement *root = element->GetDocument()->RootElement();
    if (include && root && QByteArray(root->Name()) == "robot") {
        urdf::readRobotInto(ctx, root, out, node, scope.prefix);
        // The URDF's links, joints and frames are names in this model's scope.
        for (const Link &l : out.links)
            scope.declare(ctx, l.source.element, l.name, l.frame);
        for (const Joint &j : out.joints) {
            // URDF names links and joints separately; a joint named like a link is not a clash.
            if (!scope.names->contains(j.name))
                scope.declare(ctx, j.source.element, j.name, j.frame);
        }
        for (const Frame &f : out.frames)
            scope.declare(ctx, f.source.element, f.name, f.frame);
        if (!out.links.empty())
            scope.firstLink = out.links.front().frame;
    } else {
        readModelChildren(ctx, element, scope, out);
        // Canonical link (SDF 1.7+): `canonical_link`, else the first link, else the canonical
        // link of the first nested model.
        if (!out.canonicalLink.isEmpty())
            scope.pending.push_back({Scope::Pending::Kind::Canonical, node, -1, out.canonicalLink,
                element, &ctx, false});
        else if (scope.firstLink != kNoFrame)
            m_graph.node(node).attachedTo = scope.firstLink;
        else if (!out.models.empty())
            m_graph.node(node).attachedTo = m_graph.node(out.models.front().frame).attachedTo;
        scope.finalize(m_graph);
    }
    if (!out.placementFrame.isEmpty()) {
        const bool fromInclude = include && include->placementElement;
        applyPlacementFrame(fromInclude ? *include->poseCtx : ctx,
            fromInclude ? include->placementElement : element, scope, node, out.placementFrame);
    }
    if (!merge && out.links.empty() && out.models.empty())
        declareCtx.warning(declareElement,
            tr("model '%1' has no link; it is shown fixed in the world. SDFormat requires a "
               "model to have at least one link (or a nested model).")
                .arg(out.name));
    if (merge && parent.firstLink == kNoFrame)
        parent.firstLink = scope.firstLink;
    return true;
}

void Reader::readModelChildren(
    const ReadContext &ctx, const XMLElement *element, Scope &scope, Model &out)
{
    for (const XMLElement *e = element->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "link") {
            readLink(ctx, e, scope, out);
        } else if (name == "joint") {
            readJoint(ctx, e, scope, out.joints);
        } else if (name == "frame") {
            readFrame(ctx, e, scope, out.frames);
        } else if (name == "model") {
            Model nested;
            if (readModel(ctx, e, scope, scope.version, nested, nullptr))
                out.models.push_back(std::move(nested));
        } else if (name == "include") {
            readInclude(ctx, e, scope, &out);
        } else if (isKeptExtension(e->Name())) {
            out.extensions.push_back({QString::fromUtf8(e->Name()), {}, ctx.ref(e)});
            if (name == "drake:collision_filter_group") {
                CollisionFilterGroup group = readDrakeCollisionFilterGroup(ctx, e);
                if (!group.name.isEmpty())
                    out.collisionFilterGroups.push_back(std::move(group));
            }
        }
    }
}

void Reader::readLink(const ReadContext &ctx, const XMLElement *element, Scope &scope, Model &model)
{
    Link link;
    link.source = ctx.ref(element);
    link.name = ReadContext::attribute(element, "name");
    if (link.name.isEmpty()) {
        ctx.error(element,
            tr("<link> in model '%1' has no name; add name=\"…\". The link is "
               "skipped.")
                .arg(scope.modelName));
        return;
    }
    const XMLElement *poseElement = element->FirstChildElement("pose");
    link.pose = readPose(ctx, poseElement);
    const QString linkName = scope.scoped(link.name);
    link.frame = addNode(
        FrameKind::Link, linkName, scope.modelFrame, link.pose.X_RF, kNoFrame, link.source);
    pendRelativeTo(scope, ctx, link.frame, link.pose, poseElement);
    scope.declare(ctx, element, link.name, link.frame);
    if (scope.firstLink == kNoFrame)
        scope.firstLink = link.frame;
    link.inertial = readInertial(ctx, element->FirstChildElement("inertial"));

    // Children of a link are posed relative to the link unless `relative_to` says otherwise;
    // their names resolve in the model scope.
    auto childNode = [&](FrameKind kind, const QString &name, const PoseSpec &pose,
                         const XMLElement *e, const SourceRef &source) {
        const FrameId id = addNode(kind, linkName + QStringLiteral("::") + name, link.frame,
            pose.X_RF, link.frame, source);
        pendRelativeTo(scope, ctx, id, pose, e->FirstChildElement("pose"));
        return id;
    };
    for (const XMLElement *e = element->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray name(e->Name());
        if (name == "visual" || name == "collision") {
            const QString itemName = ReadContext::attribute(e, "name");
            if (itemName.isEmpty()) {
                ctx.error(e,
                    tr("<%1> in link '%2' has no name; add name=\"…\". It is skipped.")
                        .arg(QString::fromUtf8(name), link.name));
                continue;
            }
            const XMLElement *geometry = e->FirstChildElement("geometry");
            if (!geometry)
                ctx.warning(e,
                    tr("<%1> '%2' has no <geometry>, so it shows nothing; add one.")
                        .arg(QString::fromUtf8(name), itemName));
            if (name == "visual") {
                Visual v;
                v.name = itemName;
                v.source = ctx.ref(e);
                v.pose = readPose(ctx, e->FirstChildElement("pose"));
                if (geometry)
                    v.geometry = readGeometry(ctx, geometry);
                v.material = readMaterial(ctx, e->FirstChildElement("material"));
                v.transparency = ctx.childNumber(e, "transparency", 0);
                v.castShadows = ctx.childBool(e, "cast_shadows", true);
                v.frame = childNode(FrameKind::Visual, v.name, v.pose, e, v.source);
                link.visuals.push_back(std::move(v));
            } else {
                Collision c;
                c.name = itemName;
                c.source = ctx.ref(e);
                c.pose = readPose(ctx, e->FirstChildElement("pose"));
                if (geometry)
                    c.geometry = readGeometry(ctx, geometry);
                c.density = readDensity(ctx, e->FirstChildElement("density"));
                c.frame = childNode(FrameKind::Collision, c.name, c.pose, e, c.source);
                link.collisions.push_back(std::move(c));
            }
        } else if (name == "sensor") {
            Sensor s = readSensor(ctx, e);
            if (s.name.isEmpty()) {
                ctx.error(
                    e, tr("<sensor> in link '%1' has no name; it is skipped.").arg(link.name));
                continue;
            }
            s.frame = childNode(FrameKind::Sensor, s.name, s.pose, e, s.source);
            link.sensors.push_back(std::move(s));
        } else if (name == "light") {
            Light l = readLight(ctx, e);
            if (l.name.isEmpty()) {
                ctx.error(e, tr("<light> in link '%1' has no name; it is skipped.").arg(link.name));
                continue;
            }
            l.frame = childNode(FrameKind::Light, l.name, l.pose, e, l.source);
            link.lights.push_back(std::move(l));
        } else if (isKeptExtension(e->Name())) {
            link.extensions.push_back({QString::fromUtf8(e->Name()), {}, ctx.ref(e)});
        }
    }
    model.links.push_back(std::move(link));
}

void Reader::readJoint(
    const ReadContext &ctx, const XMLElement *element, Scope &scope, std::vector<Joint> &out)
{
    Joint joint;
    joint.source = ctx.ref(element);
    joint.name = ReadContext::attribute(element, "name");
    if (joint.name.isEmpty()) {
        ctx.error(element, tr("<joint> has no name; add name=\"…\". The joint is skipped."));
        return;
    }
    joint.name = scope.legacyName(ctx, element, joint.name, "joint");
    readJointFields(ctx, element, scope.version, joint);
    const XMLElement *parentElement = element->FirstChildElement("parent");
    const XMLElement *childElement = element->FirstChildElement("child");
    joint.parent = ReadContext::text(parentElement);
    joint.child = ReadContext::text(childElement);
    if (joint.parent.isEmpty() || joint.child.isEmpty()) {
        ctx.error(element,
            tr("joint '%1' needs both <parent> and <child> naming frames; it is "
               "skipped.")
                .arg(joint.name));
        return;
    }
    const XMLElement *poseElement = element->FirstChildElement("pose");
    joint.pose = readPose(ctx, poseElement);
    joint.frame = addNode(FrameKind::Joint, scope.scoped(joint.name), scope.modelFrame,
        joint.pose.X_RF, kWorldFrame, joint.source);
    scope.declare(ctx, element, joint.name, joint.frame);

    JointMotion motion;
    motion.joint = joint.frame;
    motion.type = joint.type;
    motion.axis = joint.axis.xyz;
    motion.initialPosition = joint.axis.initialPosition;
    motion.threadPitch = joint.screwThreadPitch.value_or(joint.threadPitch);
    motion.screwPitchIsMetresPerRevolution = joint.screwThreadPitch.has_value();
    if (joint.mimic.present && !joint.mimic.joint.isEmpty()) {
        motion.mimicLeader = scope.scoped(joint.mimic.joint);
        motion.mimicMultiplier = joint.mimic.multiplier;
        motion.mimicOffset = joint.mimic.offset;
        motion.mimicReference = joint.mimic.reference;
    }
    const int index = m_graph.addJoint(motion);
    using Kind = Scope::Pending::Kind;
    scope.pending.push_back({Kind::JointChild, joint.frame, index, joint.child, childElement, &ctx,
        !joint.pose.relativeTo.isEmpty()});
    scope.pending.push_back(
        {Kind::JointParent, joint.frame, index, joint.parent, parentElement, &ctx, false});
    if (!joint.axis.expressedIn.isEmpty()) {
        const XMLElement *axis = element->FirstChildElement("axis");
        scope.pending.push_back({Kind::AxisExpressedIn, joint.frame, index, joint.axis.expressedIn,
            axis ? axis->FirstChildElement("xyz") : element, &ctx, false});
    }
    pendRelativeTo(scope, ctx, joint.frame, joint.pose, poseElement);
    out.push_back(std::move(joint));
}

void Reader::readFrame(
    const ReadContext &ctx, const XMLElement *element, Scope &scope, std::vector<Frame> &out)
{
    Frame frame;
    frame.source = ctx.ref(element);
    frame.name = ReadContext::attribute(element, "name");
    if (frame.name.isEmpty()) {
        ctx.error(element, tr("<frame> has no name; add name=\"…\". The frame is skipped."));
        return;
    }
    frame.name = scope.legacyName(ctx, element, frame.name, "frame");
    frame.attachedTo = ReadContext::attribute(element, "attached_to");
    const XMLElement *poseElement = element->FirstChildElement("pose");
    frame.pose = readPose(ctx, poseElement);
    // SDF 1.7+ `<frame>`: attached_to defaults to `__model__` (or the world); the pose defaults
    // to being relative_to the attached_to frame.
    frame.frame = addNode(FrameKind::Frame, scope.scoped(frame.name), scope.modelFrame,
        frame.pose.X_RF, scope.modelFrame, frame.source);
    scope.declare(ctx, element, frame.name, frame.frame);
    scope.pending.push_back({Scope::Pending::Kind::AttachedTo, frame.frame, -1, frame.attachedTo,
        element, &ctx, !frame.pose.relativeTo.isEmpty()});
    pendRelativeTo(scope, ctx, frame.frame, frame.pose, poseElement);
    out.push_back(std::move(frame));
}

void read(ReadContext &ctx, tinyxml2::XMLElement *root)
{
    Reader reader(ctx);
    reader.readRoot(ctx, root);
}

} // namespace robostage::sdf
