#include "jointspecs.h"

#include "document.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cmath>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

} // namespace

bool parseJointPositions(
    const Document &doc, const QStringList &specs, JointPositions &q, QTextStream &err)
{
    const FrameGraph &graph = doc.frames();
    for (const QString &spec : specs) {
        const int eq = spec.indexOf(QLatin1Char('='));
        bool ok = false;
        const double value = eq > 0 ? spec.mid(eq + 1).toDouble(&ok) : 0;
        if (eq <= 0 || !ok || !std::isfinite(value)) {
            err << tr("--joint %1: expected NAME=VALUE with VALUE in radians or metres").arg(spec)
                << '\n';
            return false;
        }
        const QString name = spec.left(eq);
        QStringList matches;
        for (const JointMotion &j : graph.joints()) {
            const QString &scoped = graph.node(j.joint).scopedName;
            if (scoped == name) {
                matches = QStringList {scoped};
                break;
            }
            if (scoped.endsWith(QStringLiteral("::") + name))
                matches << scoped;
        }
        if (matches.size() != 1) {
            err << (matches.isEmpty() ? tr("--joint %1: no joint named '%2'")
                                      : tr("--joint %1: '%2' is ambiguous, use the scoped name"))
                       .arg(spec, name)
                << '\n';
            return false;
        }
        q.insert(matches.first(), value);
    }
    return true;
}

} // namespace robostage::cli
