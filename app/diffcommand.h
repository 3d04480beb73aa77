#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage diff OLD NEW [--json] [--rename OLD=NEW]… [--tolerance M,RAD] [--arg NAME:=VALUE]…
/// [--old-arg NAME:=VALUE]… [--new-arg NAME:=VALUE]… [--image OUT.png [--size WxH]]` (issue 34):
/// what differs between two
/// descriptions in any formats RoboStage reads, by entity (model/diff/descriptiondiff.h).
///
/// Text: per entity (sorted by scoped name, so a model's and a link's entities stay together)
/// `NAME (KIND)` and a line per change, `FIELD  OLD → NEW` (poses as x y z roll pitch yaw in
/// metres and radians, with how far it moved in mm and turned in degrees); then the entities
/// that moved with them and a summary. JSON: `{"equal", "changes": [{"entity", "kind", "field",
/// "old", "new"; pose: "distance_m", "angle_rad"}], "moved": [{"entity", "distance_m",
/// "angle_rad"}]}`. `--image` also draws both (diffimage.h). Returns 0 when they are equal, 1
/// when they differ, 2 for bad usage or a file that cannot be read (missing, or not XML), 3 when
/// the picture cannot be rendered or written.
int runDiff(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
