// The collision benchmark (docs/PERFORMANCE.md "Measuring collision geometry"): for each FILE,
// the time of collisionFits() (every link's fit figures, model/geometry/collisionfit.h) and
// the time of one SelfCollisionChecker::check() at random joint positions within the limits,
// against the peer in the same run: FCL's DynamicAABBTreeCollisionManager broadphase over the
// same shapes (what MoveIt's FCL collision environment does), filtered by the same exclusions.
// Both must find the same pairs.
//
// Usage: collision_check [--configurations N] FILE…   Prints one Markdown table row per FILE.

#include "collisionfit.h"
#include "document.h"
#include "fclshapes.h"
#include "linkshapes.h"
#include "randomjoints.h"
#include "selfcollision.h"

#include <fcl/broadphase/broadphase_dynamic_AABB_tree.h>
#include <fcl/narrowphase/collision.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSet>

#include <cmath>
#include <cstdio>

using namespace robostage;

namespace {

struct Peer
{
    std::vector<std::unique_ptr<LinkShape>> shapes;
    std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects;
    std::vector<QString> linkOf; ///< by object index (user data)
    std::vector<FrameId> frameOf;
    fcl::DynamicAABBTreeCollisionManagerd manager;
};

void addLinks(const Document &doc, const Model &model, Peer &peer)
{
    for (const Link &link : model.links) {
        for (auto &shape : linkShapes(doc, link, true, nullptr)) {
            auto object = std::make_unique<fcl::CollisionObjectd>(shape->fclGeometry());
            object->setUserData(reinterpret_cast<void *>(peer.objects.size()));
            peer.linkOf.push_back(doc.frames().node(link.frame).scopedName);
            peer.frameOf.push_back(link.frame);
            peer.shapes.push_back(std::move(shape));
            peer.objects.push_back(std::move(object));
        }
    }
    for (const Model &m : model.models)
        addLinks(doc, m, peer);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList files = app.arguments().mid(1);
    int configurations = 200;
    if (files.value(0) == QLatin1String("--configurations")) {
        configurations = files.value(1).toInt();
        files = files.mid(2);
    }
    std::printf("| robot | links measured | fit figures (s) | pairs checked | check (ms, mean) "
                "| FCL broadphase (ms, mean) | ratio | pairs found (ours / peer) |\n"
                "|---|---|---|---|---|---|---|---|\n");
    for (const QString &file : files) {
        const auto doc = Document::load(file);
        QElapsedTimer timer;
        timer.start();
        const std::vector<LinkFit> fits = collisionFits(*doc);
        const double fitSeconds = timer.nsecsElapsed() / 1e9;
        const SelfCollisionChecker checker(*doc);
        Peer peer;
        for (const Model &m : doc->scene().world.models)
            addLinks(*doc, m, peer);
        std::vector<fcl::CollisionObjectd *> raw;
        for (auto &o : peer.objects)
            raw.push_back(o.get());
        peer.manager.registerObjects(raw);
        peer.manager.setup();
        // Random joint positions within the limits (±π where a joint has none).
        const std::vector<JointPositions> qs = bench::randomConfigurations(*doc, configurations);
        long long ours = 0, theirs = 0;
        timer.restart();
        for (const JointPositions &q : qs)
            ours += qint64(checker.check(q).size());
        const double oursMs = timer.nsecsElapsed() / 1e6 / configurations;
        timer.restart();
        for (const JointPositions &q : qs) {
            const std::vector<Pose> X_WF = doc->frames().worldPoses(q);
            for (size_t i = 0; i < peer.objects.size(); ++i) {
                peer.objects[i]->setTransform(
                    toFcl(X_WF[size_t(peer.frameOf[i])] * peer.shapes[i]->pose()));
                peer.objects[i]->computeAABB();
            }
            peer.manager.update();
            QSet<QString> pairs;
            struct Data
            {
                const Peer *peer;
                const SelfCollisionChecker *checker;
                QSet<QString> *pairs;
            } data {&peer, &checker, &pairs};
            peer.manager.collide(
                &data, [](fcl::CollisionObjectd *a, fcl::CollisionObjectd *b, void *user) {
                    auto *d = static_cast<Data *>(user);
                    const QString &la = d->peer->linkOf[size_t(a->getUserData())];
                    const QString &lb = d->peer->linkOf[size_t(b->getUserData())];
                    if (la == lb || !d->checker->exclusion(la, lb).isEmpty()
                        || la.section(QStringLiteral("::"), 0, 0)
                            != lb.section(QStringLiteral("::"), 0, 0))
                        return false;
                    fcl::CollisionRequestd request(8, true);
                    fcl::CollisionResultd result;
                    if (fcl::collide(a, b, request, result) > 0)
                        d->pairs->insert(la < lb ? la + u'|' + lb : lb + u'|' + la);
                    return false;
                });
            theirs += pairs.size();
        }
        const double theirsMs = timer.nsecsElapsed() / 1e6 / configurations;
        std::printf("| %s | %zu | %.2f | %d | %.3f | %.3f | %.2f | %lld / %lld |\n",
            qPrintable(file.section(u'/', -1)), fits.size(), fitSeconds, checker.checkedPairCount(),
            oursMs, theirsMs, oursMs / theirsMs, ours, theirs);
    }
    return 0;
}
