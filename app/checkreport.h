#pragma once

// `robostage check --format`: the diagnostics of the checked files in the forms CI tools read
// (issue 34).

#include "diagnostics.h"

#include <QString>

#include <vector>

class QTextStream;

namespace robostage {
class Document;
}

namespace robostage::cli {

/// One diagnostic as `check` reports it.
struct Finding
{
    Diagnostic diagnostic;
    /// The diagnostic's file relative to the working folder when it lies inside it (as CI
    /// annotations expect), else as the document names it.
    QString path;
    /// Scoped name (as `robostage poses` prints it) of the innermost model, link, joint,
    /// visual, collision, frame, light or sensor whose element holds the diagnostic's line;
    /// empty when there is none (a problem of the file as a whole, a xacro macro body).
    QString entity;
    /// What reported it (checkRules()): the reader of the file's format, or the inertial check.
    QString rule;
};

/// The findings of one checked file (as given on the command line).
struct CheckedFile
{
    QString path;
    std::vector<Finding> findings;
};

/// A rule of the SARIF report: id, short name and what it reports.
struct CheckRule
{
    const char *id;
    const char *name;
    const char *description;
};

/// Every rule a finding can have, in a fixed order: robostage/sdformat, robostage/urdf,
/// robostage/xacro, robostage/simrobot, robostage/resource (meshes, images and other files a
/// description refers to), robostage/inertial and robostage/file (anything else).
const std::vector<CheckRule> &checkRules();

/// The findings of `doc`: its reading diagnostics, then `inertial` (inertialDiagnostics()).
std::vector<Finding> findingsOf(const Document &doc, const Diagnostics &inertial);

enum class CheckFormat { Text, Json, Github, Junit, Sarif };

/// Parses `text|json|github|junit|sarif`; false for anything else.
bool parseCheckFormat(const QString &name, CheckFormat &format);

/// Writes the report of `files` to `out`:
/// - Text: `FILE:LINE: error|warning: MESSAGE` per finding (Diagnostic::toString()).
/// - Json: `[{"file", "line", "severity", "message", "entity", "rule"}]` (line null when
///   unknown, entity null when there is none).
/// - Github: a `::error file=F,line=L,title=T::MESSAGE` (or `::warning`) workflow command per
///   finding, with the values escaped as GitHub Actions requires.
/// - Junit: JUnit XML, a `<testcase>` per checked file, a `<failure>` for a file with errors
///   (the errors as its text), the warnings in `<system-out>`.
/// - Sarif: a SARIF 2.1.0 log with one run, checkRules() as the driver's rules and a result
///   per finding (level error or warning, the file as a relative artifact URI, its line).
void writeCheckReport(CheckFormat format, const std::vector<CheckedFile> &files, QTextStream &out);

} // namespace robostage::cli
