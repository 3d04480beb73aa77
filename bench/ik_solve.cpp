// The inverse-kinematics benchmark (docs/PERFORMANCE.md "Inverse kinematics", run with
// bench/ik-run): RoboStage's solver (model/kinematics/iksolver.h) against orocos KDL's
// ChainIkSolverPos_NR_JL, the joint-limited Newton solver, on the same KDL chain of each corpus
// arm and the same random reachable targets, in one process.
//
// Targets: the tip's world pose at random joint positions drawn uniformly inside the limits
// (a turn either way for continuous joints), seed fixed. Both solvers start at the reference
// configuration (zero, clamped into the limits) and succeed when the tip is within 1e-4 m and
// 1e-3 rad of the target, as checked by the frame graph's forward kinematics (not KDL's).
// KDL's solver runs as MoveIt's KDL plugin configures it (100 iterations, eps 1e-5) once,
// without restarts: its own figures. Prints one Markdown table row per arm.
//
// Usage: ik_solve [TARGETS]

#include "document.h"
#include "edit/entitylookup.h"
#include "iksolver.h"
#include "kdlconvert.h"

#include <kdl/chainfksolverpos_recursive.hpp>
#include <kdl/chainiksolverpos_nr_jl.hpp>
#include <kdl/chainiksolvervel_pinv.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace robostage;
using namespace robostage::kinematics;

namespace {

struct Arm
{
    const char *label;
    const char *file; ///< under corpus/xacro/expected
    const char *tip;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double percentile90(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() * 9 / 10];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int targets = argc > 1 ? std::max(1, atoi(argv[1])) : 1000;
    const QString corpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/xacro/expected/");
    const Arm arms[] = {{"UR5e (6)", "ur_ur5e.urdf", "tool0"},
        {"FR3 (7)", "franka_fr3_hand.urdf", "fr3_hand_tcp"},
        {"Kinova Gen3 (7)", "kinova_gen3_7dof_2f85.urdf", "end_effector_link"}};
    std::printf("| arm (DoF) | targets | RoboStage reached | median ms | 90th pct ms | "
                "attempts | iterations | from the start | KDL NR_JL reached | median ms | "
                "90th pct ms |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (const Arm &arm : arms) {
        const auto doc = Document::load(corpus + QLatin1String(arm.file));
        QString error;
        const FrameId tip
            = edit::findEntity(*doc, QLatin1String(arm.tip), {FrameKind::Link}, &error);
        KinematicChain chain;
        if (tip == kNoFrame || !buildChain(*doc, kNoFrame, tip, {}, chain, &error)) {
            std::fprintf(stderr, "%s: %s\n", arm.file, qPrintable(error));
            return 1;
        }
        const unsigned n = chain.chain.getNrOfJoints();
        KDL::JntArray lower(n), upper(n), seed(n), out(n);
        std::vector<double> start = referenceVariables(chain);
        for (unsigned i = 0; i < n; ++i) {
            const ChainVariable &v = chain.variables[i];
            lower(i) = std::isfinite(v.lower) ? v.lower : -1e9; // KDL: no unbounded joints
            upper(i) = std::isfinite(v.upper) ? v.upper : 1e9;
            start[i] = std::clamp(start[i], v.lower, v.upper);
            seed(i) = start[i]; // the chain's reference is zero here: KDL's q is x
        }
        KDL::ChainFkSolverPos_recursive fk(chain.chain);
        KDL::ChainIkSolverVel_pinv velocity(chain.chain);
        KDL::ChainIkSolverPos_NR_JL kdl(chain.chain, lower, upper, fk, velocity, 100, 1e-5);

        std::mt19937 random(2026);
        const auto graphTip = [&](const std::vector<double> &x) {
            JointPositions q = chain.reference;
            for (size_t i = 0; i < x.size(); ++i)
                q.insert(chain.variables[i].name, x[i]);
            return doc->frames().worldPoses(q)[size_t(tip)];
        };
        const auto close = [](const Pose &a, const Pose &b) {
            return (a.p - b.p).norm() <= 1e-4 && a.q.angleTo(b.q) <= 1e-3;
        };
        int oursReached = 0, kdlReached = 0;
        long attempts = 0, iterations = 0, firstOk = 0;
        std::vector<double> oursMs, kdlMs;
        for (int t = 0; t < targets; ++t) {
            std::vector<double> x;
            for (const ChainVariable &v : chain.variables) {
                const bool bounded = std::isfinite(v.lower) && std::isfinite(v.upper);
                x.push_back(std::uniform_real_distribution<double>(
                    bounded ? v.lower : -M_PI, bounded ? v.upper : M_PI)(random));
            }
            const Pose target = graphTip(x);

            const IkResult r = solveIk(chain, target, start);
            oursMs.push_back(r.timeMs);
            attempts += r.attempts;
            iterations += r.iterations;
            firstOk += r.attempts == 1 && r.success;
            oursReached += r.success && close(graphTip(r.variables), target);

            QElapsedTimer timer;
            timer.start();
            const int status = kdl.CartToJnt(seed, toKdl(chain.X_WB.inverse() * target), out);
            kdlMs.push_back(double(timer.nsecsElapsed()) / 1e6);
            std::vector<double> solved(out.data.data(), out.data.data() + n);
            kdlReached += status >= 0 && close(graphTip(solved), target);
        }
        std::printf("| %s | %d | %.1f %% | %.3f | %.3f | %.2f | %.0f | %.0f %% | %.1f %% | %.3f | "
                    "%.3f |\n",
            arm.label, targets, 100.0 * oursReached / targets, median(oursMs), percentile90(oursMs),
            double(attempts) / targets, double(iterations) / targets,
            100.0 * double(firstOk) / targets, 100.0 * kdlReached / targets, median(kdlMs),
            percentile90(kdlMs));
    }
    return 0;
}
