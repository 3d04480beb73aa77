// ComputeInertiaDialog (computeinertiadialog.h).

#include "collisionfit/computeinertiadialog.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "computeinertia.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QVBoxLayout>

namespace robostage {

namespace {

/// The link of `frame` in the window's document (itself, or that of a visual or collision).
const Link *selectedLink(const DocumentWindow *window, QString *scopedName = nullptr)
{
    const Document *doc = window->document();
    edit::EntityInfo info;
    if (!doc || !edit::lookupEntity(*doc, window->selection()->frame(), info) || !info.link)
        return nullptr;
    if (scopedName)
        *scopedName = doc->frames().node(info.link->frame).scopedName;
    return info.link;
}

} // namespace

ComputeInertiaDialog::ComputeInertiaDialog(DocumentWindow *window, const QString &link)
    : QDialog(window)
    , m_window(window)
    , m_link(link)
    , m_basis(new QComboBox(this))
    , m_value(new QDoubleSpinBox(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("computeInertiaDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Compute Inertia of %1").arg(link));
    if (const Link *l = selectedLink(window); l && l->inertial.present)
        m_mass = l->inertial.mass;
    m_basis->setObjectName(QStringLiteral("inertiaBasisBox"));
    m_basis->addItem(tr("Uniform density (kg/m³)"));
    m_basis->addItem(tr("Total mass (kg)"));
    m_value->setObjectName(QStringLiteral("inertiaValueBox"));
    m_value->setDecimals(4);
    m_value->setRange(1e-4, 1e9);
    m_value->setValue(1000);
    m_message->setObjectName(QStringLiteral("inertiaMessage"));
    m_message->setWordWrap(true);
    m_message->setText(tr("From the link's collisions, or its visuals when it has none. Each "
                          "shape counts on its own, as in gz-sim."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("inertiaApplyButton"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Basis:"), m_basis);
    form->addRow(tr("&Value:"), m_value);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    connect(m_basis, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_value->setValue(index == 0 ? 1000 : m_mass); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, &ComputeInertiaDialog::apply);
    resize(420, sizeHint().height());
}

QAction *ComputeInertiaDialog::install(DocumentWindow *window, QMenu *editMenu)
{
    auto *action = new QAction(tr("Compute &Inertia…"), window);
    action->setObjectName(QStringLiteral("computeInertiaAction"));
    action->setStatusTip(tr("Set the selected link's mass, centre of mass and inertia from its "
                            "collision geometry"));
    editMenu->addAction(action);
    const auto update = [window, action] {
        action->setEnabled(selectedLink(window) != nullptr);
    };
    QObject::connect(window->selection(), &Selection::changed, action, update);
    update();
    QObject::connect(action, &QAction::triggered, window, [window] {
        QString link;
        if (!selectedLink(window, &link) || !window->session())
            return;
        auto *dialog = new ComputeInertiaDialog(window, link);
        dialog->show();
    });
    return action;
}

bool ComputeInertiaDialog::apply()
{
    edit::EditSession *session = m_window->session();
    if (!session)
        return false;
    InertiaBasis basis;
    basis.kind
        = m_basis->currentIndex() == 0 ? InertiaBasis::Kind::Density : InertiaBasis::Kind::Mass;
    basis.value = m_value->value();
    const edit::EditResult result = computeInertia(*session, m_link, basis);
    if (!result.ok) {
        m_message->setText(result.error);
        return false;
    }
    m_window->statusBar()->showMessage(result.notes.join(QStringLiteral("; ")), 15000);
    accept();
    return true;
}

} // namespace robostage
