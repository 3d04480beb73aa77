#include "properties/fuelnote.h"

#include "resourceresolver.h"

#include <QCoreApplication>

namespace robostage {

QString fuelCacheNote(const QString &uri, const QString &referringFile)
{
    const QString trimmed = uri.trimmed();
    if (!trimmed.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)
        && !trimmed.startsWith(QLatin1String("https://"), Qt::CaseInsensitive))
        return {};
    const QString entry
        = ResourceResolver::fromEnvironment().resolve(trimmed, referringFile).fuelEntry;
    if (entry.isEmpty())
        return {};
    return QCoreApplication::translate("robostage", "from the Fuel cache entry %1").arg(entry);
}

} // namespace robostage
