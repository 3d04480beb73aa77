#pragma once

// Shared helpers for model, widget and CLI tests: find a frame node by scoped name (and kind),
// read a file's bytes, and compare poses with a tolerance, treating q and -q as the same
// rotation.

#include "document.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

#include <cmath>

namespace robostage::test {

inline FrameId findFrame(const Document &doc, const QString &scopedName)
{
    const FrameGraph &g = doc.frames();
    for (FrameId id = 0; id < g.size(); ++id) {
        if (g.node(id).scopedName == scopedName)
            return id;
    }
    return kNoFrame;
}

/// The frame node of kind `kind` named `scopedName`, kNoFrame when there is none.
inline FrameId findFrame(const Document &doc, FrameKind kind, const QString &scopedName)
{
    const FrameGraph &g = doc.frames();
    for (FrameId id = 0; id < g.size(); ++id) {
        if (g.node(id).kind == kind && g.node(id).scopedName == scopedName)
            return id;
    }
    return kNoFrame;
}

/// The bytes of file `path`, empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// True when |p - expected| <= tol per component and q = ±expected q per component.
inline bool poseNear(const Pose &actual, const Pose &expected, double tol = 1e-9)
{
    auto near = [tol](double a, double b) {
        return std::abs(a - b) <= tol;
    };
    const bool p = near(actual.p.x, expected.p.x) && near(actual.p.y, expected.p.y)
        && near(actual.p.z, expected.p.z);
    const Quat &a = actual.q, &e = expected.q;
    const bool same = near(a.w, e.w) && near(a.x, e.x) && near(a.y, e.y) && near(a.z, e.z);
    const bool opposite = near(a.w, -e.w) && near(a.x, -e.x) && near(a.y, -e.y) && near(a.z, -e.z);
    return p && (same || opposite);
}

inline QString describe(const Pose &X)
{
    return QStringLiteral("p=(%1 %2 %3) q=(%4 %5 %6 %7)")
        .arg(X.p.x, 0, 'g', 12)
        .arg(X.p.y, 0, 'g', 12)
        .arg(X.p.z, 0, 'g', 12)
        .arg(X.q.w, 0, 'g', 12)
        .arg(X.q.x, 0, 'g', 12)
        .arg(X.q.y, 0, 'g', 12)
        .arg(X.q.z, 0, 'g', 12);
}

inline QString diagnosticsText(const Document &doc)
{
    QStringList lines;
    for (const Diagnostic &d : doc.diagnostics().items())
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace robostage::test
