#pragma once

// The `robostage edit` options that measure or set geometry: --compute-inertia and
// --fit-collision (issue 19), --set-geometry (issue 32).

#include "edit/editsession.h"

#include <QCommandLineOption>
#include <QList>

namespace robostage::cli {

/// --compute-inertia LINK[=mass:KG|density:KG_PER_M3],
/// --fit-collision LINK=box|cylinder|sphere|capsule|hull[,replace] and
/// --set-geometry NAME=box:X,Y,Z|sphere:R|cylinder:R,L|capsule:R,L|ellipsoid:X,Y,Z|mesh:URI[,S].
QList<QCommandLineOption> geometryEditOptions();

/// Applies geometry edit option `name` (without dashes) with `value` to `session`. `outPath`
/// is the file `robostage edit` writes: a fitted hull's mesh file goes beside it when the link
/// is written in the opened file. `shared` is --shared's answer (SimRobot definitions).
/// `usage` is set when the value is malformed (exit code 2).
edit::EditResult applyGeometryEdit(edit::EditSession &session, const QString &name,
    const QString &value, const QString &outPath, edit::SharedEdit shared, bool &usage);

} // namespace robostage::cli
