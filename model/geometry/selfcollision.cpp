// SelfCollisionChecker (selfcollision.h).

#include "selfcollision.h"

#include "document.h"
#include "fclshapes.h"
#include "linkshapes.h"
#include "translation.h"

#include <fcl/narrowphase/collision.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <tinyxml2.h>

#include <algorithm>

namespace robostage {

struct SelfCollisionChecker::LinkObjects
{
    QString name; ///< scoped
    int model = 0; ///< index of its top-level model
    FrameId frame = kNoFrame;
    std::vector<std::unique_ptr<LinkShape>> shapes;
};

namespace {

/// The exclusion() of pairs a `<self_collide>false` leaves out.
constexpr const char *kSelfCollideOff = "self_collide false";

QString tr(const char *text)
{
    return translateIn("robostage::SelfCollisionChecker", "robostage", text);
}

QString pairKey(const QString &a, const QString &b)
{
    return a < b ? a + u'|' + b : b + u'|' + a;
}

/// True when `element` has a child `<self_collide>` that says false.
bool selfCollideOff(const tinyxml2::XMLElement *element)
{
    const tinyxml2::XMLElement *e = element ? element->FirstChildElement("self_collide") : nullptr;
    const QString text = e && e->GetText() ? QString::fromUtf8(e->GetText()).trimmed() : QString();
    return text == QLatin1String("false") || text == QLatin1String("0");
}

/// The links of `group` and of the groups it names with `drake:member_group`, by name.
QSet<QString> groupMembers(const Model &model, const QString &group, QSet<QString> seen = {})
{
    QSet<QString> out;
    if (seen.contains(group))
        return out;
    seen.insert(group);
    for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
        if (g.name != group)
            continue;
        for (const QString &m : g.members)
            out.insert(m);
        for (const QString &sub : g.memberGroups)
            out += groupMembers(model, sub, seen);
    }
    return out;
}

} // namespace

SelfCollisionChecker::SelfCollisionChecker(
    const Document &document, const QString &srdfPath, bool honourSelfCollide)
    : m_doc(document)
    , m_honourSelfCollide(honourSelfCollide)
{
    const FrameGraph &frames = document.frames();
    // Every link of every top-level model, nested models included.
    std::function<void(const Model &, int, bool)> collect = [&](const Model &model, int top,
                                                                bool off) {
        off = off || selfCollideOff(model.source.element);
        std::vector<QString> names;
        for (const Link &link : model.links) {
            auto objects = std::make_unique<LinkObjects>();
            objects->name = frames.node(link.frame).scopedName;
            objects->model = top;
            objects->frame = link.frame;
            QStringList skipped;
            objects->shapes = linkShapes(document, link, true, &skipped);
            for (const QString &s : std::as_const(skipped))
                m_problems << tr("%1: %2 is not checked").arg(objects->name, s);
            if (off || selfCollideOff(link.source.element))
                names.push_back(objects->name);
            m_links.push_back(std::move(objects));
        }
        for (const QString &n : names) {
            for (const auto &other : m_links) {
                if (other->model == top)
                    exclude(n, other->name, QLatin1String(kSelfCollideOff));
            }
        }
        const QString scope = frames.node(model.frame).scopedName;
        const auto linkName = [&](const QString &name) {
            return scope + QStringLiteral("::") + name;
        };
        for (const Joint &j : model.joints)
            exclude(linkName(j.parent), linkName(j.child), QStringLiteral("adjacent"));
        // Drake collision filter groups (drake-urdf-xsd.txt "collision_filter_group").
        for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
            if (g.ignored)
                continue;
            const QSet<QString> members = groupMembers(model, g.name);
            for (const QString &other : g.ignoredGroups) {
                for (const QString &a : members) {
                    for (const QString &b : groupMembers(model, other))
                        exclude(linkName(a), linkName(b), QStringLiteral("collision_filter_group"));
                }
            }
        }
        for (const Model &nested : model.models)
            collect(nested, top, off);
    };
    const std::vector<Model> &models = document.scene().world.models;
    for (size_t m = 0; m < models.size(); ++m)
        collect(models[m], int(m), false);
    for (const auto &link : m_links)
        m_byName.insert(link->name.section(QStringLiteral("::"), -1), link->name);
    excludeUrdfSelfCollide();
    readSrdf(srdfPath);
    for (size_t i = 0; i < m_links.size(); ++i) {
        for (size_t j = i + 1; j < m_links.size(); ++j) {
            const LinkObjects &a = *m_links[i], &b = *m_links[j];
            if (a.model == b.model && !a.shapes.empty() && !b.shapes.empty()
                && !m_excluded.contains(pairKey(a.name, b.name)))
                m_pairs.emplace_back(int(i), int(j));
        }
    }
}

SelfCollisionChecker::~SelfCollisionChecker() = default;

void SelfCollisionChecker::exclude(const QString &a, const QString &b, const QString &why)
{
    if (a == b || m_excluded.contains(pairKey(a, b)))
        return;
    if (why == QLatin1String(kSelfCollideOff)) {
        m_selfCollideOff.insert(pairKey(a, b));
        if (!m_honourSelfCollide)
            return;
    }
    m_excluded.insert(pairKey(a, b), why);
}

