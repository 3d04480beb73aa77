#include "resourcepaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <tinyxml2.h>

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

} // namespace robostage
