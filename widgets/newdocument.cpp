#include "newdocument.h"

#include "bundledworld.h"

#include <QCoreApplication>

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

} // namespace

QString createNewDocument(NewDocumentKind kind, QString *error)
{
    QString resource, fileName;
    switch (kind) {
    case NewDocumentKind::World:
        resource = QStringLiteral(":/templates/world.sdf");
        fileName = QStringLiteral("untitled_world.sdf");
        break;
    case NewDocumentKind::Model:
        resource = QStringLiteral(":/templates/model.sdf");
        fileName = QStringLiteral("untitled_model.sdf");
        break;
    case NewDocumentKind::Robot:
        resource = QStringLiteral(":/templates/robot.urdf");
        fileName = QStringLiteral("untitled_robot.urdf");
        break;
    }
    auto folder = std::make_unique<BundledWorld>();
    const QString path = folder->extractTemplate(resource, fileName);
    if (path.isEmpty()) {
        if (error)
            *error = folder->error();
        return {};
    }
    newDocuments().push_back(std::move(folder));
    return path;
}

} // namespace robostage
