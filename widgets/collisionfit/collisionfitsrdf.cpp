// CollisionFitDock (collisionfitdock.h): the SRDF… button, and the status line of a
// measurement.

#include "collisionfit/collisionfitdock.h"

#include "document.h"
#include "selfcollision.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QTimer>

#include <algorithm>

namespace robostage {

void CollisionFitDock::setSrdfChooser(std::function<QString(const QString &dir)> chooser)
{
    m_srdfChooser = std::move(chooser);
}

void CollisionFitDock::chooseSrdf()
{
    if (!m_document)
        return;
    const QString dir = m_srdfPath.isEmpty() ? QFileInfo(m_document->path()).absolutePath()
                                             : QFileInfo(m_srdfPath).absolutePath();
    const QString path = m_srdfChooser
        ? m_srdfChooser(dir)
        : QFileDialog::getOpenFileName(this,
            tr("Choose the SRDF of %1").arg(QFileInfo(m_document->path()).fileName()), dir,
            tr("SRDF files (*.srdf);;All files (*)"));
    if (!path.isEmpty())
        setSrdfPath(path);
}

void CollisionFitDock::setSrdfPath(const QString &path)
{
    m_srdfPath = path;
    m_srdfDocument = m_document ? m_document->path() : QString();
    if (!m_document)
        return;
    // Measured again with it: the checker reads the SRDF when it is built.
    ++m_generation;
    m_measured.reset();
    if (isVisible())
        m_measureTimer->start();
}

QString CollisionFitDock::statusText(const Measurement &m)
{
    int open = 0;
    for (const LinkFit &fit : m.fits)
        open += !fit.watertight;
    QString status = tr("%n link(s) measured.", "", int(m.fits.size()));
    if (open > 0)
        status
            += QLatin1Char(' ') + tr("%n with open meshes (measured by a vote of rays).", "", open);
    if (!m.checker->srdfPath().isEmpty())
        status += QLatin1Char(' ')
            + tr("Pairs disabled in %1 are left out.")
                  .arg(QFileInfo(m.checker->srdfPath()).fileName());
    // The SRDF's problems (no such file, not XML) and shapes left out, the first few.
    const QStringList &problems = m.checker->problems();
    for (qsizetype i = 0; i < std::min<qsizetype>(problems.size(), 3); ++i)
        status += QLatin1Char(' ') + problems[i] + QLatin1Char('.');
    if (problems.size() > 3)
        status += QLatin1Char(' ') + tr("%n more not checked.", "", int(problems.size() - 3));
    return status;
}

} // namespace robostage
