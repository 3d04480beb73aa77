// Appearances, geometries, masses and inline meshes of SimRobot scenes
// (simrobot-scene-description.md: appearanceClass, geometryClass, massClass, surfaceClass,
// verticesClass, normalsClass, texCoordsClass, primitiveGroupClass).

#include "formats/readcontext.h"
#include "simrobotreaderprivate.h"

#include <tinyxml2.h>

#include <QDir>
#include <QFileInfo>

#include <cmath>
#include <cstdlib>

namespace robostage::simrobot {

namespace {

/// Whitespace-separated numbers of `text`; `#` starts a comment up to the end of the line (as
/// SimRobot's parser reads Vertices, Normals, TexCoords, Triangles and Quads). Returns false
/// at the first token that is not a number, with `bad` set to it.
bool readNumbers(const char *text, std::vector<double> &out, QString &bad)
{
    const char *s = text ? text : "";
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == ',')
            ++s;
        if (*s == '#') {
            while (*s && *s != '\n')
                ++s;
            continue;
        }
        if (!*s)
            return true;
        char *end = nullptr;
        const double v = std::strtod(s, &end);
        if (end == s || !std::isfinite(v)) {
            const char *e = s;
            while (*e && *e != ' ' && *e != '\n' && *e != '\t')
                ++e;
            bad = QString::fromUtf8(s, int(e - s));
            return false;
        }
        out.push_back(v);
        s = end;
    }
}

/// Rotation matrix (row-major) of `q`.
std::array<double, 9> matrix(const Quat &q)
{
    std::array<double, 9> R {};
    const Vec3 cols[3] = {q.rotate({1, 0, 0}), q.rotate({0, 1, 0}), q.rotate({0, 0, 1})};
    for (int c = 0; c < 3; ++c) {
        R[size_t(c)] = cols[c].x;
        R[size_t(3 + c)] = cols[c].y;
        R[size_t(6 + c)] = cols[c].z;
    }
    return R;
}

/// `mass` displaced by X (rotated, then translated), as ODE's dMassRotate and dMassTranslate
/// do in SimRobot's Mass.cpp; the inertia stays about the frame origin.
MassSum transformed(const MassSum &mass, const Pose &X)
{
    const std::array<double, 9> R = matrix(X.q);
    // I about the centre of mass, rotated, then moved to the new centre (parallel axis).
    const std::array<double, 9> Ic = inertiaAboutCentre(mass);
    double RIRt[9];
    for (int r = 0; r < 3; ++r) {
        for (int k = 0; k < 3; ++k) {
            double v = 0;
            for (int i = 0; i < 3; ++i) {
                for (int j = 0; j < 3; ++j)
                    v += R[size_t(r * 3 + i)] * Ic[size_t(i * 3 + j)] * R[size_t(k * 3 + j)];
            }
            RIRt[r * 3 + k] = v;
        }
    }
    MassSum out;
    out.m = mass.m;
    out.c = X.transformPoint(mass.c);
    const double nv[3] = {out.c.x, out.c.y, out.c.z};
    const double nn = nv[0] * nv[0] + nv[1] * nv[1] + nv[2] * nv[2];
    for (int r = 0; r < 3; ++r) {
        for (int k = 0; k < 3; ++k)
            out.I[size_t(r * 3 + k)]
                = RIRt[r * 3 + k] + mass.m * ((r == k ? nn : 0) - nv[r] * nv[k]);
    }
    return out;
}

MassSum diagonal(double m, double ixx, double iyy, double izz)
{
    MassSum s;
    s.m = m;
    s.I[0] = ixx;
    s.I[4] = iyy;
    s.I[8] = izz;
    return s;
}

} // namespace