void SelfCollisionChecker::excludeUrdfSelfCollide()
{
    // URDF <gazebo [reference="LINK"]><self_collide>false (Gazebo's URDF extension).
    const tinyxml2::XMLElement *root = doc().files().empty() || !doc().files().front().xml
        ? nullptr
        : doc().files().front().xml->RootElement();
    if (doc().scene().format != SourceFormat::Urdf || !root)
        return;
    for (auto *g = root->FirstChildElement("gazebo"); g; g = g->NextSiblingElement("gazebo")) {
        if (!selfCollideOff(g))
            continue;
        const char *reference = g->Attribute("reference");
        const QStringList off = reference ? m_byName.values(QString::fromUtf8(reference))
                                          : QStringList(m_byName.values());
        for (const QString &a : off) {
            for (const auto &b : m_links)
                exclude(a, b->name, QLatin1String(kSelfCollideOff));
        }
    }
}

void SelfCollisionChecker::readSrdf(const QString &srdfPath)
{
    // MoveIt's SRDF <disable_collisions link1 link2 reason>, by default FILE_STEM.srdf.
    const QFileInfo file(doc().path());
    m_srdfPath = srdfPath.isEmpty() ? file.dir().filePath(
                     file.fileName().section(QLatin1Char('.'), 0, 0) + QStringLiteral(".srdf"))
                                    : srdfPath;
    if (!QFileInfo::exists(m_srdfPath)) {
        if (!srdfPath.isEmpty())
            m_problems << tr("%1: no such SRDF file").arg(srdfPath);
        m_srdfPath.clear();
        return;
    }
    tinyxml2::XMLDocument srdf;
    if (srdf.LoadFile(m_srdfPath.toLocal8Bit().constData()) != tinyxml2::XML_SUCCESS
        || !srdf.RootElement()) {
        m_problems << tr("%1: cannot be read as XML: %2")
                          .arg(m_srdfPath, QString::fromUtf8(srdf.ErrorStr()));
        return;
    }
    const auto attribute = [](const tinyxml2::XMLElement *e, const char *name) {
        return QString::fromUtf8(e->Attribute(name) ? e->Attribute(name) : "");
    };
    for (auto *d = srdf.RootElement()->FirstChildElement("disable_collisions"); d;
         d = d->NextSiblingElement("disable_collisions")) {
        const QString why = QStringLiteral("srdf %1").arg(attribute(d, "reason")).trimmed();
        for (const QString &a : m_byName.values(attribute(d, "link1"))) {
            for (const QString &b : m_byName.values(attribute(d, "link2")))
                exclude(a, b, why);
        }
    }
}

QString SelfCollisionChecker::exclusion(const QString &a, const QString &b) const
{
    return m_excluded.value(pairKey(a, b));
}

std::vector<SelfCollision> SelfCollisionChecker::check(const JointPositions &q) const
{
    const std::vector<Pose> X_WF = m_doc.frames().worldPoses(q);
    // Each shape's world transform and world-axis bounds (its link-frame box turned).
    struct Placed
    {
        fcl::Transform3d X_WS;
        fcl::AABBd box;
    };
    std::vector<std::vector<Placed>> placed(m_links.size());
    for (size_t i = 0; i < m_links.size(); ++i) {
        const Pose &X_WL = X_WF[size_t(m_links[i]->frame)];
        for (const auto &s : m_links[i]->shapes) {
            Placed p {toFcl(X_WL * s->pose()), fcl::AABBd()};
            for (int c = 0; c < 8; ++c) {
                const Vec3 corner {c & 1 ? s->max().x : s->min().x, c & 2 ? s->max().y : s->min().y,
                    c & 4 ? s->max().z : s->min().z};
                const Vec3 w = X_WL.transformPoint(corner);
                p.box += fcl::Vector3d(w.x, w.y, w.z);
            }
            placed[i].push_back(p);
        }
    }
    std::vector<SelfCollision> out;
    fcl::CollisionRequestd request(8, true);
    for (const auto &[i, j] : m_pairs) {
        double depth = -1;
        for (size_t a = 0; a < placed[size_t(i)].size(); ++a) {
            for (size_t b = 0; b < placed[size_t(j)].size(); ++b) {
                const Placed &pa = placed[size_t(i)][a], &pb = placed[size_t(j)][b];
                if (!pa.box.overlap(pb.box))
                    continue;
                fcl::CollisionResultd result;
                fcl::collide(m_links[size_t(i)]->shapes[a]->fclGeometry().get(), pa.X_WS,
                    m_links[size_t(j)]->shapes[b]->fclGeometry().get(), pb.X_WS, request, result);
                for (size_t c = 0; c < result.numContacts(); ++c)
                    depth = std::max(depth, result.getContact(c).penetration_depth);
                if (result.isCollision())
                    depth = std::max(depth, 0.0);
            }
        }
        if (depth >= 0)
            out.push_back({std::min(m_links[size_t(i)]->name, m_links[size_t(j)]->name),
                std::max(m_links[size_t(i)]->name, m_links[size_t(j)]->name), depth});
    }
    std::sort(out.begin(), out.end(), [](const SelfCollision &x, const SelfCollision &y) {
        return std::tie(x.a, x.b) < std::tie(y.a, y.b);
    });
    return out;
}

} // namespace robostage
