#pragma once

#include <QString>

namespace robostage::cli {

/// The file a subcommand read last, named in its out-of-memory message (issue 29:
/// `robostage: out of memory while reading FILE`). loadDocument() and `edit` note each input
/// before reading it; the note stays after an exception unwinds past the reader.
void noteReading(const QString &path);

/// The path given to the last noteReading(), or an empty string before any.
QString lastReading();

} // namespace robostage::cli
