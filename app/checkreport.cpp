// The findings of `robostage check` (issue 34): each diagnostic with its path relative to the
// working folder, the entity whose element holds its line, and the rule that reported it.

#include "checkreport.h"

#include "document.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <tinyxml2.h>

namespace robostage::cli {

namespace {

/// Whether `kind` is an entity a finding names.
bool isEntity(FrameKind kind)
{
    switch (kind) {
    case FrameKind::Model:
    case FrameKind::Link:
    case FrameKind::Joint:
    case FrameKind::Visual:
    case FrameKind::Collision:
    case FrameKind::Frame:
    case FrameKind::Light:
    case FrameKind::Sensor:
        return true;
    default:
        return false;
    }
}

/// Finds the entity whose element holds a line of a file, by walking the file's DOM.
class EntityLocator
{
public:
    explicit EntityLocator(const Document &doc)
        : m_doc(doc)
    {
        const FrameGraph &graph = doc.frames();
        for (FrameId id = 1; id < graph.size(); ++id) {
            const FrameNode &node = graph.node(id);
            if (!isEntity(node.kind))
                continue;
            if (node.source.element)
                m_byElement.insert(node.source.element, id);
            // Generated DOMs (xacro expansions) have no lines: entities by their own line.
            if (node.source.line > 0)
                m_byLine.insert({doc.filePath(node.source), node.source.line}, id);
        }
        // The DOMs read from files (with lines), by absolute path, looked up once per finding.
        for (const SourceFile &file : doc.files()) {
            if (file.xml && file.generatedFrom.isEmpty())
                m_domByPath.insert(QFileInfo(file.path).absoluteFilePath(), file.xml.get());
        }
    }

    /// The scoped name of the innermost entity whose element holds `line` of `path`.
    QString at(const QString &path, int line) const
    {
        if (line <= 0)
            return QString();
        if (const tinyxml2::XMLDocument *dom
            = m_domByPath.value(QFileInfo(path).absoluteFilePath())) {
            FrameId found = kNoFrame;
            descend(dom->RootElement(), line, found);
            if (found != kNoFrame)
                return m_doc.frames().node(found).scopedName;
        }
        const FrameId id = m_byLine.value({path, line}, kNoFrame);
        return id == kNoFrame ? QString() : m_doc.frames().node(id).scopedName;
    }

private:
    /// Follows, from `element` down, the last child that starts at or before `line` (the child
    /// that holds it, children being in line order), keeping the deepest entity met.
    void descend(const tinyxml2::XMLElement *element, int line, FrameId &found) const
    {
        while (element && element->GetLineNum() <= line) {
            if (const FrameId id = m_byElement.value(element, kNoFrame); id != kNoFrame)
                found = id;
            const tinyxml2::XMLElement *holder = nullptr;
            for (const tinyxml2::XMLElement *c = element->FirstChildElement(); c;
                 c = c->NextSiblingElement()) {
                if (c->GetLineNum() > line)
                    break;
                holder = c;
            }
            element = holder;
        }
    }

    const Document &m_doc;
    QHash<const tinyxml2::XMLElement *, FrameId> m_byElement;
    QHash<QPair<QString, int>, FrameId> m_byLine;
    QHash<QString, const tinyxml2::XMLDocument *> m_domByPath;
};

/// The rule of a reading diagnostic, by the kind of file it is in (its suffix), else by the
/// document's format.
QString readingRule(const Document &doc, const QString &file)
{
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("sdf") || suffix == QLatin1String("world")
        || suffix == QLatin1String("config"))
        return QStringLiteral("robostage/sdformat");
    if (suffix == QLatin1String("urdf"))
        return QStringLiteral("robostage/urdf");
    if (suffix == QLatin1String("xacro"))
        return QStringLiteral("robostage/xacro");
    if (suffix == QLatin1String("ros2") || suffix == QLatin1String("rsi2")
        || suffix == QLatin1String("ros2d"))
        return QStringLiteral("robostage/simrobot");
    static const QStringList resources {"dae", "stl", "obj", "gltf", "glb", "fbx", "ply", "3ds",
        "png", "jpg", "jpeg", "bmp", "tga", "tif", "tiff", "yaml", "yml"};
    if (resources.contains(suffix))
        return QStringLiteral("robostage/resource");
    switch (doc.scene().format) {
    case SourceFormat::Sdf:
        return QStringLiteral("robostage/sdformat");
    case SourceFormat::Urdf:
        return doc.xacroExpansion() ? QStringLiteral("robostage/xacro")
                                    : QStringLiteral("robostage/urdf");
    case SourceFormat::SimRobot:
        return QStringLiteral("robostage/simrobot");
    default:
        return QStringLiteral("robostage/file");
    }
}

QString relativePath(const QString &file)
{
    if (file.isEmpty())
        return file;
    const QString relative = QDir::current().relativeFilePath(QFileInfo(file).absoluteFilePath());
    return relative.startsWith(QLatin1String("../")) ? file : relative;
}

} // namespace

const std::vector<CheckRule> &checkRules()
{
    static const std::vector<CheckRule> rules {
        {"robostage/sdformat", "SDFormat",
            "An SDFormat file (.sdf, .world, model.config) breaks the SDFormat specification "
            "or has a part RoboStage cannot read."},
        {"robostage/urdf", "URDF",
            "A URDF file breaks the URDF specification (or its Gazebo and Drake extensions) or "
            "has a part RoboStage cannot read."},
        {"robostage/xacro", "xacro",
            "A xacro file cannot be expanded as ROS's xacro expands it, or its expansion is "
            "not valid URDF."},
        {"robostage/simrobot", "SimRobot",
            "A SimRobot scene (.ros2, .rsi2) breaks the scene description or has a part "
            "RoboStage cannot read."},
        {"robostage/resource", "Resource",
            "A mesh, image or other file a description refers to is missing or cannot be "
            "read."},
        {"robostage/inertial", "Inertial",
            "A link's mass or inertia is one a simulator refuses or mishandles, or does not "
            "match its collision geometry."},
        {"robostage/file", "File", "The file cannot be read as a robot or world description."},
    };
    return rules;
}

std::vector<Finding> findingsOf(const Document &doc, const Diagnostics &inertial)
{
    const EntityLocator locator(doc);
    std::vector<Finding> out;
    const auto add = [&](const Diagnostic &d, const QString &rule) {
        out.push_back({d, relativePath(d.file), locator.at(d.file, d.line), rule});
    };
    for (const Diagnostic &d : doc.diagnostics().items())
        add(d, readingRule(doc, d.file));
    for (const Diagnostic &d : inertial.items())
        add(d, QStringLiteral("robostage/inertial"));
    return out;
}

bool parseCheckFormat(const QString &name, CheckFormat &format)
{
    static const QHash<QString, CheckFormat> formats {{QStringLiteral("text"), CheckFormat::Text},
        {QStringLiteral("json"), CheckFormat::Json},
        {QStringLiteral("github"), CheckFormat::Github},
        {QStringLiteral("junit"), CheckFormat::Junit},
        {QStringLiteral("sarif"), CheckFormat::Sarif}};
    const auto it = formats.constFind(name);
    if (it == formats.constEnd())
        return false;
    format = *it;
    return true;
}

} // namespace robostage::cli
