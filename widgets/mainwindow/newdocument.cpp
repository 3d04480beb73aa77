#include "mainwindow/newdocument.h"

#include "base/bundledworld.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <memory>
#include <vector>

namespace robostage {

namespace {

/// The folders of the documents made so far; removed when the application object goes.
std::vector<std::unique_ptr<BundledWorld>> &newDocuments()
{
    static std::vector<std::unique_ptr<BundledWorld>> documents;
    static const bool cleared = [] {
        QObject::connect(qApp, &QCoreApplication::aboutToQuit, [] { documents.clear(); });
        return true;
    }();
    Q_UNUSED(cleared);
    return documents;
}

struct Template
{
    NewDocumentKind kind;
    const char *resource;
    const char *fileName;
};

constexpr Template kTemplates[] = {
    {NewDocumentKind::World, ":/templates/world.sdf", "untitled_world.sdf"},
    {NewDocumentKind::Model, ":/templates/model.sdf", "untitled_model.sdf"},
    {NewDocumentKind::Robot, ":/templates/robot.urdf", "untitled_robot.urdf"},
};

/// Keeps `folder` until the application quits and returns `path`, or sets `error` from it.
QString keep(std::unique_ptr<BundledWorld> folder, const QString &path, QString *error)
{
    if (path.isEmpty()) {
        if (error)
            *error = folder->error();
        return {};
    }
    newDocuments().push_back(std::move(folder));
    return path;
}

} // namespace

QString createNewDocument(NewDocumentKind kind, QString *error)
{
    for (const Template &t : kTemplates) {
        if (t.kind == kind) {
            auto folder = std::make_unique<BundledWorld>();
            const QString path = folder->extractTemplate(
                QString::fromLatin1(t.resource), QString::fromLatin1(t.fileName));
            return keep(std::move(folder), path, error);
        }
    }
    return {};
}

QString recreateBundledDocument(const QString &oldPath, QString *error)
{
    const QString fileName = QFileInfo(oldPath).fileName();
    if (fileName == QFileInfo(BundledWorld::resourcePath()).fileName()) {
        auto folder = std::make_unique<BundledWorld>();
        const QString path = folder->extract();
        return keep(std::move(folder), path, error);
    }
    for (const Template &t : kTemplates) {
        if (fileName == QLatin1String(t.fileName))
            return createNewDocument(t.kind, error);
    }
    if (error) {
        *error = QCoreApplication::translate(
            "robostage::MainWindow", "%1 is not a document RoboStage makes")
                     .arg(fileName);
    }
    return {};
}

} // namespace robostage
