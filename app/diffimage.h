#pragma once

// `robostage diff --image` (issue 34): both versions drawn from one camera.

#include "diff/descriptiondiff.h"

#include <QSize>
#include <QString>

namespace robostage {
class Document;
}

namespace robostage::cli {

/// Renders `older` as a see-through ghost and `newer` solid in one picture of `size` pixels,
/// from the iso camera fitted to both, and writes it to `path` (PNG). What `result` names is
/// tinted: in the new version changed entities orange, added ones green and moved ones yellow
/// (their links, or the model); in the ghost removed ones red. Needs OpenGL (a
/// QGuiApplication). Returns false with `error` set when it cannot render or write.
bool writeDiffImage(const Document &older, const Document &newer, const diff::Result &result,
    const QString &path, const QSize &size, QString *error);

} // namespace robostage::cli
