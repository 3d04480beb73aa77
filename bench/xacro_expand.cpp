// xacro benchmark (docs/PERFORMANCE.md "Expanding xacro", run with bench/xacro-run): for each
// row of the xacro corpus's MANIFEST.tsv (entry, args, ROS_PACKAGE_PATH, expected URDF), the
// median over RUNS runs in one process of
//   - expand:    robostage::xacro::expand() of the entry (read, expand, source map, print),
//   - xacro doc: Document::load() of the entry (the expansion, then the URDF reader and the
//                frame graph, as the application opens it),
//   - urdf doc:  Document::load() of the expected URDF ros/xacro made from it,
// in milliseconds of wall time (QElapsedTimer, monotonic clock) and of CPU time (the process's,
// CLOCK_PROCESS_CPUTIME_ID: on a busy shared machine it leaves out the waits for a core), after
// one untimed warm-up run of each (file cache, first-use allocations). Prints a Markdown table, a
// line `largest: NAME BYTES EXPAND_WALL_MS EXPAND_CPU_MS` for the entry with the largest expansion,
// and every run.
//
//   xacro_expand [RUNS=21]
//
// The corpus is the tests' (ROBOSTAGE_CORPUS_DIR, tests/corpus.h). Exits 1 when it is missing
// or an entry does not expand without errors.

#include "../tests/corpus.h"
#include "document.h"
#include "formats/xacro/xacroexpand.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <vector>

#include <ctime>

using namespace robostage;

namespace {

/// Wall and CPU milliseconds of a series of runs.
struct Times
{
    std::vector<double> wall, cpu;
};

double cpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// The times of each of `runs` calls of `work`, after one call not timed.
Times timeRuns(int runs, const std::function<void()> &work)
{
    work();
    Times times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        const double cpu = cpuMs();
        timer.start();
        work();
        times.wall.push_back(double(timer.nsecsElapsed()) / 1e6);
        times.cpu.push_back(cpuMs() - cpu);
    }
    return times;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

xacro::Arguments arguments(const test::XacroEntry &e)
{
    xacro::Arguments result;
    for (const QString &a : e.arguments) {
        const int separator = a.indexOf(QLatin1String(":="));
        result.insert(a.left(separator), a.mid(separator + 2));
    }
    return result;
}

QString fixed(double value, int decimals = 2)
{
    return QString::number(value, 'f', decimals);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 21;
    QTextStream out(stdout);
    const QString folder = test::xacroCorpusDir();
    const std::vector<test::XacroEntry> entries = test::xacroManifest();
    if (entries.empty()) {
        QTextStream(stderr) << "xacro_expand: no MANIFEST.tsv in " << folder << "\n";
        return 1;
    }

    out << "| robot | expanded | links | expand | xacro doc | urdf doc | xacro doc ÷ urdf doc |\n"
        << "|---|---:|---:|---:|---:|---:|---:|\n";
    QStringList raw;
    QString largest;
    qsizetype largestBytes = 0;
    int failures = 0;
    for (const test::XacroEntry &e : entries) {
        ResourceResolver resolver;
        resolver.setPackagePaths(e.packagePaths, {});
        xacro::Options options;
        options.arguments = arguments(e);
        options.resolver = &resolver;
        options.workingFolder = folder;

        Diagnostics diagnostics;
        qsizetype bytes = 0;
        const Times expand = timeRuns(runs, [&] {
            diagnostics = Diagnostics();
            const xacro::Expansion expansion = xacro::expand(e.entry, options, diagnostics);
            bytes = expansion.text.size();
        });
        if (bytes == 0 || diagnostics.hasErrors()) {
            QTextStream(stderr) << "xacro_expand: " << e.name << " does not expand:\n"
                                << diagnostics.toString() << "\n";
            ++failures;
            continue;
        }
        int links = 0;
        const Times xacroDoc = timeRuns(runs, [&] {
            const auto doc = Document::load(e.entry, resolver, FileOverlay(), options.arguments);
            const auto &models = doc->scene().world.models;
            links = models.empty() ? 0 : int(models.front().links.size());
        });
        const Times urdfDoc = timeRuns(runs, [&] { (void)Document::load(e.expected, resolver); });

        // "wall (CPU)" medians in ms; the ratio of the CPU medians.
        const auto cell = [](const Times &t) {
            return fixed(median(t.wall)) + " (" + fixed(median(t.cpu)) + ")";
        };
        if (bytes > largestBytes) {
            largestBytes = bytes;
            largest = QStringLiteral("%1 %2 %3 %4")
                          .arg(e.name)
                          .arg(bytes)
                          .arg(fixed(median(expand.wall), 3), fixed(median(expand.cpu), 3));
        }
        out << "| " << e.name << " | " << fixed(bytes / 1024.0, 1) << " KiB | " << links << " | "
            << cell(expand) << " | " << cell(xacroDoc) << " | " << cell(urdfDoc) << " | "
            << fixed(median(xacroDoc.cpu) / median(urdfDoc.cpu), 0) << "× |\n";
        const auto all = [](const std::vector<double> &v) {
            QStringList ms;
            for (double x : v)
                ms << fixed(x);
            return ms.join(QLatin1Char(' '));
        };
        raw << e.name + QStringLiteral(" (") + e.arguments.join(' ') + QStringLiteral(")");
        for (const auto &[what, t] :
            {std::pair {"expand", &expand}, {"xacro_doc", &xacroDoc}, {"urdf_doc", &urdfDoc}}) {
            raw << QStringLiteral("  %1 wall ms: %2").arg(what, all(t->wall));
            raw << QStringLiteral("  %1 cpu ms:  %2").arg(what, all(t->cpu));
        }
    }
    out << "\nlargest: " << largest << "\n" << raw.join('\n') << "\n";
    return failures ? 1 : 0;
}
