// colladaOpacities (colladaopacity.h).

#include "colladaopacity.h"

#include <QFile>

#include <tinyxml2.h>

#include <algorithm>

namespace robostage {
namespace {

using tinyxml2::XMLElement;

/// The first descendant element named `name` of `e` (depth first), or nullptr.
const XMLElement *findDescendant(const XMLElement *e, const char *name)
{
    for (const XMLElement *c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (qstrcmp(c->Name(), name) == 0)
            return c;
        if (const XMLElement *found = findDescendant(c, name))
            return found;
    }
    return nullptr;
}

/// gz-common's opacity of one `<effect>` (colladaopacity.h).
double effectOpacity(const XMLElement *effect)
{
    const XMLElement *transparent = findDescendant(effect, "transparent");
    if (!transparent)
        return 1;
    const char *mode = transparent->Attribute("opaque");
    if (!mode || transparent->FirstChildElement("texture"))
        return 1;
    const XMLElement *color = transparent->FirstChildElement("color");
    if (!color || !color->GetText())
        return 1;
    double rgba[4] = {0, 0, 0, 1};
    QByteArray text(color->GetText());
    const QList<QByteArray> parts = text.simplified().split(' ');
    for (int i = 0; i < 4 && i < parts.size(); ++i)
        rgba[i] = parts[i].toDouble();
    double t = 1;
    if (const XMLElement *transparency = findDescendant(effect, "transparency")) {
        if (const XMLElement *f = transparency->FirstChildElement("float"); f && f->GetText())
            t = QByteArray(f->GetText()).trimmed().toDouble();
    }
    const double luminance = 0.212671 * rgba[0] + 0.715160 * rgba[1] + 0.072169 * rgba[2];
    double opacity = 1;
    if (qstrcmp(mode, "A_ONE") == 0)
        opacity = rgba[3] * t;
    else if (qstrcmp(mode, "A_ZERO") == 0)
        opacity = 1 - rgba[3] * t;
    else if (qstrcmp(mode, "RGB_ONE") == 0)
        opacity = luminance * t;
    else if (qstrcmp(mode, "RGB_ZERO") == 0)
        opacity = 1 - luminance * t;
    return std::clamp(opacity, 0.0, 1.0);
}

} // namespace

QHash<QString, double> colladaOpacities(const QString &path)
{
    QHash<QString, double> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    const QByteArray bytes = file.readAll();
    tinyxml2::XMLDocument xml;
    if (xml.Parse(bytes.constData(), size_t(bytes.size())) != tinyxml2::XML_SUCCESS)
        return out;
    const XMLElement *root = xml.RootElement();
    if (!root)
        return out;
    QHash<QString, double> effects;
    for (const XMLElement *library = root->FirstChildElement("library_effects"); library;
         library = library->NextSiblingElement("library_effects")) {
        for (const XMLElement *e = library->FirstChildElement("effect"); e;
             e = e->NextSiblingElement("effect")) {
            if (const char *id = e->Attribute("id"))
                effects.insert(QString::fromUtf8(id), effectOpacity(e));
        }
    }
    for (const XMLElement *library = root->FirstChildElement("library_materials"); library;
         library = library->NextSiblingElement("library_materials")) {
        for (const XMLElement *m = library->FirstChildElement("material"); m;
             m = m->NextSiblingElement("material")) {
            const XMLElement *instance = m->FirstChildElement("instance_effect");
            const char *url = instance ? instance->Attribute("url") : nullptr;
            if (!url || url[0] != '#')
                continue;
            const auto effect = effects.constFind(QString::fromUtf8(url + 1));
            if (effect == effects.constEnd())
                continue;
            for (const char *key : {m->Attribute("id"), m->Attribute("name")}) {
                if (key)
                    out.insert(QString::fromUtf8(key), *effect);
            }
        }
    }
    return out;
}

} // namespace robostage
