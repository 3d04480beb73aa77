// compareFields() (issue 34): what `robostage diff` compares of a joint, a shape, a visual's
// colour, a link's inertial and a model's static flag, in format-neutral terms so that a URDF
// and its SDFormat conversion compare equal.

#include "diffentities.h"

#include "document.h"

#include <QJsonArray>

#include <limits>

namespace robostage::diff {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// Collects the changes of one entity.
class Fields
{
public:
    Fields(const QString &entity, const QString &entityKind, double tolerance,
        std::vector<Change> &out)
        : m_entity(entity)
        , m_entityKind(entityKind)
        , m_tolerance(tolerance)
        , m_out(out)
    {
    }

    void number(const char *kind, const char *field, double a, double b)
    {
        if (!same(a, b, m_tolerance))
            add(kind, field, json(a), json(b));
    }
    void numbers(const char *kind, const char *field, const std::vector<double> &a,
        const std::vector<double> &b)
    {
        bool equal = a.size() == b.size();
        for (size_t i = 0; equal && i < a.size(); ++i)
            equal = same(a[i], b[i], m_tolerance);
        if (!equal)
            add(kind, field, array(a), array(b));
    }
    void text(const char *kind, const char *field, const QString &a, const QString &b)
    {
        if (a != b)
            add(kind, field, a, b);
    }

private:
    static QJsonValue json(double v)
    {
        // JSON has no infinity: "inf" / "-inf".
        return std::isinf(v) ? QJsonValue(v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf"))
                             : QJsonValue(v);
    }
    static QJsonArray array(const std::vector<double> &values)
    {
        QJsonArray out;
        for (double v : values)
            out.append(json(v));
        return out;
    }
    void add(const char *kind, const char *field, const QJsonValue &a, const QJsonValue &b)
    {
        m_out.push_back(
            {m_entity, m_entityKind, QString::fromLatin1(kind), QString::fromLatin1(field), a, b});
    }

    QString m_entity, m_entityKind;
    double m_tolerance;
    std::vector<Change> &m_out;
};

/// A limit bound as URDF and SDFormat mean it: SDFormat's ±1e16 is unbounded.
double bound(double v)
{
    return std::abs(v) >= 1e16 ? (v > 0 ? kInf : -kInf) : v;
}

/// An effort or velocity limit: negative (SDFormat's "no limit") or ≥ 1e16 is none.
double maximum(double v)
{
    return v < 0 || v >= 1e16 ? kInf : v;
}

/// The joint's first axis as a unit vector in the joint frame (zero configuration).
Vec3 axisInJointFrame(const Document &doc, FrameId joint, const JointMotion *m)
{
    if (!m)
        return {0, 0, 1};
    const FrameGraph &graph = doc.frames();
    Vec3 axis = m->axis;
    if (m->axisExpressedIn != kNoFrame && m->axisExpressedIn < graph.size())
        axis = graph.worldPose(joint).q.conjugate().rotate(
            graph.worldPose(m->axisExpressedIn).q.rotate(axis));
    const double n = axis.norm();
    return n > 0 ? axis * (1 / n) : axis;
}

/// The matched name of the link that frame `frame` (a joint's parent or child) is attached to,
/// or "world".
QString linkName(const Document &doc, FrameId frame, const QHash<FrameId, QString> &names)
{
    if (frame == kWorldFrame || frame == kNoFrame || frame >= doc.frames().size())
        return QStringLiteral("world");
    const FrameId body = doc.frames().body(frame);
    const FrameId link = body == kNoFrame ? frame : body;
    if (link == kWorldFrame)
        return QStringLiteral("world");
    const auto it = names.constFind(link);
    if (it != names.constEnd())
        return *it;
    // Not an entity: URDF's `world` link (entitiesOf()), or a link of an unmatched model.
    const QString &name = doc.frames().node(link).scopedName;
    return name.endsWith(QLatin1String("::world")) ? QStringLiteral("world") : name;
}

bool hasAxis(Joint::Type type)
{
    return type != Joint::Type::Fixed && type != Joint::Type::Ball && type != Joint::Type::Floating
        && type != Joint::Type::Other;
}

void compareJoints(const FieldContext &c, const Joint &a, const Joint &b, Fields &f)
{
    f.text("joint", "type", QString::fromLatin1(jointTypeName(a.type)),
        QString::fromLatin1(jointTypeName(b.type)));
    const JointMotion *ma = c.oldMotions.value(a.frame), *mb = c.newMotions.value(b.frame);
    if (ma && mb) {
        f.text("joint", "parent", linkName(c.oldDoc, ma->parent, c.oldNames),
            linkName(c.newDoc, mb->parent, c.newNames));
        f.text("joint", "child", linkName(c.oldDoc, ma->child, c.oldNames),
            linkName(c.newDoc, mb->child, c.newNames));
    }
    if (!hasAxis(a.type) || !hasAxis(b.type))
        return;
    f.number("joint", "initial_position", a.axis.initialPosition, b.axis.initialPosition);
    const Vec3 u = axisInJointFrame(c.oldDoc, a.frame, ma),
               v = axisInJointFrame(c.newDoc, b.frame, mb);
    f.numbers("joint", "axis", {u.x, u.y, u.z}, {v.x, v.y, v.z});
    const bool bounded = a.type != Joint::Type::Continuous || b.type != Joint::Type::Continuous;
    if (bounded) {
        f.number("joint", "limit.lower", bound(a.axis.lower), bound(b.axis.lower));
        f.number("joint", "limit.upper", bound(a.axis.upper), bound(b.axis.upper));
    }
    f.number("joint", "limit.effort", maximum(a.axis.effort), maximum(b.axis.effort));
    f.number("joint", "limit.velocity", maximum(a.axis.velocity), maximum(b.axis.velocity));
    f.number("joint", "dynamics.damping", a.axis.damping, b.axis.damping);
    f.number("joint", "dynamics.friction", a.axis.friction, b.axis.friction);
    f.text("joint", "mimic.joint", a.mimic.present ? a.mimic.joint : QString(),
        b.mimic.present ? b.mimic.joint : QString());
    if (a.mimic.present && b.mimic.present) {
        // q = multiplier·(q_leader − reference) + offset: URDF folds reference into offset.
        f.number("joint", "mimic.multiplier", a.mimic.multiplier, b.mimic.multiplier);
        f.number("joint", "mimic.offset", a.mimic.offset - a.mimic.multiplier * a.mimic.reference,
            b.mimic.offset - b.mimic.multiplier * b.mimic.reference);
    }
}

QString shapeName(Geometry::Type type)
{
    switch (type) {
    case Geometry::Type::Box:
        return QStringLiteral("box");
    case Geometry::Type::Sphere:
        return QStringLiteral("sphere");
    case Geometry::Type::Cylinder:
        return QStringLiteral("cylinder");
    case Geometry::Type::Capsule:
        return QStringLiteral("capsule");
    case Geometry::Type::Ellipsoid:
        return QStringLiteral("ellipsoid");
    case Geometry::Type::Cone:
        return QStringLiteral("cone");
    case Geometry::Type::Plane:
        return QStringLiteral("plane");
    case Geometry::Type::Mesh:
        return QStringLiteral("mesh");
    case Geometry::Type::Heightmap:
        return QStringLiteral("heightmap");
    case Geometry::Type::Polyline:
        return QStringLiteral("polyline");
    case Geometry::Type::Image:
        return QStringLiteral("image");
    case Geometry::Type::Empty:
        return QStringLiteral("empty");
    case Geometry::Type::None:
        break;
    }
    return QStringLiteral("none");
}

void compareGeometry(const Geometry &a, const Geometry &b, Fields &f)
{
    if (a.type != b.type) {
        f.text("geometry", "shape", shapeName(a.type), shapeName(b.type));
        return;
    }
    using Type = Geometry::Type;
    switch (a.type) {
    case Type::Box:
    case Type::Ellipsoid:
        f.numbers(
            "geometry", "size", {a.size.x, a.size.y, a.size.z}, {b.size.x, b.size.y, b.size.z});
        break;
    case Type::Sphere:
        f.number("geometry", "radius", a.radius, b.radius);
        break;
    case Type::Cylinder:
    case Type::Capsule:
    case Type::Cone:
        f.number("geometry", "radius", a.radius, b.radius);
        f.number("geometry", "length", a.length, b.length);
        break;
    case Type::Plane:
        f.numbers("geometry", "normal", {a.normal.x, a.normal.y, a.normal.z},
            {b.normal.x, b.normal.y, b.normal.z});
        f.numbers("geometry", "size", {a.size.x, a.size.y}, {b.size.x, b.size.y});
        break;
    case Type::Mesh:
    case Type::Heightmap:
    case Type::Image:
        // The file each names: as resolved where both resolved (package:// and a path to the
        // same file are the same mesh), else as written.
        if (a.resolvedPath.isEmpty() || b.resolvedPath.isEmpty()
            || a.resolvedPath != b.resolvedPath)
            f.text("geometry", "uri", a.uri, b.uri);
        f.numbers("geometry", "scale", {a.scale.x, a.scale.y, a.scale.z},
            {b.scale.x, b.scale.y, b.scale.z});
        f.text("geometry", "submesh", a.submesh, b.submesh);
        break;
    default:
        break;
    }
}

std::vector<double> rgba(const std::optional<Color> &c)
{
    return c ? std::vector<double> {c->r, c->g, c->b, c->a} : std::vector<double>();
}

void compareInertials(const Inertial &a, const Inertial &b, Fields &f)
{
    f.number("inertial", "mass", a.present ? a.mass : 0, b.present ? b.mass : 0);
    const Pose &X = a.pose.X_RF, &Y = b.pose.X_RF;
    f.numbers("inertial", "center_of_mass", {X.p.x, X.p.y, X.p.z}, {Y.p.x, Y.p.y, Y.p.z});
    // The tensor in link axes (R · I · Rᵀ), so that the same body written with a rotated
    // inertial frame compares equal.
    const auto inLinkAxes = [](const Inertial &in) {
        const double I[3][3]
            = {{in.ixx, in.ixy, in.ixz}, {in.ixy, in.iyy, in.iyz}, {in.ixz, in.iyz, in.izz}};
        Vec3 columns[3];
        for (int c = 0; c < 3; ++c)
            columns[c] = in.pose.X_RF.q.rotate({I[0][c], I[1][c], I[2][c]}); // R·I
        double RI[3][3];
        for (int c = 0; c < 3; ++c) {
            RI[0][c] = columns[c].x;
            RI[1][c] = columns[c].y;
            RI[2][c] = columns[c].z;
        }
        double out[3][3];
        for (int r = 0; r < 3; ++r) {
            const Vec3 row = in.pose.X_RF.q.rotate({RI[r][0], RI[r][1], RI[r][2]}); // (R·(R·I)ᵀ)ᵀ
            out[r][0] = row.x;
            out[r][1] = row.y;
            out[r][2] = row.z;
        }
        return std::vector<double> {
            out[0][0], out[1][1], out[2][2], out[0][1], out[0][2], out[1][2]};
    };
    if (a.present || b.present)
        f.numbers("inertial", "inertia", a.present ? inLinkAxes(a) : std::vector<double>(),
            b.present ? inLinkAxes(b) : std::vector<double>());
}

} // namespace

QHash<FrameId, const JointMotion *> motionsOf(const Document &doc)
{
    QHash<FrameId, const JointMotion *> out;
    for (const JointMotion &m : doc.frames().joints())
        out.insert(m.joint, &m);
    return out;
}

void compareFields(const FieldContext &context, const Entity &a, const Entity &b,
    const QString &entity, std::vector<Change> &out)
{
    Fields f(entity, QString::fromLatin1(frameKindName(a.kind)), context.tolerance, out);
    if (a.joint && b.joint)
        compareJoints(context, *a.joint, *b.joint, f);
    if (a.visual && b.visual) {
        compareGeometry(a.visual->geometry, b.visual->geometry, f);
        f.numbers("material", "diffuse", rgba(a.visual->material.diffuse),
            rgba(b.visual->material.diffuse));
    }
    if (a.collision && b.collision)
        compareGeometry(a.collision->geometry, b.collision->geometry, f);
    if (a.link && b.link)
        compareInertials(a.link->inertial, b.link->inertial, f);
    if (a.model && b.model && a.model->isStatic != b.model->isStatic)
        f.text("static", "static",
            a.model->isStatic ? QStringLiteral("true") : QStringLiteral("false"),
            b.model->isStatic ? QStringLiteral("true") : QStringLiteral("false"));
}

} // namespace robostage::diff
