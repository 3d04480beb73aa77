#pragma once

#include <QString>

namespace robostage {

/// For the Properties dock's resolution lines: where a Gazebo Fuel URL was found in the local
/// Fuel cache (ResourceResolver::Result::fuelEntry, model/fuelcache.h), as the translated text
/// "from the Fuel cache entry ENTRY" (ENTRY: the version folder
/// `ROOT/HOST/OWNER/models/NAME/VERSION`). `uri` as written in `referringFile` (absolute path).
/// Empty for a URI that is not an http(s) URL or that the cache does not hold. Looks in the cache
/// folders of the environment (FuelCache::rootsFromEnvironment()); reads no network.
QString fuelCacheNote(const QString &uri, const QString &referringFile);

} // namespace robostage
