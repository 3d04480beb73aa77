#include "sdfelements.h"
#include "sdfparams.h"
#include "sdfreaderprivate.h"

#include "formats/urdf/urdfreader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstring>

namespace robostage::sdf {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::sdf", text);
}
} // namespace

const ReadContext &Reader::withIncludeParams(const ReadContext &ctx, const XMLElement *include,
    const XMLElement *params, int file, const XMLElement *&model)
{
    const XMLElement *root = m_doc.files()[size_t(file)].xml->RootElement();
    auto copy = std::make_unique<tinyxml2::XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
    copy->InsertEndChild(root->DeepClone(copy.get()));
    // tinyxml2 clones lose line numbers: keep each element's original line for diagnostics.
    std::vector<std::pair<const XMLElement *, XMLElement *>> pairs {{root, copy->RootElement()}};
    while (!pairs.empty()) {
        auto [original, clone] = pairs.back();
        pairs.pop_back();
        clone->SetAttribute(kOriginalLineAttribute, original->GetLineNum());
        const XMLElement *o = original->FirstChildElement();
        XMLElement *c = clone->FirstChildElement();
        for (; o && c; o = o->NextSiblingElement(), c = c->NextSiblingElement())
            pairs.emplace_back(o, c);
    }
    XMLElement *modelCopy = copy->RootElement()->FirstChildElement("model");
    applyIncludeParams(ctx, params, modelCopy);
    const int generated = m_doc.addGeneratedFile(m_doc.files()[size_t(file)].path, std::move(copy),
        tr("<include> at %1:%2 with %3")
            .arg(ctx.path)
            .arg(include->GetLineNum())
            .arg(QString::fromUtf8(params->Name())));
    m_contexts.emplace_back(m_doc, m_resolver, generated);
    model = modelCopy;
    return m_contexts.back();
}

void Reader::applyPlacementFrame(const ReadContext &ctx, const XMLElement *element, Scope &scope,
    FrameId modelNode, const QString &placementFrame)
{
    // SDF 1.8 `placement_frame`: the model pose gives X_RP, the pose of placement frame P;
    // the model frame is then X_RM = X_RP * X_MP⁻¹, X_MP resolved inside the model.
    const FrameId placement = scope.lookup(placementFrame);
    if (placement == kNoFrame) {
        ctx.error(element,
            tr("placement_frame '%1' does not name a frame in model '%2'; the "
               "model pose is used as is.")
                .arg(placementFrame, scope.modelName));
        return;
    }
    Pose X_MP;
    FrameId cur = placement;
    for (int steps = 0; cur != modelNode; ++steps) {
        if (cur == kNoFrame || cur == kWorldFrame || steps > m_graph.size()) {
            ctx.error(element,
                tr("placement_frame '%1' is not posed inside model '%2'; the model "
                   "pose is used as is.")
                    .arg(placementFrame, scope.modelName));
            return;
        }
        X_MP = m_graph.node(cur).X_RF * X_MP;
        cur = m_graph.node(cur).relativeTo;
    }
    FrameNode &model = m_graph.node(modelNode);
    model.X_RF = model.X_RF * X_MP.inverse();
}