void addMass(MassSum &sum, const MassSum &part)
{
    const double total = sum.m + part.m;
    if (total > 0) {
        sum.c = {(sum.c.x * sum.m + part.c.x * part.m) / total,
            (sum.c.y * sum.m + part.c.y * part.m) / total,
            (sum.c.z * sum.m + part.c.z * part.m) / total};
    }
    sum.m = total;
    for (size_t i = 0; i < 9; ++i)
        sum.I[i] += part.I[i];
}

std::array<double, 9> inertiaAboutCentre(const MassSum &mass)
{
    const double c[3] = {mass.c.x, mass.c.y, mass.c.z};
    const double cc = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
    std::array<double, 9> Ic {};
    for (int r = 0; r < 3; ++r) {
        for (int k = 0; k < 3; ++k)
            Ic[size_t(r * 3 + k)]
                = mass.I[size_t(r * 3 + k)] - mass.m * ((r == k ? cc : 0) - c[r] * c[k]);
    }
    return Ic;
}

// Appearances are visuals; an <Appearance> only groups, and every appearance may hold further
// appearances posed relative to it.
void SceneReader::addVisuals(Link &link, const Instance &inst, const Pose &X_LP,
    const QString &linkScope, QSet<QString> &names)
{
    const Pose X_LV = X_LP * pose(inst);
    if (inst.tag != "Appearance") {
        Visual visual;
        visual.name = unique(names, nameOf(inst, inst.tag.constData()));
        visual.source = inst.source();
        visual.pose = {X_LV, QString(), true};
        visual.geometry.source = visual.source;
        if (readShape(inst, visual.geometry)) {
            visual.material = readSurface(inst);
            visual.frame = addNode(FrameKind::Visual, joinScoped(linkScope, visual.name),
                link.frame, X_LV, link.frame, inst);
            link.visuals.push_back(std::move(visual));
        }
    }
    for (const auto &child : inst.children) {
        if (child->tag.endsWith("Appearance"))
            addVisuals(link, *child, X_LV, linkScope, names);
    }
}

// Geometries are collisions; a <Geometry> only groups. A geometry's <Material> (Friction,
// RollingFriction) is kept as an extension of the link.
void SceneReader::addCollisions(Link &link, const Instance &inst, const Pose &X_LP,
    const QString &linkScope, QSet<QString> &names)
{
    const Pose X_LC = X_LP * pose(inst);
    if (inst.tag != "Geometry") {
        Collision collision;
        collision.name = unique(names, nameOf(inst, inst.tag.constData()));
        collision.source = inst.source();
        collision.pose = {X_LC, QString(), true};
        collision.geometry.source = collision.source;
        if (readShape(inst, collision.geometry)) {
            collision.frame = addNode(FrameKind::Collision, joinScoped(linkScope, collision.name),
                link.frame, X_LC, link.frame, inst);
            link.collisions.push_back(std::move(collision));
        }
    }
    for (const auto &child : inst.children) {
        if (child->tag.endsWith("Geometry"))
            addCollisions(link, *child, X_LC, linkScope, names);
        else if (child->tag == "Material")
            link.extensions.push_back({QStringLiteral("Material"), QString(), child->source()});
    }
}

