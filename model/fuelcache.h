#pragma once

#include "lifetimebound.h"
#include <QString>
#include <QStringList>

#include <optional>

namespace robostage {

/// Gazebo Fuel URLs (`https://fuel.gazebosim.org/1.0/OWNER/models/NAME[/VERSION]`, the same
/// with `/worlds/`, and `…/NAME/VERSION/files/REL`) resolved offline from the local Fuel cache,
/// where Gazebo (gz-fuel-tools) keeps what it downloaded. Nothing is ever downloaded.
///
/// Rules, as gz-fuel-tools applies them (src/FuelClient.cc: the model, world and file URL
/// regular expressions, CachedModel(), CachedModelFile(), CachedWorld(); src/LocalCache.cc:
/// MatchingModel(), MatchingWorld(), ModelsInServer(); src/ModelIdentifier.cc and
/// src/WorldIdentifier.cc: SetOwner()/SetName() lower-case; src/Helpers.cc: uriToPath()):
/// - the cache holds `ROOT/HOST/OWNER/models/NAME/VERSION/` (and `…/worlds/…`), HOST being the
///   URL's server as written, OWNER and NAME lower-cased (ASCII, as common::lowercase()) and
///   VERSION a positive integer;
/// - a URL without a version or with `tip` takes the highest cached version; an explicit version
///   takes exactly that folder. A model version counts only when its folder holds `model.config`
///   (LocalCache::ModelsInServer()) or `metadata.pbtxt`; a world version always counts;
/// - `…/files/REL` is `VERSION_FOLDER/REL`.
/// Beyond gz-fuel-tools, for use offline: owner, name and file are percent-decoded (`%20`);
/// `fuel.ignitionrobotics.org` and `fuel.gazebosim.org` (the server's old and new names,
/// FuelClientPrivate::CheckForDeprecatedUri(); gz-fuel-tools keeps them in separate folders)
/// are each tried after the other; a URL with an API version (`/1.0/`) and one without are the
/// same entry.
///
/// Immutable after construction, so safe to use from several threads.
class FuelCache
{
public:
    /// The parts of a Fuel URL, as parseUrl() returns them.
    struct Url
    {
        QString host; ///< the server as written, e.g. `fuel.gazebosim.org` (with `:PORT` if any)
        QString owner; ///< percent-decoded, as written (lookups lower-case it)
        QString kind; ///< `models` or `worlds`
        QString name; ///< percent-decoded, as written (lookups lower-case it)
        QString version; ///< decimal digits without leading zeros; empty for the newest (`tip`)
        QString file; ///< for `…/files/REL`: REL, percent-decoded; else empty
    };

    /// Where a Fuel URL was found in the cache.
    struct Result
    {
        /// The version folder for a model or world URL, the file for a `…/files/` URL; empty
        /// when the entry (or the file in it) is not cached.
        QString path;
        /// The cache entry used: its version folder `ROOT/HOST/OWNER/KIND/NAME/VERSION`.
        QString entry;
        /// The folders looked in: the NAME folders, or the NAME/VERSION folders for a URL that
        /// names a version (and the file for a `…/files/` URL whose entry was found).
        QStringList tried;
        bool ok() const { return !path.isEmpty(); }
    };

    /// A cache with no folders: every Fuel URL is unresolved.
    FuelCache() = default;
    /// A cache searched in `roots`, in order (the first root holding the entry wins). Empty
    /// entries and duplicates are dropped; relative folders are made absolute.
    explicit FuelCache(const QStringList &roots);

    /// The cache folders Gazebo uses, in this order: Gazebo Garden and later
    /// (gz-fuel-tools ClientConfig: `$GZ_FUEL_CACHE_PATH`, else `$IGN_FUEL_CACHE_PATH`, else the
    /// `cache: path:` of `~/.gz/fuel/config.yaml`, else `~/.gz/fuel`), then Ignition Fortress
    /// (`$IGN_FUEL_CACHE_PATH`, else the `cache: path:` of `~/.ignition/fuel/config.yaml`, else
    /// `~/.ignition/fuel`). `~` is the HOME folder. A config file that is missing or not valid
    /// YAML is ignored.
    static QStringList rootsFromEnvironment();
    /// `FuelCache(rootsFromEnvironment())`.
    static FuelCache fromEnvironment();

    const QStringList &roots() const ROBOSTAGE_LIFETIMEBOUND { return m_roots; }

    /// Splits a Fuel URL: `SCHEME://HOST[/API.VERSION]/OWNER/models|worlds/NAME[/VERSION|tip]`
    /// `[/files/REL]`, repeated slashes allowed, a query or fragment ignored. `…/NAME/files/REL`
    /// (no version) is taken as the newest version. Returns nothing for any other URL (an
    /// ordinary remote file); never touches the disk.
    static std::optional<Url> parseUrl(const QString &url);

    /// Looks `url` up in the roots (never downloads). On failure `path` is empty and `tried`
    /// names the folders looked in. A `…/files/REL` that leaves the version folder (`..`) is
    /// unresolved.
    Result find(const Url &url) const;

    /// The description file of a cached model or world version folder, as gz-fuel-tools'
    /// sdfFromPath() (src/Interface.cc) picks it: the `file:` of the `model { }` or `world { }`
    /// block of `metadata.pbtxt`, else the model.config choice
    /// (ResourceResolver::modelFileInFolder()), else the first `.sdf` file by name (gz-sim's
    /// findFuelResource() takes the first `.sdf` of a world folder). Empty when there is none.
    static QString descriptionFile(const QString &versionFolder);

private:
    QStringList m_roots;
};

} // namespace robostage
