#include "readingfile.h"

namespace robostage::cli {

namespace {

QString g_lastReading; // a subcommand runs on the main thread only

} // namespace

void noteReading(const QString &path)
{
    g_lastReading = path;
}

QString lastReading()
{
    return g_lastReading;
}

} // namespace robostage::cli