void Reader::readInclude(
    const ReadContext &ctx, const XMLElement *element, Scope &scope, Model *parentModel)
{
    const XMLElement *uriElement = element->FirstChildElement("uri");
    const QString uri = ReadContext::text(uriElement);
    if (uri.isEmpty()) {
        ctx.error(element,
            tr("<include> has no <uri>; add the model's URI (model://NAME, a "
               "path, or a model name)."));
        return;
    }
    // The name the included model will have; references to it are skipped silently when the
    // include fails (its own diagnostic already explains why).
    QString includedName = ctx.childText(element, "name");
    if (includedName.isEmpty())
        includedName = QFileInfo(QString(uri).remove(QRegularExpression(QStringLiteral("/+$"))))
                           .completeBaseName();
    const ResourceResolver::Result found = m_resolver.resolveModel(uri, ctx.path);
    if (!found.ok()) {
        scope.unavailable.insert(includedName);
        if (found.remote)
            ctx.warning(uriElement, found.error);
        else
            ctx.error(uriElement, found.error);
        return;
    }
    // The canonical path, so that a symlink back into a folder cannot pose as a new file.
    const QFileInfo foundInfo(found.path);
    const QString path = foundInfo.canonicalFilePath().isEmpty() ? foundInfo.absoluteFilePath()
                                                                 : foundInfo.canonicalFilePath();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("sdf") && suffix != QLatin1String("world")
        && suffix != QLatin1String("urdf") && suffix != QLatin1String("xml")) {
        // libsdformat's custom-parser interface (e.g. `.toml` models) is not available here.
        ctx.error(uriElement,
            tr("'%1' is not an SDFormat or URDF file; RoboStage includes only "
               "those (custom parser formats such as .%2 are not supported). "
               "References to this model are ignored.")
                .arg(path, suffix));
        scope.unavailable.insert(includedName);
        return;
    }
    if (m_includeStack.size() > kMaxIncludeDepth) {
        ctx.error(uriElement,
            tr("includes are nested more than %1 deep here; the include is skipped. Flatten "
               "the include chain.")
                .arg(kMaxIncludeDepth));
        scope.unavailable.insert(includedName);
        return;
    }
    if (m_includeStack.contains(path)) {
        scope.unavailable.insert(includedName);
        ctx.error(uriElement,
            tr("include cycle: '%1' includes itself through %2; the include "
               "is skipped. Remove the <include> that closes the cycle.")
                .arg(path, m_includeStack.join(QStringLiteral(" -> "))));
        return;
    }
    int file = m_fileIndex.value(path, -1);
    if (file < 0) {
        file = m_doc.addFile(path, ctx.path, element->GetLineNum());
        if (file < 0) {
            scope.unavailable.insert(includedName);
            return;
        }
        m_fileIndex.insert(path, file);
    }
    m_contexts.emplace_back(m_doc, m_resolver, file);
    const ReadContext &included = m_contexts.back();
    XMLElement *root = m_doc.files()[size_t(file)].xml->RootElement();

    IncludeOverrides o;
    o.name = ctx.childText(element, "name"); // empty: the included model keeps its own name
    o.poseElement = element->FirstChildElement("pose");
    o.pose = readPose(ctx, o.poseElement);
    o.poseCtx = &ctx;
    if (const XMLElement *s = element->FirstChildElement("static"))
        o.isStatic = ctx.boolean(s, false);
    o.placementElement = element->FirstChildElement("placement_frame");
    o.placementFrame = ReadContext::text(o.placementElement);
    bool merge = false;
    o.merge = element->Attribute("merge") && parseBool(element->Attribute("merge"), merge) && merge;
    o.info = {true, uri, path, o.merge, ctx.ref(element)};

    m_includeStack << path;
    const QByteArray rootName = root ? QByteArray(root->Name()) : QByteArray();
    Model model;
    bool ok = false;
    if (rootName == "robot") {
        if (o.merge)
            ctx.warning(element,
                tr("merge=\"true\" is not supported for URDF includes; the robot "
                   "is included as a nested model."));
        o.merge = false;
        if (o.name.isEmpty())
            o.name = ReadContext::attribute(root, "name");
        ok = readModel(included, root, scope, scope.version, model, &o);
    } else if (rootName == "sdf" || (rootName == "gazebo" && root->Attribute("version"))) {
        const int version = parseVersion(ReadContext::attribute(root, "version"));
        if (const XMLElement *m = root->FirstChildElement("model")) {
            const ReadContext *source = &included;
            if (const XMLElement *params = findIncludeParams(element)) {
                // Parameter passing edits a copy of the included model, never its file.
                source = &withIncludeParams(ctx, element, params, file, m);
            }
            ok = readModel(*source, m, scope, version ? version : scope.version, model, &o);
        } else if (const XMLElement *light = root->FirstChildElement("light")) {
            if (scope.isWorld)
                readWorldLight(included, light, scope, &o);
            else
                ctx.warning(element,
                    tr("included light '%1' inside a model is not supported; "
                       "include it in the world.")
                        .arg(uri));
        } else if (root->FirstChildElement("actor")) {
            m_doc.scene().world.extensions.push_back(
                {QStringLiteral("actor"), {}, ctx.ref(element)});
        } else {
            ctx.error(element, tr("'%1' has no <model> to include.").arg(path));
        }
    } else {
        ctx.error(element,
            tr("'%1' is not an SDFormat or URDF file (root <%2>); it cannot be "
               "included.")
                .arg(path, QString::fromUtf8(rootName)));
    }
    m_includeStack.removeLast();
    if (!ok)
        return;
    if (o.merge && parentModel) {
        // Merged content becomes part of the parent model (SDF 1.9 merge include).
        for (Link &l : model.links)
            parentModel->links.push_back(std::move(l));
        for (Joint &j : model.joints)
            parentModel->joints.push_back(std::move(j));
        for (Frame &f : model.frames)
            parentModel->frames.push_back(std::move(f));
        for (Model &m : model.models)
            parentModel->models.push_back(std::move(m));
        for (Extension &e : model.extensions)
            parentModel->extensions.push_back(std::move(e));
        for (CollisionFilterGroup &g : model.collisionFilterGroups)
            parentModel->collisionFilterGroups.push_back(std::move(g));
        Frame proxy;
        proxy.name = QStringLiteral("_merged__%1__model__").arg(model.name);
        proxy.pose = model.pose;
        proxy.frame = model.frame;
        proxy.source = o.info.source;
        parentModel->frames.push_back(std::move(proxy));
    } else if (o.merge && scope.isWorld && scope.version >= 110) {
        mergeIntoWorld(ctx, element, std::move(model));
    } else if (parentModel) {
        parentModel->models.push_back(std::move(model));
    } else {
        m_doc.scene().world.models.push_back(std::move(model));
    }
}

void Reader::mergeIntoWorld(const ReadContext &ctx, const XMLElement *include, Model &&model)
{
    World &world = m_doc.scene().world;
    for (const Link &l : model.links) {
        ctx.error(include,
            tr("link '%1' of merged model '%2' cannot be merged into a world (a world holds "
               "models, joints, frames and lights, not links); include the model without "
               "merge=\"true\".")
                .arg(l.name, model.name));
    }
    for (Model &m : model.models)
        world.models.push_back(std::move(m));
    for (Joint &j : model.joints)
        world.joints.push_back(std::move(j));
    for (Frame &f : model.frames)
        world.frames.push_back(std::move(f));
    for (Extension &e : model.extensions)
        world.extensions.push_back(std::move(e));
    Frame proxy;
    proxy.name = QStringLiteral("_merged__%1__model__").arg(model.name);
    proxy.pose = model.pose;
    proxy.frame = model.frame;
    proxy.source = model.include.source;
    world.frames.push_back(std::move(proxy));
}

} // namespace robostage::sdf
