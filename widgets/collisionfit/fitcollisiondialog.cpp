// FitCollisionDialog (fitcollisiondialog.h).

#include "collisionfit/fitcollisiondialog.h"

#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "fitcollision.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace robostage {

FitCollisionDialog::FitCollisionDialog(edit::EditSession *session, const QString &link,
    const JointPositions &q, const QString &visual, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_link(link)
    , m_q(q)
    , m_kind(new QComboBox(this))
    , m_replace(new QCheckBox(tr("&Replace the link's collisions"), this))
    , m_visual(visual)
    , m_figures(new QLabel(this))
{
    setObjectName(QStringLiteral("fitCollisionDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Fit Collision to %1").arg(link));
    m_kind->setObjectName(QStringLiteral("fitKindBox"));
    m_kind->addItem(tr("Oriented box (smallest)"), int(FitKind::Box));
    m_kind->addItem(tr("Cylinder (best axis)"), int(FitKind::Cylinder));
    m_kind->addItem(tr("Sphere (smallest)"), int(FitKind::Sphere));
    m_kind->addItem(tr("Capsule"), int(FitKind::Capsule));
    m_kind->addItem(tr("Convex hull (at most %1 vertices, an STL file beside the description)")
                        .arg(kHullVertexCap),
        int(FitKind::Hull));
    m_replace->setObjectName(QStringLiteral("fitReplaceBox"));
    m_replace->setToolTip(tr("Delete the link's other collisions in the same edit; otherwise "
                             "the new collision is added beside them"));
    m_figures->setObjectName(QStringLiteral("fitFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("fitApplyButton"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Shape:"), m_kind);
    form->addRow(QString(), m_replace);
    if (!visual.isEmpty()) {
        m_onlyVisual
            = new QCheckBox(tr("&Only around visual '%1' (else all the link's)").arg(visual), this);
        m_onlyVisual->setObjectName(QStringLiteral("fitOnlyVisualBox"));
        m_onlyVisual->setChecked(true);
        form->addRow(QString(), m_onlyVisual);
        connect(m_onlyVisual, &QCheckBox::toggled, this, &FitCollisionDialog::refit);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_figures);
    layout->addWidget(buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &FitCollisionDialog::refit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, &FitCollisionDialog::apply);
    connect(this, &QDialog::finished, this, [this] { emit previewChanged(std::nullopt); });
    resize(460, sizeHint().height());
}

void FitCollisionDialog::refit()
{
    m_shape.reset();
    const Document &doc = m_session->document();
    edit::EntityInfo info;
    QString error;
    const FrameId id = edit::findEntity(doc, QStringLiteral("link:") + m_link, {}, &error);
    if (id != kNoFrame && edit::lookupEntity(doc, id, info) && info.link)
        m_shape = fitCollisionShape(doc, *info.link, FitKind(m_kind->currentData().toInt()), &error,
            {}, m_onlyVisual && m_onlyVisual->isChecked() ? QStringList {m_visual} : QStringList());
    m_apply->setEnabled(bool(m_shape));
    if (!m_shape) {
        m_figures->setText(error);
        emit previewChanged(std::nullopt);
        return;
    }
    const FittedShape &s = *m_shape;
    const Geometry &g = s.geometry;
    QString size;
    switch (s.kind) {
    case FitKind::Box:
        size = tr("%1 × %2 × %3 m").arg(g.size.x).arg(g.size.y).arg(g.size.z);
        break;
    case FitKind::Cylinder:
    case FitKind::Capsule:
        size = tr("radius %1 m, length %2 m").arg(g.radius).arg(g.length);
        break;
    case FitKind::Sphere:
        size = tr("radius %1 m").arg(g.radius);
        break;
    case FitKind::Hull:
        size = s.hullFullVertices > s.hullVertices
            ? tr("%1 vertices (the full hull has %2)").arg(s.hullVertices).arg(s.hullFullVertices)
            : tr("%1 vertices").arg(s.hullVertices);
        break;
    }
    // A unit stays on the line of its number when the text wraps (issue 30: "%" alone).
    static const QRegularExpression numberAndUnit(QStringLiteral("(\\d) (m³|m|%)"));
    m_figures->setText(tr("%1, volume %2 m³\n%3")
                           .arg(size)
                           .arg(s.volume, 0, 'g', 4)
                           .arg(fitFiguresText(s.fit))
                           .replace(numberAndUnit, QStringLiteral("\\1\u00a0\\2")));
    Marker preview;
    preview.geometry = g;
    preview.X_WS = doc.frames().worldPoses(m_q)[size_t(id)] * s.X_LS;
    preview.color = {0.2f, 0.9f, 0.35f, 0.45f};
    emit previewChanged(preview);
}

bool FitCollisionDialog::apply()
{
    if (!m_shape)
        return false;
    FitCollisionOptions options;
    options.replace = m_replace->isChecked();
    const FittedShape shape = *m_shape;
    const edit::EditResult result = applyFittedShape(*m_session, m_link, shape, options);
    if (!result.ok) {
        m_figures->setText(result.error);
        return false;
    }
    emit applied(result.notes.join(QStringLiteral("; ")));
    accept();
    return true;
}

} // namespace robostage