// Box: depth along x, width along y, height along z (SimRobot's Primitives::createBox and ODE
// dCreateBox(depth, width, height)). Cylinders and capsules stand along z; a capsule's height
// includes its caps.
bool SceneReader::readShape(const Instance &inst, Geometry &g)
{
    const QByteArray &tag = inst.tag;
    if (tag.startsWith("Box")) {
        g.type = Geometry::Type::Box;
        g.size = {number(inst, "depth", Quantity::Length, 0, true),
            number(inst, "width", Quantity::Length, 0, true),
            number(inst, "height", Quantity::Length, 0, true)};
    } else if (tag.startsWith("Sphere")) {
        g.type = Geometry::Type::Sphere;
        g.radius = number(inst, "radius", Quantity::Length, 0, true);
    } else if (tag.startsWith("Cylinder")) {
        g.type = Geometry::Type::Cylinder;
        g.radius = number(inst, "radius", Quantity::Length, 0, true);
        g.length = number(inst, "height", Quantity::Length, 0, true);
    } else if (tag.startsWith("Capsule")) {
        g.type = Geometry::Type::Capsule;
        g.radius = number(inst, "radius", Quantity::Length, 0, true);
        const double height = number(inst, "height", Quantity::Length, 0, true);
        if (height < 2 * g.radius)
            warn(inst,
                tr("the capsule's height (%1 m) is less than its diameter (%2 m); the height "
                   "includes both caps. It is drawn as a sphere.")
                    .arg(height)
                    .arg(2 * g.radius));
        g.length = std::max(0.0, height - 2 * g.radius);
    } else if (tag == "ComplexAppearance") {
        g.type = Geometry::Type::Mesh;
        g.inlineMesh = readInlineMesh(inst);
        g.uri = QStringLiteral("%1:%2")
                    .arg(QFileInfo(m_doc.filePath(g.source)).fileName())
                    .arg(inst.line());
        if (!g.inlineMesh)
            return false;
    } else {
        warn(inst,
            tr("<%1> is not a shape RoboStage draws; it is not shown.")
                .arg(QString::fromUtf8(tag)));
        return false;
    }
    return true;
}

// "surfaceClass": diffuseColor (required), ambient, specular and emission colours, shininess
// 0–128, diffuseTexture relative to the file the Surface is written in.
Material SceneReader::readSurface(const Instance &appearance)
{
    Material m;
    const Instance *surface = appearance.child("Surface");
    if (!surface) {
        if (appearance.tag != "Appearance")
            warn(appearance,
                tr("<%1> has no <Surface>; it is drawn grey. Add <Surface diffuseColor=\"…\"/>.")
                    .arg(QString::fromUtf8(appearance.tag)));
        return m;
    }
    m.present = true;
    m.diffuse = color(*surface, "diffuseColor");
    if (!m.diffuse && !surface->attribute("diffuseColor")) // (a bad one was reported already)
        warn(*surface, tr("<Surface> needs diffuseColor=; the surface is drawn grey."));
    m.ambient = color(*surface, "ambientColor");
    m.specular = color(*surface, "specularColor");
    m.emissive = color(*surface, "emissionColor");
    m.shininess = number(*surface, "shininess", Quantity::Number, 0);
    if (const InstanceAttribute *texture = surface->attribute("diffuseTexture")) {
        m.texture = texture->value;
        const QString from = m_doc.files()[size_t(texture->file)].path;
        const QString path = QFileInfo(from).absoluteDir().filePath(texture->value);
        // One look at the disk per texture file, however many instances share the Surface.
        auto it = m_textures.constFind(path);
        if (it == m_textures.constEnd())
            it = m_textures.insert(
                path, QFileInfo(path).isFile() ? QFileInfo(path).absoluteFilePath() : QString());
        m.textureResolved = it.value();
        if (m.textureResolved.isEmpty())
            m_instantiator.context(texture->file)
                .warning(texture->element,
                    tr("texture '%1' does not exist (looked for '%2', relative to this file); the "
                       "surface is drawn without it.")
                        .arg(texture->value, path));
    }
    return m;
}

