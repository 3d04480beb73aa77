#pragma once

// Internals shared by simrobotreader.cpp (scene structure) and simrobotshapes.cpp (appearances,
// geometries, masses, inline meshes).

#include "document.h"
#include "simrobotinstances.h"
#include "simrobotvalues.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <array>
#include <memory>

namespace robostage::simrobot {

/// Mass of a SimRobot mass element as ODE keeps it (SimRobot's Mass.cpp): kg, centre of mass `c`
/// and inertia `I` about the frame origin (not the centre of mass), kg·m², in the element's frame.
struct MassSum
{
    double m = 0;
    Vec3 c;
    std::array<double, 9> I {}; ///< row-major 3×3
};

/// Adds `part` (same frame) to `sum`: masses add, the centre of mass is their weighted mean,
/// the inertias about the common origin add (ODE dMassAdd).
void addMass(MassSum &sum, const MassSum &part);
/// The inertia of `mass` about its centre of mass, I_c = I_o − m(|c|²E − c·cᵀ) (parallel axis).
std::array<double, 9> inertiaAboutCentre(const MassSum &mass);

class SceneReader
{
    Q_DECLARE_TR_FUNCTIONS(robostage::simrobot::SceneReader)

public:
    SceneReader(const ReadContext &ctx);
    void read(const tinyxml2::XMLElement *simulation);

private:
    // simrobotreader.cpp
    Model readObject(
        const Instance &inst, FrameId parentFrame, const QString &scope, QSet<QString> &siblings);
    void fillLink(Model &model, size_t link, const Instance &inst, const QString &scope,
        QSet<QString> &names);
    void readJoint(Model &model, size_t parentLink, const Instance &joint, const QString &scope,
        QSet<QString> &names);
    void readLight(const Instance &inst);
    void readSensor(
        Link &link, const Instance &inst, const QString &linkScope, QSet<QString> &names);

    // simrobotshapes.cpp
    void addVisuals(Link &link, const Instance &inst, const Pose &X_LP, const QString &linkScope,
        QSet<QString> &names);
    void addCollisions(Link &link, const Instance &inst, const Pose &X_LP, const QString &linkScope,
        QSet<QString> &names);
    bool readShape(const Instance &inst, Geometry &g);
    Material readSurface(const Instance &appearance);
    std::shared_ptr<const InlineMesh> readInlineMesh(const Instance &inst);
    std::optional<MassSum> readMass(const Instance &inst);

public:
    // Typed attribute access; problems are reported at the element the attribute is written in.
    double number(const Instance &inst, const char *name, Quantity quantity, double fallback,
        bool required = false);
    std::optional<Color> color(const Instance &inst, const char *name);
    Pose pose(const Instance &inst);
    /// Adds a frame node made from `inst` and records it (Document::simRobotInstance()).
    FrameId addNode(FrameKind kind, const QString &scopedName, FrameId relativeTo, const Pose &X_RF,
        FrameId attachedTo, const Instance &inst);
    void warn(const Instance &inst, const QString &message);
    void error(const Instance &inst, const QString &message);
    static QString unique(QSet<QString> &names, QString name);
    static QString nameOf(const Instance &inst, const char *fallback);

private:
    const ReadContext &m_ctx;
    Document &m_doc;
    FrameGraph &m_graph;
    Instantiator m_instantiator;
    QHash<QString, std::shared_ptr<const InlineMesh>> m_meshes;
    QHash<QString, QString> m_textures; ///< texture path → absolute file, empty when missing
    QSet<QString> m_worldNames;
};

} // namespace robostage::simrobot
