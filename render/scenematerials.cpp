#include "scenematerials.h"

#include <QHash>

#include <algorithm>

namespace robostage {

namespace {

struct ScriptColor
{
    Color ambient, diffuse;
    Color emissive {0, 0, 0, 1};
};

/// Colours of gazebo-classic's media/materials/scripts/gazebo.material (ambient, diffuse,
/// emissive), keyed by lower-case name; textured materials use their texture's average colour.
const QHash<QString, ScriptColor> &scriptTable()
{
    static const QHash<QString, ScriptColor> table = [] {
        QHash<QString, ScriptColor> t;
        const auto add
            = [&t](const char *name, Color ambient, Color diffuse, Color emissive = {0, 0, 0, 1}) {
                  t.insert(QString::fromLatin1(name).toLower(), {ambient, diffuse, emissive});
              };
        add("Gazebo/Grey", {0.3f, 0.3f, 0.3f, 1}, {0.7f, 0.7f, 0.7f, 1});
        add("Gazebo/DarkGrey", {0.175f, 0.175f, 0.175f, 1}, {0.175f, 0.175f, 0.175f, 1});
        add("Gazebo/LightGrey", {0.4f, 0.4f, 0.4f, 1}, {0.8f, 0.8f, 0.8f, 1});
        add("Gazebo/White", {1, 1, 1, 1}, {1, 1, 1, 1});
        add("Gazebo/FlatBlack", {0.1f, 0.1f, 0.1f, 1}, {0.1f, 0.1f, 0.1f, 1});
        add("Gazebo/Black", {0, 0, 0, 1}, {0.1f, 0.1f, 0.1f, 1});
        add("Gazebo/Red", {1, 0, 0, 1}, {1, 0, 0, 1});
        add("Gazebo/RedBright", {0.87f, 0.26f, 0.07f, 1}, {0.87f, 0.26f, 0.07f, 1});
        add("Gazebo/Green", {0, 1, 0, 1}, {0, 1, 0, 1});
        add("Gazebo/Blue", {0, 0, 1, 1}, {0, 0, 1, 1});
        add("Gazebo/SkyBlue", {0.53f, 0.81f, 0.92f, 1}, {0.53f, 0.81f, 0.92f, 1});
        add("Gazebo/Yellow", {1, 1, 0, 1}, {1, 1, 0, 1});
        add("Gazebo/ZincYellow", {0.97f, 0.87f, 0.03f, 1}, {0.97f, 0.87f, 0.03f, 1});
        add("Gazebo/DarkYellow", {0.7f, 0.7f, 0, 1}, {0.7f, 0.7f, 0, 1});
        add("Gazebo/Purple", {1, 0, 1, 1}, {1, 0, 1, 1});
        add("Gazebo/Turquoise", {0, 1, 1, 1}, {0, 1, 1, 1});
        add("Gazebo/Orange", {1, 0.5088f, 0.0468f, 1}, {1, 0.5088f, 0.0468f, 1});
        add("Gazebo/Gold", {0.4f, 0.24f, 0.06f, 1}, {0.8f, 0.65f, 0.24f, 1});
        add("Gazebo/Indigo", {0.33f, 0, 0.5f, 1}, {0.33f, 0, 0.5f, 1});
        add("Gazebo/Wood", {0.5f, 0.36f, 0.2f, 1}, {0.66f, 0.48f, 0.27f, 1});
        add("Gazebo/WoodFloor", {0.45f, 0.32f, 0.2f, 1}, {0.6f, 0.44f, 0.28f, 1});
        add("Gazebo/WoodPallet", {0.55f, 0.45f, 0.33f, 1}, {0.7f, 0.58f, 0.42f, 1});
        add("Gazebo/Bricks", {0.45f, 0.22f, 0.15f, 1}, {0.62f, 0.32f, 0.22f, 1});
        add("Gazebo/Grass", {0.2f, 0.4f, 0.12f, 1}, {0.3f, 0.55f, 0.18f, 1});
        add("Gazebo/Road", {0.2f, 0.2f, 0.2f, 1}, {0.3f, 0.3f, 0.3f, 1});
        add("Gazebo/Residential", {0.35f, 0.35f, 0.35f, 1}, {0.45f, 0.45f, 0.45f, 1});
        add("Gazebo/Asphalt", {0.2f, 0.2f, 0.2f, 1}, {0.28f, 0.28f, 0.28f, 1});
        add("Gazebo/CeilingTiled", {0.7f, 0.7f, 0.7f, 1}, {0.85f, 0.85f, 0.85f, 1});
        add("Gazebo/PaintedWall", {0.75f, 0.72f, 0.66f, 1}, {0.9f, 0.87f, 0.8f, 1});
        add("Gazebo/GreyTransparent", {0.5f, 0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f, 0.5f});
        add("Gazebo/RedTransparent", {1, 0, 0, 0.5f}, {1, 0, 0, 0.5f});
        add("Gazebo/GreenTransparent", {0, 1, 0, 0.5f}, {0, 1, 0, 0.5f});
        add("Gazebo/BlueTransparent", {0, 0, 1, 0.5f}, {0, 0, 1, 0.5f});
        add("Gazebo/OrangeTransparent", {1, 0.44f, 0, 0.4f}, {1, 0.44f, 0, 0.4f});
        add("Gazebo/RedGlow", {1, 0, 0, 1}, {1, 0, 0, 1}, {1, 0, 0, 1});
        add("Gazebo/GreenGlow", {0, 1, 0, 1}, {0, 1, 0, 1}, {0, 1, 0, 1});
        add("Gazebo/BlueGlow", {0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1});
        add("Gazebo/BlueLaser", {0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1});
        return t;
    }();
    return table;
}

Color scaled(const Color &c, float s)
{
    return {c.r * s, c.g * s, c.b * s, c.a};
}

} // namespace

std::optional<ShadingColors> gazeboScriptColors(const QString &name)
{
    QString key = name.trimmed().toLower();
    key.replace(QStringLiteral("gray"), QStringLiteral("grey"));
    const auto it = scriptTable().constFind(key);
    if (it == scriptTable().constEnd())
        return std::nullopt;
    ShadingColors s;
    s.ambient = it->ambient;
    s.diffuse = it->diffuse;
    s.emissive = it->emissive;
    s.specular = {0.2f, 0.2f, 0.2f, 1};
    return s;
}

ShadingColors resolveShading(const Material &material, double transparency)
{
    ShadingColors s;
    if (!material.scriptName.isEmpty()) {
        if (const auto script = gazeboScriptColors(material.scriptName))
            s = *script;
    }
    if (material.diffuse) {
        s.diffuse = *material.diffuse;
        s.ambient = material.ambient ? *material.ambient : *material.diffuse;
    } else if (material.ambient) {
        // Ambient only (common in Gazebo files): use it as the surface colour too.
        s.ambient = *material.ambient;
        s.diffuse = *material.ambient;
    }
    if (material.specular)
        s.specular = *material.specular;
    if (material.emissive)
        s.emissive = *material.emissive;
    if (material.shininess > 0)
        s.shininess = float(material.shininess);
    if (!material.lighting) {
        s.emissive = scaled(s.diffuse, 1);
        s.diffuse = {0, 0, 0, s.diffuse.a};
        s.ambient = {0, 0, 0, 1};
        s.specular = {0, 0, 0, 1};
    }
    const float opacity = float(std::clamp(1.0 - transparency, 0.0, 1.0));
    s.diffuse.a = std::clamp(s.diffuse.a, 0.f, 1.f) * opacity;
    return s;
}

bool materialSetsColor(const Material &material)
{
    return material.diffuse || material.ambient
        || (!material.scriptName.isEmpty() && gazeboScriptColors(material.scriptName));
}

ShadingColors untinted(const ShadingColors &shading)
{
    ShadingColors s = shading;
    s.diffuse = {1, 1, 1, shading.diffuse.a};
    s.ambient = {1, 1, 1, 1};
    return s;
}

ShadingColors collisionShading()
{
    ShadingColors s;
    s.diffuse = {1.0f, 0.5f, 0.05f, 0.55f};
    s.ambient = {1.0f, 0.5f, 0.05f, 1};
    s.emissive = {0.25f, 0.1f, 0, 1};
    s.specular = {0.1f, 0.1f, 0.1f, 1};
    return s;
}

ShadingColors meshPlaceholderShading(const ShadingColors &resolved)
{
    ShadingColors s = resolved;
    s.diffuse = {0.85f, 0.2f, 0.75f, resolved.diffuse.a};
    s.ambient = s.diffuse;
    return s;
}

Color toColor(const QColor &color)
{
    return {
        float(color.redF()), float(color.greenF()), float(color.blueF()), float(color.alphaF())};
}

QColor toQColor(const Color &color)
{
    return QColor::fromRgbF(std::clamp(color.r, 0.f, 1.f), std::clamp(color.g, 0.f, 1.f),
        std::clamp(color.b, 0.f, 1.f), std::clamp(color.a, 0.f, 1.f));
}

} // namespace robostage
