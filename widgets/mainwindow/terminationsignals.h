#pragma once

class QCoreApplication;

namespace robostage {

/// Makes SIGINT, SIGTERM and SIGHUP (Ctrl+C in the terminal, `kill`, a closed terminal) end
/// `app`'s event loop with exit code 128 + the signal's number, as a shell reports it, instead
/// of killing the process: the code after exec() runs and objects on the stack are destroyed,
/// so temporary folders (BundledWorld) are removed. The windows are not asked to close: their
/// unsaved edits stay in the crash-recovery store. Call once, after `app` is constructed.
void exitOnTerminationSignals(QCoreApplication &app);

} // namespace robostage
