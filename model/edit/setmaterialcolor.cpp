#include "edithelpers.h"
#include "numberformat.h"
#include "simrobotedits.h"

#include <QSet>

#include <cmath>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

/// SDFormat material.sdf: `<diffuse>` (and `<ambient>` when present) of the visual's material.
bool setSdfColor(XmlPatch &patch, const XMLElement *visual, const std::vector<double> &rgba)
{
    const XMLElement *material = visual->FirstChildElement("material");
    const QByteArray color = formatNumbers(rgba);
    if (!material) {
        return patch.insertChild(visual,
            "<material>\n\t<ambient>" + color + "</ambient>\n\t<diffuse>" + color
                + "</diffuse>\n</material>");
    }
    if (const XMLElement *ambient = material->FirstChildElement("ambient")) {
        if (!patch.setNumbers(ambient, rgba))
            return false;
    }
    if (const XMLElement *diffuse = material->FirstChildElement("diffuse"))
        return patch.setNumbers(diffuse, rgba);
    return patch.insertChild(material, "<diffuse>" + color + "</diffuse>");
}

/// Names of every `<material>` in the robot: robot-level ones and those inside visuals, with
/// how many elements carry each name.
QHash<QString, int> urdfMaterialNames(const XMLElement *robot, QSet<QString> &robotLevel)
{
    QHash<QString, int> names;
    for (const XMLElement *m = robot->FirstChildElement("material"); m;
         m = m->NextSiblingElement("material")) {
        robotLevel.insert(QString::fromUtf8(m->Attribute("name")));
        names[QString::fromUtf8(m->Attribute("name"))]++;
    }
    for (const XMLElement *link = robot->FirstChildElement("link"); link;
         link = link->NextSiblingElement("link")) {
        for (const XMLElement *v = link->FirstChildElement("visual"); v;
             v = v->NextSiblingElement("visual")) {
            if (const XMLElement *m = v->FirstChildElement("material"))
                names[QString::fromUtf8(m->Attribute("name"))]++;
        }
    }
    return names;
}

} // namespace

std::unique_ptr<SetMaterialColor> SetMaterialColor::create(EditSession &session, FrameId visual,
    const std::array<double, 4> &rgba, EditResult &result, SharedEdit shared)
{
    for (double c : rgba) {
        if (!std::isfinite(c) || c < 0 || c > 1) {
            result.error = QCoreApplication::translate(
                "robostage::edit", "colour components must be between 0 and 1 (r,g,b,a)");
            return nullptr;
        }
    }
    const Document &doc = session.document();
    if (doc.scene().format == SourceFormat::SimRobot)
        return setSimRobotColor(session, visual, rgba, result, shared);
    EntityInfo info;
    if (!lookupForEdit(doc, visual, {FrameKind::Visual}, info, result))
        return nullptr;
    PatchSet patches(session, shared);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    const XMLElement *element = info.source.element;
    const std::vector<double> numbers(rgba.begin(), rgba.end());
    const QByteArray color = formatNumbers(numbers);
    bool ok = true;
    if (!isUrdfFile(doc, info.source.file)) {
        ok = setSdfColor(*patch, element, numbers);
    } else {
        // urdf-xml.md "link" → <visual><material name><color rgba>.
        const XMLElement *robot = doc.files()[size_t(info.source.file)].xml->RootElement();
        QSet<QString> robotLevel;
        const QHash<QString, int> names = urdfMaterialNames(robot, robotLevel);
        const XMLElement *material = element->FirstChildElement("material");
        const QString name = material ? QString::fromUtf8(material->Attribute("name")) : QString();
        const bool own = material
            && (name.isEmpty() || (!robotLevel.contains(name) && names.value(name) == 1));
        if (!own) {
            // A new name no other material has: the colour applies to this visual only.
            const QString base = info.link->name
                + (info.visual->name.isEmpty() ? QString() : QLatin1Char('_') + info.visual->name)
                + QStringLiteral("_color");
            QString unique = base;
            for (int i = 2; names.contains(unique); ++i)
                unique = base + QString::number(i);
            if (material) {
                ok = patch->setAttribute(material, "name", escapeXml(unique))
                    && (material->FirstChildElement("color")
                            ? patch->setAttribute(
                                material->FirstChildElement("color"), "rgba", color)
                            : patch->insertChild(material, "<color rgba=\"" + color + "\"/>"));
                result.notes << QCoreApplication::translate("robostage::edit",
                    "the visual used the shared material '%1'; it now has "
                    "its own material '%2' (the other visuals keep '%1')")
                                    .arg(name, unique);
            } else {
                ok = patch->insertChild(element,
                    "<material name=\"" + escapeXml(unique) + "\">\n\t<color rgba=\"" + color
                        + "\"/>\n</material>");
            }
        } else if (const XMLElement *c = material->FirstChildElement("color")) {
            ok = patch->setAttributeNumbers(c, "rgba", numbers);
        } else {
            ok = patch->insertChild(material, "<color rgba=\"" + color + "\"/>");
        }
    }
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    return makeCommand<SetMaterialColor>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set colour of %1").arg(info.scopedName),
        SetMaterialColorId, info.scopedName, result);
}

} // namespace robostage::edit
