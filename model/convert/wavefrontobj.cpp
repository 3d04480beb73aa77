#include "wavefrontobj.h"

#include <charconv>

namespace robostage::convert {

namespace {

void appendFloat(QByteArray &out, float v)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, v == 0 ? 0.0f : v);
    out.append(' ');
    out.append(buffer, int(result.ptr - buffer));
}

void appendTuples(QByteArray &out, const char *tag, const std::vector<float> &values, int width)
{
    for (size_t i = 0; i + size_t(width) <= values.size(); i += size_t(width)) {
        out.append(tag);
        for (int k = 0; k < width; ++k)
            appendFloat(out, values[i + size_t(k)]);
        out.append('\n');
    }
}

} // namespace

QByteArray wavefrontObj(const InlineMesh &mesh, const QString &comment)
{
    QByteArray out;
    if (!comment.isEmpty())
        out += "# " + comment.toUtf8().replace('\n', ' ') + '\n';
    appendTuples(out, "v", mesh.positions, 3);
    const int n = mesh.vertexCount();
    const bool normals = mesh.normals.size() == size_t(n) * 3;
    const bool texCoords = mesh.texCoords.size() == size_t(n) * 2;
    if (normals)
        appendTuples(out, "vn", mesh.normals, 3);
    if (texCoords)
        appendTuples(out, "vt", mesh.texCoords, 2);
    for (size_t t = 0; t + 3 <= mesh.indices.size(); t += 3) {
        out.append('f');
        for (size_t k = 0; k < 3; ++k) {
            const QByteArray i = QByteArray::number(qulonglong(mesh.indices[t + k]) + 1);
            out.append(' ');
            out.append(i);
            if (texCoords || normals) {
                out.append('/');
                if (texCoords)
                    out.append(i);
                if (normals) {
                    out.append('/');
                    out.append(i);
                }
            }
        }
        out.append('\n');
    }
    return out;
}

} // namespace robostage::convert
