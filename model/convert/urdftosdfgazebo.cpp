#include "urdftosdfgazebo.h"

#include "xmlout.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <cstring>

namespace robostage::convert {

namespace {

bool named(const tinyxml2::XMLElement *e, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        if (std::strcmp(e->Name(), name) == 0)
            return true;
    }
    return false;
}

/// `source` moved to the line of `element`, a descendant of the source element.
SourceRef at(const SourceRef &source, const tinyxml2::XMLElement *element)
{
    return {const_cast<tinyxml2::XMLElement *>(element), source.file,
        source.line > 0 ? element->GetLineNum() : 0};
}

} // namespace

QString GazeboBlocks::materialScript(const Link &link) const
{
    for (const Extension &x : link.extensions) {
        if (x.tag != QLatin1String("gazebo") || !x.source.element)
            continue;
        if (const tinyxml2::XMLElement *m = x.source.element->FirstChildElement("material")) {
            const char *text = m->GetText();
            if (text)
                return QString::fromUtf8(text).trimmed();
        }
    }
    return {};
}

void GazeboBlocks::apply(tinyxml2::XMLElement *target, const Extension &x, const QString &owner,
    std::initializer_list<const char *> copied, std::initializer_list<const char *> ignored)
{
    if (x.tag != QLatin1String("gazebo") || !x.source.element) {
        m_report.notConverted(
            x.source, tr("<%1> of %2 (no SDFormat counterpart)").arg(x.tag, owner));
        return;
    }
    for (const tinyxml2::XMLElement *e = x.source.element->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (named(e, copied))
            target->InsertEndChild(e->DeepClone(&m_xml));
        else if (!named(e, ignored))
            m_report.notConverted(at(x.source, e),
                tr("<%1> in the <gazebo> block of %2").arg(QString::fromUtf8(e->Name()), owner));
    }
}

void GazeboBlocks::applyToModel(tinyxml2::XMLElement *model, const Extension &x)
{
    if (x.tag == QLatin1String("gazebo") && !x.reference.isEmpty()) {
        m_report.notConverted(x.source,
            tr("<gazebo reference=\"%1\">, which names no link or joint").arg(x.reference));
        return;
    }
    apply(model, x, tr("the robot"),
        {"static", "self_collide", "allow_auto_disable", "enable_wind", "plugin"}, {});
}

void GazeboBlocks::applyToLink(tinyxml2::XMLElement *target, const Link &link, const Extension &x)
{
    apply(target, x, tr("link '%1'").arg(link.name),
        {"self_collide", "gravity", "kinematic", "enable_wind", "sensor", "light"}, {"material"});
}

void GazeboBlocks::applyToJoint(
    tinyxml2::XMLElement *target, const Joint &joint, const Extension &x)
{
    apply(target, x, tr("joint '%1'").arg(joint.name), {"sensor"},
        {"preserveFixedJoint", "disableFixedJointLumping"});
}

} // namespace robostage::convert
