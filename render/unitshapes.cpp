#include "unitshapes.h"

#include <QVector3D>

#include <cmath>
#include <cstdint>
#include <vector>

namespace robostage {

namespace {

constexpr float kPi = 3.14159265358979f;

struct MeshBuilder
{
    static constexpr int kFloats = 8; ///< position, normal, texture coordinates
    std::vector<float> vertices;
    std::vector<uint16_t> indices;

    /// Appends a vertex at `p` with normal `n` and texture coordinates `u`, `v`.
    uint16_t vertex(const QVector3D &p, const QVector3D &n, float u, float v)
    {
        const uint16_t index = uint16_t(vertices.size() / kFloats);
        vertices.insert(vertices.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), u, v});
        return index;
    }
    void triangle(uint16_t a, uint16_t b, uint16_t c) { indices.insert(indices.end(), {a, b, c}); }
    /// Quad a-b-c-d, counter-clockwise seen from the side `n` points to; the texture spans it
    /// (a at uv 0,0, c at 1,1).
    void quad(const QVector3D &a, const QVector3D &b, const QVector3D &c, const QVector3D &d,
        const QVector3D &n)
    {
        const uint16_t i = vertex(a, n, 0, 0);
        vertex(b, n, 1, 0);
        vertex(c, n, 1, 1);
        vertex(d, n, 0, 1);
        triangle(i, i + 1, i + 2);
        triangle(i, i + 2, i + 3);
    }
    InstanceMesh take()
    {
        InstanceMesh mesh;
        mesh.vertices = QByteArray(
            reinterpret_cast<const char *>(vertices.data()), int(vertices.size() * sizeof(float)));
        mesh.indices = QByteArray(
            reinterpret_cast<const char *>(indices.data()), int(indices.size() * sizeof(uint16_t)));
        mesh.vertexCount = int(vertices.size() / kFloats);
        mesh.hasTexCoords = true;
        mesh.indexCount = int(indices.size());
        return mesh;
    }
};

void addBox(MeshBuilder &m)
{
    // For each axis and sign: the face normal and two in-face axes u, v with u × v = n.
    const QVector3D axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (int a = 0; a < 3; ++a) {
        for (float s : {1.f, -1.f}) {
            const QVector3D n = axes[a] * s;
            const QVector3D u = axes[(a + 1) % 3] * s;
            const QVector3D v = axes[(a + 2) % 3];
            const QVector3D c = n * 0.5f;
            m.quad(c - 0.5f * u - 0.5f * v, c + 0.5f * u - 0.5f * v, c + 0.5f * u + 0.5f * v,
                c - 0.5f * u + 0.5f * v, n);
        }
    }
}

void addSphere(MeshBuilder &m, int slices, int stacks)
{
    for (int i = 0; i <= stacks; ++i) {
        const float theta = kPi * float(i) / float(stacks); // from +Z down
        for (int j = 0; j <= slices; ++j) {
            const float phi = 2 * kPi * float(j) / float(slices);
            const QVector3D n(
                std::sin(theta) * std::cos(phi), std::sin(theta) * std::sin(phi), std::cos(theta));
            m.vertex(n * 0.5f, n, float(j) / float(slices), 1 - float(i) / float(stacks));
        }
    }
    const int row = slices + 1;
    for (int i = 0; i < stacks; ++i) {
        for (int j = 0; j < slices; ++j) {
            const uint16_t a = uint16_t(i * row + j), b = uint16_t(a + row);
            m.triangle(a, b, uint16_t(b + 1));
            m.triangle(a, uint16_t(b + 1), uint16_t(a + 1));
        }
    }
}

