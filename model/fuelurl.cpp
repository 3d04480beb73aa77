// FuelCache::parseUrl: the Fuel URL forms of gz-fuel-tools' FuelClient (kModelUrlRegexStr,
// kWorldUrlRegexStr, kModelFileUrlRegexStr, kWorldFileUrlRegexStr in src/FuelClient.cc):
//   SCHEME://SERVER/+[API_VERSION]/*OWNER/+(models|worlds)/+NAME/*[VERSION|tip][/+files/+REL]
// with API_VERSION `[0-9]+.[0-9]+` and VERSION `[0-9]*`. Read, not copied: this is a segment
// walk, not a regular expression.

#include "fuelcache.h"

#include <QUrl>

namespace robostage {

namespace {

bool allDigits(const QString &text)
{
    if (text.isEmpty())
        return false;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}

/// `[0-9]+.[0-9]+`, the optional API version after the server.
bool isApiVersion(const QString &segment)
{
    const qsizetype dot = segment.indexOf(QLatin1Char('.'));
    return dot > 0 && allDigits(segment.left(dot)) && allDigits(segment.mid(dot + 1));
}

QString decoded(const QString &text)
{
    return text.contains(QLatin1Char('%')) ? QUrl::fromPercentEncoding(text.toUtf8()) : text;
}

} // namespace

std::optional<FuelCache::Url> FuelCache::parseUrl(const QString &url)
{
    const qsizetype schemeEnd = url.indexOf(QLatin1String("://"));
    if (schemeEnd <= 0)
        return std::nullopt;
    QString rest = url.mid(schemeEnd + 3);
    for (qsizetype c = 0; c < rest.size(); ++c) {
        if (rest.at(c) == QLatin1Char('?') || rest.at(c) == QLatin1Char('#')) {
            rest.truncate(c); // a query or fragment names no cache folder
            break;
        }
    }
    const QStringList segments = rest.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    qsizetype i = 0;
    Url parts;
    if (segments.isEmpty() || segments.first().contains(QLatin1Char(' ')))
        return std::nullopt;
    parts.host = segments.at(i++);
    if (i < segments.size() && isApiVersion(segments.at(i)) && i + 1 < segments.size()
        && segments.at(i + 1) != QLatin1String("models")
        && segments.at(i + 1) != QLatin1String("worlds"))
        ++i; // `1.0/`; an owner named like a version is taken as the owner
    if (i + 2 >= segments.size())
        return std::nullopt;
    parts.owner = decoded(segments.at(i++));
    parts.kind = segments.at(i++);
    if (parts.kind != QLatin1String("models") && parts.kind != QLatin1String("worlds"))
        return std::nullopt;
    parts.name = decoded(segments.at(i++));
    if (parts.owner.isEmpty() || parts.name.isEmpty())
        return std::nullopt;
    if (i < segments.size() && segments.at(i) != QLatin1String("files")) {
        const QString version = segments.at(i++);
        if (allDigits(version)) {
            bool ok = false;
            const qulonglong number = version.toULongLong(&ok);
            if (!ok || number == 0 || number > 0xFFFFFFFFull)
                return std::nullopt; // gz-fuel-tools keeps versions as unsigned int, 0 = tip
            parts.version = QString::number(number);
        } else if (version != QLatin1String("tip")) {
            return std::nullopt;
        }
    }
    if (i < segments.size()) {
        if (segments.at(i++) != QLatin1String("files") || i >= segments.size())
            return std::nullopt;
        parts.file = decoded(segments.mid(i).join(QLatin1Char('/')));
    }
    return parts;
}

} // namespace robostage
