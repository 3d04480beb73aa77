// The Joints dock's Drag base choice, Copy and Save as Initial (issue 32): where the gizmo's
// Drag Joints chain starts, the joint positions as command-line arguments or a YAML map, and
// which positions Save as Initial writes.

#include "joints/jointsdock.h"

#include "document.h"
#include "edit/numberformat.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>

#include <cmath>

namespace robostage {

namespace {

/// At most this many links are offered as Drag base (a world of thousands of robots lists
/// none: the chain then starts at the root of the dragged link).
constexpr int kMaxBaseLinks = 2000;

} // namespace

QWidget *JointsDock::makeToolRow()
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_ikBase = new QComboBox;
    m_ikBase->setObjectName(QStringLiteral("ikBaseCombo"));
    m_ikBase->setToolTip(tr("Drag Joints (K) moves the joints between this link and the dragged "
                            "link"));
    m_ikBase->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_ikBase->setMinimumContentsLength(12);
    connect(
        m_ikBase, &QComboBox::currentIndexChanged, this, [this] { emit ikBaseChanged(ikBase()); });
    auto *label = new QLabel(tr("Drag &base:"));
    label->setBuddy(m_ikBase);

    m_copy = new QToolButton;
    m_copy->setObjectName(QStringLiteral("copyJointsButton"));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the joint positions"));
    m_copy->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_copy);
    const auto copy = [this](bool yaml) {
        QApplication::clipboard()->setText(jointValuesText(yaml));
        emit copied(yaml ? tr("Joint positions copied as YAML")
                         : tr("Joint positions copied as --joint arguments"));
    };
    menu->addAction(tr("As --joint &Arguments"), this, [copy] { copy(false); })
        ->setObjectName(QStringLiteral("copyJointArgumentsAction"));
    menu->addAction(tr("As &YAML"), this, [copy] { copy(true); })
        ->setObjectName(QStringLiteral("copyJointYamlAction"));
    m_copy->setMenu(menu);

    layout->addWidget(label);
    layout->addWidget(m_ikBase, 1);
    layout->addWidget(m_copy);
    return row;
}

void JointsDock::listBaseLinks(const Document *document)
{
    const QString chosen = ikBase();
    const QSignalBlocker blocker(m_ikBase);
    m_ikBase->clear();
    m_ikBase->addItem(tr("(root)"), QString());
    if (document) {
        const FrameGraph &graph = document->frames();
        int links = 0;
        for (FrameId id = 1; id < graph.size() && links <= kMaxBaseLinks; ++id)
            links += graph.node(id).kind == FrameKind::Link;
        for (FrameId id = 1; id < graph.size() && links <= kMaxBaseLinks; ++id) {
            if (graph.node(id).kind == FrameKind::Link)
                m_ikBase->addItem(graph.node(id).scopedName, graph.node(id).scopedName);
        }
    }
    m_ikBase->setCurrentIndex(std::max(0, m_ikBase->findData(chosen)));
    m_copy->setEnabled(m_table.size() > 0);
    if (ikBase() != chosen)
        emit ikBaseChanged(ikBase());
}

void JointsDock::updateSaveInitial(const Document *document)
{
    const bool sdf = document && document->scene().format == SourceFormat::Sdf;
    m_saveInitial->setEnabled(sdf && m_table.size() > 0);
    m_saveInitial->setToolTip(sdf || !document
            ? tr("Write the joint positions into the file as the joints' initial positions "
                 "(SDFormat <initial_position>); one undoable edit")
            : tr("Only SDFormat files have initial joint positions; use Copy for a controller's "
                 "configuration"));
}

JointPositions JointsDock::initialPositionChanges() const
{
    JointPositions out;
    for (int i = 0; i < m_table.size(); ++i) {
        const JointRow &row = m_table.row(i);
        // Files hold a position to 1e-12 (edit::formatNumber): closer counts as the same.
        if (row.leader.isEmpty() && std::abs(row.value - row.initial) > 1e-9)
            out.insert(row.name, row.value);
    }
    return out;
}

QString JointsDock::ikBase() const
{
    return m_ikBase ? m_ikBase->currentData().toString() : QString();
}

QHash<QString, QPair<double, double>> JointsDock::ranges() const
{
    QHash<QString, QPair<double, double>> out;
    for (int i = 0; i < m_table.size(); ++i)
        out.insert(m_table.row(i).name, {m_table.row(i).lower, m_table.row(i).upper});
    return out;
}

QString JointsDock::jointValuesText(bool yaml) const
{
    // The model prefix every joint shares ("ur::") is left out, as ros2_control's
    // initial_positions.yaml and `--joint` (a unique suffix is enough) name joints.
    QStringList names;
    for (int i = 0; i < m_table.size(); ++i) {
        if (m_table.row(i).leader.isEmpty())
            names << m_table.row(i).name;
    }
    QString prefix;
    const int scope = names.value(0).indexOf(QLatin1String("::"));
    if (scope > 0) {
        prefix = names.first().left(scope + 2);
        for (const QString &name : names) {
            if (!name.startsWith(prefix))
                prefix.clear();
        }
    }
    QStringList parts;
    for (const QString &name : names) {
        const QString value = QString::fromUtf8(edit::formatNumber(position(name)));
        const QString shown = name.mid(prefix.size());
        parts << (yaml ? shown + QStringLiteral(": ") + value
                       : QStringLiteral("--joint %1=%2").arg(shown, value));
    }
    return parts.join(yaml ? QStringLiteral("\n") : QStringLiteral(" "))
        + (yaml && !parts.isEmpty() ? QStringLiteral("\n") : QString());
}

} // namespace robostage
