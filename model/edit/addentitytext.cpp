// The text form of AddSpec (addspec.h): `robostage edit --add-*` option values.

#include "addspec.h"

#include <QCoreApplication>

#include <cmath>
#include <vector>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// `text` as comma-separated finite numbers; false when a part is not one.
bool parseNumbers(const QString &text, std::vector<double> &out)
{
    out.clear();
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return false;
        out.push_back(v);
    }
    return true;
}

bool allPositive(const std::vector<double> &values)
{
    for (double v : values) {
        if (!(v > 0))
            return false;
    }
    return true;
}

/// GEOMETRY (addspec.h) into `g`; false with `error` set.
bool parseGeometry(const QString &text, Geometry &g, QString *error)
{
    const int colon = int(text.indexOf(QLatin1Char(':')));
    const QString type = colon < 0 ? text : text.left(colon);
    const QString values = colon < 0 ? QString() : text.mid(colon + 1);
    std::vector<double> v;
    const auto numbers = [&](size_t count) {
        return parseNumbers(values, v) && v.size() == count && allPositive(v);
    };
    if (type == QLatin1String("box") && numbers(3)) {
        g.type = Geometry::Type::Box;
        g.size = {v[0], v[1], v[2]};
    } else if (type == QLatin1String("sphere") && numbers(1)) {
        g.type = Geometry::Type::Sphere;
        g.radius = v[0];
    } else if ((type == QLatin1String("cylinder") || type == QLatin1String("capsule"))
        && numbers(2)) {
        g.type = type == QLatin1String("cylinder") ? Geometry::Type::Cylinder
                                                   : Geometry::Type::Capsule;
        g.radius = v[0];
        g.length = v[1];
    } else if (type == QLatin1String("ellipsoid") && numbers(3)) {
        g.type = Geometry::Type::Ellipsoid;
        g.size = {v[0], v[1], v[2]};
    } else if (type == QLatin1String("mesh") && !values.isEmpty()) {
        // mesh:URI[,SCALE]: SCALE is the last one or three parts when they are numbers.
        QStringList parts = values.split(QLatin1Char(','));
        g.type = Geometry::Type::Mesh;
        g.scale = {1, 1, 1};
        for (int count : {3, 1}) {
            if (parts.size() > count
                && parseNumbers(parts.mid(parts.size() - count).join(QLatin1Char(',')), v)
                && allPositive(v)) {
                g.scale = count == 3 ? Vec3 {v[0], v[1], v[2]} : Vec3 {v[0], v[0], v[0]};
                parts = parts.mid(0, parts.size() - count);
                break;
            }
        }
        g.uri = parts.join(QLatin1Char(','));
        if (g.uri.trimmed().isEmpty()) {
            *error = tr("the mesh has no URI; write mesh:URI or mesh:URI,SCALE");
            return false;
        }
    } else {
        *error = tr("'%1' is not a geometry; write box:X,Y,Z, sphere:R, cylinder:R,LENGTH, "
                    "capsule:R,LENGTH, ellipsoid:A,B,C or mesh:URI[,SCALE] (sizes in metres, "
                    "greater than 0)")
                     .arg(text);
        return false;
    }
    return true;
}

/// light.sdf `type`.
const QStringList &lightTypes()
{
    static const QStringList types {
        QStringLiteral("point"), QStringLiteral("spot"), QStringLiteral("directional")};
    return types;
}

/// The sensor types --add-sensor writes (sensor.sdf `type`, SDFormat 1.6+ names).
const QStringList &sensorTypes()
{
    static const QStringList types {QStringLiteral("camera"), QStringLiteral("depth_camera"),
        QStringLiteral("gpu_lidar"), QStringLiteral("imu"), QStringLiteral("contact")};
    return types;
}

/// PARENT::URI[=NAME] (the @POSE already cut off) into `out`; false with `error` set. NAME is
/// the part after the last '=' when it holds no '/' or ':' (else the '=' belongs to the URI).
bool parseInclude(const QString &text, AddSpec &out, QString *error)
{
    QString target = text;
    const int eq = int(text.lastIndexOf(QLatin1Char('=')));
    if (eq >= 0 && !text.mid(eq + 1).contains(QLatin1Char('/'))
        && !text.mid(eq + 1).contains(QLatin1Char(':'))) {
        out.name = text.mid(eq + 1).trimmed();
        target = text.left(eq);
        if (out.name.isEmpty()) {
            *error = tr("the name after '=' is missing; expected %1")
                         .arg(addSyntax(AddSpec::Kind::Include));
            return false;
        }
    }
    const int cut = int(target.lastIndexOf(QStringLiteral("::")));
    out.parent = cut < 0 ? QString() : target.left(cut).trimmed();
    out.uri = target.mid(cut < 0 ? 0 : cut + 2).trimmed();
    if (out.parent.isEmpty() || out.uri.isEmpty()) {
        *error = tr("give the parent and the URI: %1 (URI: model://NAME, a path or a Fuel URL)")
                     .arg(addSyntax(AddSpec::Kind::Include));
        return false;
    }
    return true;
}

} // namespace

