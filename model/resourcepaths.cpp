#include "resourcepaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <tinyxml2.h>

#include <cstring>

namespace robostage {

namespace {

constexpr qint64 kMaxXmlBytes = 1 << 20; // larger package.xml / model.config are ignored

} // namespace

QString joinPath(const QString &folder, const QString &rest)
{
    return QDir::cleanPath(rest.isEmpty() ? folder : folder + QLatin1Char('/') + rest);
}

QString parentFolder(const QString &folder)
{
    const QString parent = QFileInfo(folder).path();
    return parent == folder || parent.isEmpty() ? QString() : parent;
}

bool loadXml(const QString &path, tinyxml2::XMLDocument &doc)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxXmlBytes)
        return false;
    const QByteArray data = file.readAll();
    return doc.Parse(data.constData(), size_t(data.size())) == tinyxml2::XML_SUCCESS;
}

QString elementText(const tinyxml2::XMLElement *element)
{
    return element && element->GetText() ? QString::fromUtf8(element->GetText()).trimmed()
                                         : QString();
}

QString readPackageName(const QString &folder)
{
    const QString path = joinPath(folder, QStringLiteral("package.xml"));
    if (!QFileInfo(path).isFile())
        return {};
    tinyxml2::XMLDocument doc;
    if (!loadXml(path, doc))
        return {};
    const tinyxml2::XMLElement *root = doc.RootElement();
    if (!root || std::strcmp(root->Name(), "package") != 0)
        return {};
    return elementText(root->FirstChildElement("name"));
}

} // namespace robostage
