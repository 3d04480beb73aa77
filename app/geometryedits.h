#pragma once

// The `robostage edit` options that measure geometry (issue 19): --compute-inertia and
// --fit-collision.

#include "edit/editsession.h"

#include <QCommandLineOption>
#include <QList>

namespace robostage::cli {

/// --compute-inertia LINK[=mass:KG|density:KG_PER_M3] and
/// --fit-collision LINK=box|cylinder|sphere|capsule|hull[,replace].
QList<QCommandLineOption> geometryEditOptions();

/// Applies geometry edit option `name` (without dashes) with `value` to `session`. `outPath`
/// is the file `robostage edit` writes: a fitted hull's mesh file goes beside it when the link
/// is written in the opened file. `usage` is set when the value is malformed (exit code 2).
edit::EditResult applyGeometryEdit(edit::EditSession &session, const QString &name,
    const QString &value, const QString &outPath, bool &usage);

} // namespace robostage::cli
