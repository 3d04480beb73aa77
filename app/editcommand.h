#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage edit IN -o OUT [--set-pose NAME=x,y,z,roll,pitch,yaw]… [--set-axis JOINT=x,y,z]…
/// [--set-color NAME=r,g,b,a]… [--rename OLD=NEW]… [--set-static MODEL=true|false]…
/// [--delete NAME]… [--duplicate NAME[=NEWNAME]]… [--add-model|--add-link|--add-joint|
/// --add-visual|--add-collision|--add-frame SPEC]… [--arg NAME:=VALUE]…`: applies the edits in
/// the order given (the commands of model/edit/commands.h and structurecommands.h; the --add-*
/// syntax is model/edit/addspec.h's, each option one AddEntity) and saves
/// IN's bytes, patched, to OUT (edited included model files in place). `arguments[0]` is
/// "edit". Notes and the written files go to `out`, diagnostics and errors to `err`. Returns 0
/// on success, 1 when IN cannot be read, an edit cannot be applied (nothing is written then)
/// or a write fails, 2 for bad usage (an --add-* value that does not parse included). After
/// the last edit, unfinishedAdditions() (addspec.h) must hold: a URDF link added without a
/// parent joint, or an SDFormat model added without a link, fails the command with 1. A xacro IN
/// (expanded with the `--arg` values) is edited in its xacro sources (model/edit/xacroedit.h): OUT
/// gets IN's patched bytes, edited included xacro files are written in place.
int runEdit(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