QString addOptionName(AddSpec::Kind kind)
{
    switch (kind) {
    case AddSpec::Kind::Model:
        return QStringLiteral("add-model");
    case AddSpec::Kind::Link:
        return QStringLiteral("add-link");
    case AddSpec::Kind::Joint:
        return QStringLiteral("add-joint");
    case AddSpec::Kind::Visual:
        return QStringLiteral("add-visual");
    case AddSpec::Kind::Collision:
        return QStringLiteral("add-collision");
    case AddSpec::Kind::Frame:
        return QStringLiteral("add-frame");
    case AddSpec::Kind::Light:
        return QStringLiteral("add-light");
    case AddSpec::Kind::Sensor:
        return QStringLiteral("add-sensor");
    case AddSpec::Kind::Include:
        break;
    }
    return QStringLiteral("include");
}

bool addKindOfOption(const QString &name, AddSpec::Kind &kind)
{
    for (AddSpec::Kind k : {AddSpec::Kind::Model, AddSpec::Kind::Link, AddSpec::Kind::Joint,
             AddSpec::Kind::Visual, AddSpec::Kind::Collision, AddSpec::Kind::Frame,
             AddSpec::Kind::Light, AddSpec::Kind::Sensor, AddSpec::Kind::Include}) {
        if (addOptionName(k) == name) {
            kind = k;
            return true;
        }
    }
    return false;
}

QString addSyntax(AddSpec::Kind kind)
{
    switch (kind) {
    case AddSpec::Kind::Model:
        return QStringLiteral("PARENT::NAME[@POSE]");
    case AddSpec::Kind::Link:
        return QStringLiteral("MODEL::NAME[@POSE]");
    case AddSpec::Kind::Joint:
        return QStringLiteral("MODEL::NAME=TYPE,PARENT,CHILD[@POSE]");
    case AddSpec::Kind::Visual:
    case AddSpec::Kind::Collision:
        return QStringLiteral("LINK::NAME=GEOMETRY[@POSE]");
    case AddSpec::Kind::Frame:
        return QStringLiteral("PARENT::NAME[@POSE]");
    case AddSpec::Kind::Light:
        return QStringLiteral("PARENT::NAME=point|spot|directional[@POSE]");
    case AddSpec::Kind::Sensor:
        return QStringLiteral("LINK::NAME=camera|depth_camera|gpu_lidar|imu|contact[@POSE]");
    case AddSpec::Kind::Include:
        break;
    }
    return QStringLiteral("PARENT::URI[=NAME][@POSE]");
}

bool parseAddSpec(AddSpec::Kind kind, const QString &text, AddSpec &out, QString *error)
{
    out = AddSpec();
    out.kind = kind;
    QString rest = text;
    // @POSE: after the last '@' (a mesh URI may hold one before it).
    const int at = int(rest.lastIndexOf(QLatin1Char('@')));
    if (at >= 0) {
        std::vector<double> pose;
        if (!parseNumbers(rest.mid(at + 1), pose) || pose.size() != 6) {
            *error = tr("'%1' is not a pose; write @x,y,z,roll,pitch,yaw (metres, radians)")
                         .arg(rest.mid(at + 1));
            return false;
        }
        std::copy(pose.begin(), pose.end(), out.xyzRpy.begin());
        out.hasPose = true;
        rest = rest.left(at);
    }
    if (kind == AddSpec::Kind::Include)
        return parseInclude(rest, out, error);
    const bool hasValue = kind != AddSpec::Kind::Model && kind != AddSpec::Kind::Link
        && kind != AddSpec::Kind::Frame;
    const int eq = int(rest.indexOf(QLatin1Char('=')));
    if (hasValue != (eq >= 0)) {
        *error = hasValue ? tr("expected %1").arg(addSyntax(kind))
                          : tr("expected %1 (no '=')").arg(addSyntax(kind));
        return false;
    }
    const QString target = eq < 0 ? rest : rest.left(eq);
    const int cut = int(target.lastIndexOf(QStringLiteral("::")));
    out.parent = cut < 0 ? QString() : target.left(cut);
    out.name = cut < 0 ? target : target.mid(cut + 2);
    if (out.name.trimmed().isEmpty() || (cut >= 0 && out.parent.trimmed().isEmpty())) {
        *error = tr("the name is missing; expected %1").arg(addSyntax(kind));
        return false;
    }
    if (kind == AddSpec::Kind::Joint) {
        const QStringList parts = rest.mid(eq + 1).split(QLatin1Char(','));
        if (parts.size() != 3 || parts[0].trimmed().isEmpty() || parts[1].trimmed().isEmpty()
            || parts[2].trimmed().isEmpty()) {
            *error = tr("expected NAME=TYPE,PARENT,CHILD (e.g. j1=revolute,base_link,arm)");
            return false;
        }
        out.jointType = parts[0].trimmed();
        out.jointParent = parts[1].trimmed();
        out.jointChild = parts[2].trimmed();
    } else if (kind == AddSpec::Kind::Light || kind == AddSpec::Kind::Sensor) {
        out.type = rest.mid(eq + 1).trimmed();
        const bool light = kind == AddSpec::Kind::Light;
        const QStringList &types = light ? lightTypes() : sensorTypes();
        if (!types.contains(out.type)) {
            *error = (light ? tr("'%1' is not a light type; write %2")
                            : tr("'%1' is not a sensor type; write %2"))
                         .arg(out.type, types.join(QStringLiteral(", ")));
            return false;
        }
    } else if (hasValue && !parseGeometry(rest.mid(eq + 1), out.geometry, error)) {
        return false;
    }
    return true;
}

} // namespace robostage::edit
