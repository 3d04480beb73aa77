#pragma once

#include "diagnostics.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace robostage {

/// One model the model library offers (issue 18, Insert dock).
struct LibraryEntry
{
    QString name; ///< model.config `<name>`, else the folder's name
    QString description; ///< model.config `<description>`, white space folded; may be empty
    QString folder; ///< the model folder (a Fuel model: its version folder), absolute
    /// The description file (model.config `<sdf>` of the highest supported version, as
    /// ResourceResolver::modelFileInFolder() and FuelCache::descriptionFile() choose it).
    QString sdfFile;
    /// What an `<include><uri>` writes: `model://FOLDERNAME` for a model path's model, the Fuel
    /// URL `https://HOST/1.0/OWNER/models/NAME` (the newest version) for a Fuel cache entry.
    QString uri;
    /// An image the model ships (`thumbnails/1.png`, else the first image in `thumbnails/`
    /// by name), empty when it has none.
    QString thumbnail;
    /// The newest modification time of the files in the folder (up to 4 levels deep), to tell
    /// whether a thumbnail drawn earlier is out of date.
    QDateTime newestChange;
    bool fuel = false; ///< from the Fuel cache
};

/// Finds the models a user can insert: every folder holding a `model.config` (or the older
/// `manifest.xml`) directly inside a model path (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH,
/// SDF_PATH, GAZEBO_MODEL_PATH, in ResourceResolver's order), and the newest version of each
/// model in the Gazebo Fuel cache (FuelCache's layout `ROOT/HOST/OWNER/models/NAME/VERSION/`).
///
/// As `model://NAME` resolves, the first model path holding a folder NAME wins: later folders
/// of that name are left out. In the Fuel cache the first root holding HOST/OWNER/NAME wins.
/// Folders without a config are not models and are passed over; one that looks like a model
/// (it holds `.sdf` files) gets a warning. A config that is not XML, or names no existing
/// description file (and there is no `model.sdf`), gives a warning and the folder is left out.
/// Hidden folders are skipped. Never touches the network.
class ModelLibrary
{
public:
    /// Where to look.
    struct Sources
    {
        QStringList modelPaths; ///< searched in order
        QStringList fuelRoots; ///< Fuel cache roots, in order
    };

    /// The model paths and Fuel cache roots of ResourceResolver::fromEnvironment().
    static Sources sourcesFromEnvironment();

    /// Called with each batch of entries found (in scan order); return false to stop.
    using Deliver = std::function<bool(const QList<LibraryEntry> &batch)>;

    /// Scans `sources`, calling `deliver` every `batchSize` entries and once more with the
    /// rest (not with an empty batch). Problems go to `diagnostics` (warnings, file = the
    /// folder or config, line 0). Stops early when `cancel` becomes true or `deliver` returns
    /// false. Runs on any thread: it only reads the disk.
    static void scan(const Sources &sources, const Deliver &deliver, Diagnostics &diagnostics,
        const std::atomic<bool> *cancel = nullptr, int batchSize = 50);

    /// Reads the model folder `folder` into `entry` (all but `uri` and `fuel`); false with a
    /// warning in `diagnostics` when its config is unusable, false without one when `folder`
    /// has no config and no `.sdf` file.
    static bool readFolder(const QString &folder, LibraryEntry &entry, Diagnostics &diagnostics);
};

} // namespace robostage
