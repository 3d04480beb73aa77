#pragma once

// A description file too big for a process whose address space is limited (issue 29's
// out-of-memory tests): a valid one-link URDF padded with a long comment.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace robostage::test {

/// Writes a URDF robot "huge" with one link and a comment of `mebibytes` MiB to `path`.
/// Returns false when it cannot be written.
inline bool writeHugeUrdf(const QString &path, int mebibytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write("<robot name=\"huge\">\n<link name=\"base\"/>\n<!--");
    const QByteArray block(1 << 20, 'x');
    for (int i = 0; i < mebibytes; ++i) {
        if (f.write(block) != block.size())
            return false;
    }
    return f.write("-->\n</robot>\n") > 0 && f.flush();
}

} // namespace robostage::test
