#pragma once

#include <QString>
#include <QTemporaryDir>

namespace robostage {

/// Registers the resources compiled into RoboStage (resources/resources.qrc: the demo world,
/// the application icon). Safe to call more than once.
void initResources();

/// The demo world compiled into RoboStage (`:/worlds/demo.sdf` with its meshes and textures),
/// copied to a temporary folder so that its relative URIs resolve to real files, as Assimp and
/// the resource resolver need. The folder is removed when the object is destroyed.
class BundledWorld
{
public:
    /// Path of the demo world inside the Qt resources.
    static QString resourcePath() { return QStringLiteral(":/worlds/demo.sdf"); }

    /// Copies every file under `:/worlds` into the temporary folder (on the first call) and
    /// returns the path of the copied demo.sdf; empty when copying failed (see error()).
    QString extract();
    QString error() const { return m_error; }

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_error;
};

} // namespace robostage
