// AddEntity's includes (structurecommands.h, `robostage edit --include`): an SDFormat
// `<include>` (include description of world.sdf and model.sdf) with `<uri>`, `<name>` and
// `<pose>`, named after the included model when no name is given.

#include "addentityprivate.h"

#include "formats/sdf/sdfelements.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// The own name of the model `uri` names, as the reader includes it (sdfinclude.cpp): the
/// `<model name>` of an SDFormat file or the `<robot name>` of a URDF file `resolver` finds
/// from `referringFile`. A Fuel URL missing from the local Fuel cache, or another remote URL,
/// is named from the URL (a note says it is not shown until cached). False with `error` when
/// the URI cannot be found or its file holds no model.
bool includedModelName(const ResourceResolver &resolver, const QString &uri,
    const QString &referringFile, QString &name, QStringList &notes, QString *error)
{
    const ResourceResolver::Result found = resolver.resolveModel(uri, referringFile);
    if (!found.ok() && found.remote) {
        const std::optional<FuelCache::Url> url = FuelCache::parseUrl(uri);
        name = url ? url->name
                   : QFileInfo(QString(uri).remove(QRegularExpression(QStringLiteral("/+$"))))
                         .completeBaseName();
        notes << tr("'%1' is not in the local Fuel cache; Gazebo downloads it, RoboStage shows "
                    "the model once it is cached")
                     .arg(uri);
        return true;
    }
    if (!found.ok()) {
        *error = found.error;
        return false;
    }
    QFile file(found.path);
    tinyxml2::XMLDocument xml;
    const QByteArray bytes = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    const tinyxml2::XMLElement *root
        = xml.Parse(bytes.constData(), size_t(bytes.size())) == tinyxml2::XML_SUCCESS
        ? xml.RootElement()
        : nullptr;
    const tinyxml2::XMLElement *model = !root ? nullptr
        : QByteArray(root->Name()) == "robot" ? root
                                              : root->FirstChildElement("model");
    name = model ? QString::fromUtf8(model->Attribute("name")) : QString();
    if (name.isEmpty()) {
        *error = tr("'%1' (from %2) holds no named <model> or <robot>; --include adds models")
                     .arg(found.path, uri);
        return false;
    }
    return true;
}

} // namespace

bool planInclude(const Document &doc, const ResourceResolver &resolver, const AddSpec &spec,
    AddPlan &plan, QString *error)
{
    // A world includes models in every version; a model from SDFormat 1.5 (nested models).
    EntityInfo parent;
    if (!findAddParent(doc, spec, {FrameKind::Model}, true, parent, error))
        return false;
    if (parent.kind == FrameKind::Model && sdf::parseVersion(parent.model->version) < 105) {
        *error = tr("nested models need SDFormat 1.5 or later; this model is %1")
                     .arg(parent.model->version);
        return false;
    }
    // The URI must name a model even when the include names it anew.
    QString own, ignored;
    if (!includedModelName(
            resolver, spec.uri, doc.filePaths().value(parent.source.file), own, plan.notes, error))
        return false;
    QString name = spec.name;
    if (name.isEmpty()) {
        // Gazebo's naming of a model that is already there: NAME, NAME_0, NAME_1, …
        name = own;
        for (int i = 0;
             addedNameTaken(doc, FrameKind::Model, parent.scopedName, name, false, &ignored); ++i)
            name = own + QLatin1Char('_') + QString::number(i);
        if (!validEntityName(name, error))
            return false;
    }
    plan.kind = FrameKind::Model;
    plan.parent = parent.source.element;
    plan.file = parent.source.file;
    plan.after = lastChildNamed(plan.parent, {"include", "model"});
    plan.snippet = "<include>\n\t<uri>" + escapeXml(spec.uri) + "</uri>\n\t<name>" + escapeXml(name)
        + "</name>" + poseLine(spec) + "\n</include>";
    plan.scopedName = joinScoped(parent.scopedName, name);
    return !addedNameTaken(doc, plan.kind, parent.scopedName, name, false, error);
}

} // namespace robostage::edit