// ComplexAppearance: Vertices (with unit=), optional Normals and TexCoords per vertex, and
// Triangles / Quads as vertex indices. Equal definitions (the same elements, e.g. every robot's
// copy of a referenced body part) share one mesh.
std::shared_ptr<const InlineMesh> SceneReader::readInlineMesh(const Instance &inst)
{
    const Instance *vertices = inst.child("Vertices");
    const Instance *normals = inst.child("Normals");
    const Instance *texCoords = inst.child("TexCoords");
    std::vector<const Instance *> groups;
    for (const auto &c : inst.children) {
        if (c->tag == "Triangles" || c->tag == "Quads")
            groups.push_back(c.get());
    }
    if (!vertices || groups.empty()) {
        warn(inst,
            tr("<ComplexAppearance> needs <Vertices> and <Triangles> or <Quads>; it is not "
               "shown."));
        return nullptr;
    }
    QString key;
    for (const Instance *i : {vertices, normals, texCoords})
        key += QString::number(quintptr(i ? i->textElement : nullptr)) + QLatin1Char('|');
    key += vertices->value("unit") + QLatin1Char('|');
    for (const Instance *g : groups)
        key += QString::number(quintptr(g->textElement)) + g->tag;
    if (const auto it = m_meshes.constFind(key); it != m_meshes.constEnd())
        return it.value();

    const auto numbers = [&](const Instance *i, std::vector<double> &out) {
        if (!i || !i->textElement)
            return;
        QString bad;
        if (!readNumbers(i->textElement->GetText(), out, bad))
            m_instantiator.context(i->textFile)
                .error(i->textElement,
                    tr("<%1> holds '%2', which is not a number; the numbers after it are "
                       "ignored.")
                        .arg(QString::fromUtf8(i->tag), bad));
    };
    auto mesh = std::make_shared<InlineMesh>();
    std::vector<double> v, n, t;
    numbers(vertices, v);
    numbers(normals, n);
    numbers(texCoords, t);
    const double unit = vertices->has("unit")
        ? unitFactor(Quantity::Length, vertices->value("unit").trimmed())
        : 1.0;
    if (unit == 0)
        error(*vertices,
            tr("unit=\"%1\" is not a length unit (%2); metres are used.")
                .arg(vertices->value("unit"), unitList(Quantity::Length)));
    const size_t count = v.size() / 3;
    mesh->positions.reserve(count * 3);
    for (size_t i = 0; i < count * 3; ++i)
        mesh->positions.push_back(float(v[i] * (unit == 0 ? 1.0 : unit)));
    if (n.size() / 3 == count)
        mesh->normals.assign(n.begin(), n.begin() + qsizetype(count * 3));
    else if (normals)
        warn(*normals,
            tr("<Normals> has %1 normals for %2 vertices; they are ignored and the faces "
               "drawn flat.")
                .arg(n.size() / 3)
                .arg(count));
    if (t.size() / 2 == count)
        mesh->texCoords.assign(t.begin(), t.begin() + qsizetype(count * 2));
    else if (texCoords)
        warn(*texCoords,
            tr("<TexCoords> has %1 coordinates for %2 vertices; they are ignored.")
                .arg(t.size() / 2)
                .arg(count));
    for (const Instance *g : groups) {
        std::vector<double> idx;
        numbers(g, idx);
        const size_t corners = g->tag == "Quads" ? 4 : 3;
        int outOfRange = 0;
        for (size_t f = 0; f + corners <= idx.size(); f += corners) {
            bool ok = true;
            for (size_t k = 0; k < corners; ++k)
                ok = ok && idx[f + k] >= 0 && idx[f + k] < double(count);
            if (!ok) {
                ++outOfRange;
                continue;
            }
            const auto at = [&](size_t k) {
                return std::uint32_t(idx[f + k]);
            };
            mesh->indices.insert(mesh->indices.end(), {at(0), at(1), at(2)});
            if (corners == 4)
                mesh->indices.insert(mesh->indices.end(), {at(0), at(2), at(3)});
        }
        if (outOfRange > 0)
            warn(*g,
                tr("%1 faces of <%2> name vertices beyond the %3 given; they are left out.")
                    .arg(outOfRange)
                    .arg(QString::fromUtf8(g->tag))
                    .arg(count));
    }
    std::shared_ptr<const InlineMesh> result;
    if (!mesh->indices.empty())
        result = std::move(mesh);
    else
        warn(inst, tr("<ComplexAppearance> has no faces; it is not shown."));
    m_meshes.insert(key, result);
    return result;
}