/// Side of a cylinder (topRadius 0.5) or cone (topRadius 0) plus its caps.
void addRevolved(MeshBuilder &m, int slices, float topRadius)
{
    const float slope = 0.5f - topRadius; // radial shrink over height 1
    const uint16_t first = uint16_t(m.vertices.size() / MeshBuilder::kFloats);
    for (int j = 0; j <= slices; ++j) {
        const float phi = 2 * kPi * float(j) / float(slices);
        const QVector3D radial(std::cos(phi), std::sin(phi), 0);
        const QVector3D n = (radial + QVector3D(0, 0, slope)).normalized();
        const float u = float(j) / float(slices);
        m.vertex(radial * 0.5f + QVector3D(0, 0, -0.5f), n, u, 0);
        m.vertex(radial * topRadius + QVector3D(0, 0, 0.5f), n, u, 1);
    }
    for (int j = 0; j < slices; ++j) {
        const uint16_t a = uint16_t(first + 2 * j);
        m.triangle(a, uint16_t(a + 2), uint16_t(a + 3));
        m.triangle(a, uint16_t(a + 3), uint16_t(a + 1));
    }
    for (float s : {-1.f, 1.f}) {
        const float r = s < 0 ? 0.5f : topRadius;
        if (r <= 0)
            continue;
        const QVector3D n(0, 0, s);
        // Caps are textured as seen from above: uv = xy + 0.5 of the unit disc.
        const uint16_t centre = m.vertex(QVector3D(0, 0, 0.5f * s), n, 0.5f, 0.5f);
        for (int j = 0; j <= slices; ++j) {
            const float phi = 2 * kPi * float(j) / float(slices);
            const float x = r * std::cos(phi), y = r * std::sin(phi);
            m.vertex(QVector3D(x, y, 0.5f * s), n, 0.5f + x, 0.5f + y);
        }
        for (int j = 0; j < slices; ++j) {
            const uint16_t a = uint16_t(centre + 1 + j);
            if (s > 0)
                m.triangle(centre, a, uint16_t(a + 1));
            else
                m.triangle(centre, uint16_t(a + 1), a);
        }
    }
}

} // namespace

InstanceMesh makeFlatUnitBox()
{
    // Corner i is at ((i & 1) - 0.5, (i >> 1 & 1) - 0.5, (i >> 2 & 1) - 0.5). Each face: its
    // corners counter-clockwise from outside, the first being the face's own corner (no corner
    // serves two faces), and its normal.
    struct Face
    {
        int corners[4];
        QVector3D normal;
    };
    static const Face faces[6]
        = {{{1, 3, 7, 5}, {1, 0, 0}}, {{6, 2, 0, 4}, {-1, 0, 0}}, {{3, 2, 6, 7}, {0, 1, 0}},
            {{4, 0, 1, 5}, {0, -1, 0}}, {{5, 7, 6, 4}, {0, 0, 1}}, {{2, 3, 1, 0}, {0, 0, -1}}};
    QVector3D normals[8];
    for (const Face &face : faces)
        normals[face.corners[0]] = face.normal;
    MeshBuilder m;
    for (int i = 0; i < 8; ++i) {
        const QVector3D p((i & 1) - 0.5f, (i >> 1 & 1) - 0.5f, (i >> 2 & 1) - 0.5f);
        m.vertex(p, normals[i].isNull() ? p.normalized() : normals[i], 0, 0);
    }
    for (const Face &face : faces) {
        // Both triangles end with corner 0 of the face: (c1, c2, c0) and (c2, c3, c0) keep the
        // winding of (c0, c1, c2) and (c0, c2, c3).
        const int *c = face.corners;
        m.triangle(uint16_t(c[1]), uint16_t(c[2]), uint16_t(c[0]));
        m.triangle(uint16_t(c[2]), uint16_t(c[3]), uint16_t(c[0]));
    }
    InstanceMesh mesh = m.take();
    // Drop the texture coordinates the builder writes: 6 floats per vertex.
    QByteArray packed;
    const auto *v = reinterpret_cast<const float *>(mesh.vertices.constData());
    for (int i = 0; i < mesh.vertexCount; ++i)
        packed.append(
            reinterpret_cast<const char *>(v + i * MeshBuilder::kFloats), 6 * sizeof(float));
    mesh.vertices = packed;
    mesh.hasTexCoords = false;
    return mesh;
}

const char *unitShapeName(UnitShape shape)
{
    static const char *names[] = {"box", "sphere", "cylinder", "cone", "plane"};
    return names[int(shape)];
}

InstanceMesh makeUnitMesh(UnitShape shape)
{
    MeshBuilder m;
    switch (shape) {
    case UnitShape::Box:
        addBox(m);
        break;
    case UnitShape::Sphere:
        addSphere(m, 24, 12);
        break;
    case UnitShape::Cylinder:
        addRevolved(m, 24, 0.5f);
        break;
    case UnitShape::Cone:
        addRevolved(m, 24, 0);
        break;
    case UnitShape::Plane:
        m.quad({-0.5f, -0.5f, 0}, {0.5f, -0.5f, 0}, {0.5f, 0.5f, 0}, {-0.5f, 0.5f, 0}, {0, 0, 1});
        break;
    }
    InstanceMesh mesh = m.take();
    if (shape == UnitShape::Plane) {
        mesh.boundsMin.setZ(0);
        mesh.boundsMax.setZ(0);
    }
    return mesh;
}

} // namespace robostage