// "massClass": returns the mass in the frame of the element's parent: its own mass (at its centre,
// or InertiaMatrixMass's x, y, z with the inertia about the element's origin, as ODE's
// dMassSetParameters takes it) plus its child masses, displaced by the element's Translation and
// Rotation.
std::optional<MassSum> SceneReader::readMass(const Instance &inst)
{
    const QByteArray &tag = inst.tag;
    MassSum own;
    if (tag == "BoxMass") {
        const double m = number(inst, "value", Quantity::Mass, 0, true);
        const double d = number(inst, "depth", Quantity::Length, 0, true);
        const double w = number(inst, "width", Quantity::Length, 0, true);
        const double h = number(inst, "height", Quantity::Length, 0, true);
        own = diagonal(
            m, m / 12 * (w * w + h * h), m / 12 * (d * d + h * h), m / 12 * (d * d + w * w));
    } else if (tag == "SphereMass") {
        const double m = number(inst, "value", Quantity::Mass, 0, true);
        const double r = number(inst, "radius", Quantity::Length, 0, true);
        own = diagonal(m, 0.4 * m * r * r, 0.4 * m * r * r, 0.4 * m * r * r);
    } else if (tag == "CylinderMass") {
        const double m = number(inst, "value", Quantity::Mass, 0, true);
        const double r = number(inst, "radius", Quantity::Length, 0, true);
        const double h = number(inst, "height", Quantity::Length, 0, true);
        const double side = m * (3 * r * r + h * h) / 12;
        own = diagonal(m, side, side, m * r * r / 2);
    } else if (tag == "CapsuleMass") {
        // ODE dMassSetCapsuleTotal along z, cylinder length = height − 2·radius.
        const double m = number(inst, "value", Quantity::Mass, 0, true);
        const double r = number(inst, "radius", Quantity::Length, 0, true);
        const double l = std::max(0.0, number(inst, "height", Quantity::Length, 0, true) - 2 * r);
        const double m1 = M_PI * r * r * l, m2 = 4.0 / 3.0 * M_PI * r * r * r;
        const double scale = m1 + m2 > 0 ? m / (m1 + m2) : 0;
        const double ia
            = (m1 * (0.25 * r * r + l * l / 12) + m2 * (0.4 * r * r + 0.375 * r * l + 0.25 * l * l))
            * scale;
        const double ib = (m1 * 0.5 + m2 * 0.4) * r * r * scale;
        own = diagonal(m, ia, ia, ib);
    } else if (tag == "InertiaMatrixMass") {
        own.m = number(inst, "value", Quantity::Mass, 0, true);
        own.c = {number(inst, "x", Quantity::Length, 0), number(inst, "y", Quantity::Length, 0),
            number(inst, "z", Quantity::Length, 0)};
        const double ixx = number(inst, "ixx", Quantity::Inertia, 0, true);
        const double ixy = number(inst, "ixy", Quantity::Inertia, 0);
        const double ixz = number(inst, "ixz", Quantity::Inertia, 0);
        const double iyy = number(inst, "iyy", Quantity::Inertia, 0, true);
        const double iyz = number(inst, "iyz", Quantity::Inertia, 0);
        const double izz = number(inst, "izz", Quantity::Inertia, 0, true);
        own.I = {ixx, ixy, ixz, ixy, iyy, iyz, ixz, iyz, izz};
    } else if (tag != "Mass") {
        warn(inst,
            tr("<%1> is not a mass element RoboStage knows; it is ignored.")
                .arg(QString::fromUtf8(tag)));
        return std::nullopt;
    }
    if (own.m < 0) {
        warn(inst, tr("a mass must be positive; this one is ignored."));
        own = MassSum();
    }
    for (const auto &child : inst.children) {
        if (child->tag == "Translation" || child->tag == "Rotation")
            continue;
        const std::optional<MassSum> part = readMass(*child);
        if (!part || part->m <= 0)
            continue;
        addMass(own, *part);
    }
    return transformed(own, pose(inst));
}

} // namespace robostage::simrobot
