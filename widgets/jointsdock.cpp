#include "jointsdock.h"

#include "document.h"
#include "elidedlabel.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

/// SDFormat's "no limit" (joint.sdf `<lower>`/`<upper>` default ±1e16).
constexpr double kUnlimited = 1e16;
/// Range of joints without usable limits.
constexpr double kDefaultAngle = M_PI; // radians
constexpr double kDefaultDistance = 1; // metres

bool isAngular(Joint::Type type)
{
    return type != Joint::Type::Prismatic;
}

bool isMovable(Joint::Type type)
{
    switch (type) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Prismatic:
    case Joint::Type::Screw:
    case Joint::Type::Universal:
    case Joint::Type::Revolute2:
        return true;
    default:
        return false;
    }
}

bool isBound(double value)
{
    return std::isfinite(value) && std::abs(value) < kUnlimited;
}

/// The scene's joints by FrameId, nested models and world joints included.
void collectJoints(const Model &model, QHash<FrameId, const Joint *> &joints)
{
    for (const Joint &joint : model.joints)
        joints.insert(joint.frame, &joint);
    for (const Model &nested : model.models)
        collectJoints(nested, joints);
}

} // namespace

struct JointsDock::Row
{
    QString name; ///< scoped
    bool angular = true;
    double lower = 0, upper = 0; ///< range, radians or metres
    double value = 0;
    double initial = 0; ///< JointMotion::initialPosition, where Reset puts the joint
    QString leader; ///< scoped name of the mimic leader; empty: not a follower
    double multiplier = 1, offset = 0, reference = 0;
    QSlider *slider = nullptr;
    QDoubleSpinBox *spin = nullptr;
};

JointsDock::JointsDock(QWidget *parent)
    : QDockWidget(tr("Joints"), parent)
    , m_content(new QWidget)
    , m_grid(new QGridLayout)
    , m_empty(new QLabel(tr("No movable joints.")))
    , m_reset(new QPushButton(tr("&Reset")))
{
    setObjectName(QStringLiteral("jointsDock"));
    m_reset->setObjectName(QStringLiteral("resetJointsButton"));
    m_reset->setToolTip(tr("Put every joint back to where it starts (0, or a SimRobot "
                           "joint's initial deflection)"));
    connect(m_reset, &QPushButton::clicked, this, &JointsDock::reset);
    m_empty->setEnabled(false);

    auto *hint = new QLabel(tr("Poses the robot in the view only; the file is not changed."));
    hint->setWordWrap(true);
    hint->setEnabled(false);
    auto *header = new QHBoxLayout;
    header->addWidget(hint, 1);
    header->addWidget(m_reset, 0, Qt::AlignTop);

    m_grid->setColumnStretch(1, 1);
    m_grid->setVerticalSpacing(2);
    auto *rows = new QVBoxLayout(m_content);
    rows->addLayout(m_grid);
    rows->addWidget(m_empty);
    rows->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_content);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(header);
    layout->addWidget(scroll, 1);
    setWidget(body);
    setDocument(nullptr);
}

JointsDock::~JointsDock() = default;

void JointsDock::clearRows()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();
    m_rowByName.clear();
}

void JointsDock::setDocument(const Document *document)
{
    clearRows();
    if (document) {
        QHash<FrameId, const Joint *> joints;
        for (const Model &model : document->scene().world.models)
            collectJoints(model, joints);
        for (const Joint &joint : document->scene().world.joints)
            joints.insert(joint.frame, &joint);
        const FrameGraph &frames = document->frames();
        std::vector<const JointMotion *> movable;
        for (const JointMotion &motion : frames.joints()) {
            if (isMovable(motion.type) && motion.joint >= 0 && motion.joint < frames.size())
                movable.push_back(&motion);
        }
        // Labels without the model prefix all joints share (a robot's name).
        QString prefix;
        if (!movable.empty()) {
            const QString &first = frames.node(movable.front()->joint).scopedName;
            const int end = first.indexOf(QLatin1String("::"));
            prefix = end > 0 ? first.left(end + 2) : QString();
            for (const JointMotion *motion : movable) {
                if (!frames.node(motion->joint).scopedName.startsWith(prefix))
                    prefix.clear();
            }
        }
        for (const JointMotion *motion : movable) {
            const QString &name = frames.node(motion->joint).scopedName;
            addRow(*motion, joints.value(motion->joint), name, name.mid(prefix.size()));
        }
    }
    m_empty->setVisible(m_rows.empty());
    m_reset->setEnabled(!m_rows.empty());
    updateFollowers();
    emit positionsChanged(positions());
}

void JointsDock::addRow(
    const JointMotion &motion, const Joint *joint, const QString &name, const QString &label)
{
    Row row;
    row.name = name;
    row.angular = isAngular(motion.type);
    const JointAxis axis = joint ? joint->axis : JointAxis();
    const double fallback = row.angular ? kDefaultAngle : kDefaultDistance;
    QStringList notes;
    if (motion.type == Joint::Type::Continuous) {
        row.lower = -M_PI;
        row.upper = M_PI;
    } else if (isBound(axis.lower) && isBound(axis.upper) && axis.lower < axis.upper) {
        row.lower = axis.lower;
        row.upper = axis.upper;
    } else {
        row.lower = isBound(axis.lower) && axis.lower < 0 ? axis.lower : -fallback;
        row.upper = isBound(axis.upper) && axis.upper > 0 ? axis.upper : fallback;
        if (row.lower >= row.upper) {
            row.lower = -fallback;
            row.upper = fallback;
        }
        notes << (row.angular ? tr("no usable limits: the slider spans %1° to %2°")
                                    .arg(row.lower * 180 / M_PI, 0, 'f', 0)
                                    .arg(row.upper * 180 / M_PI, 0, 'f', 0)
                              : tr("no usable limits: the slider spans %1 m to %2 m")
                                    .arg(row.lower, 0, 'g', 4)
                                    .arg(row.upper, 0, 'g', 4));
    }
    if (row.lower > 0 || row.upper < 0) {
        row.lower = std::min(row.lower, 0.0);
        row.upper = std::max(row.upper, 0.0);
        notes << tr("the limits do not include 0; the slider reaches 0 too");
    }
    row.initial = motion.initialPosition;
    row.value = row.initial;
    if (row.initial != 0) {
        row.lower = std::min(row.lower, row.initial);
        row.upper = std::max(row.upper, row.initial);
        notes << (row.angular ? tr("starts at %1°").arg(row.initial * 180 / M_PI, 0, 'g', 4)
                              : tr("starts at %1 m").arg(row.initial, 0, 'g', 4));
    }
    if (motion.type == Joint::Type::Universal || motion.type == Joint::Type::Revolute2)
        notes << tr("first axis only");
    row.leader = motion.mimicLeader;
    row.multiplier = motion.mimicMultiplier;
    row.offset = motion.mimicOffset;
    row.reference = motion.mimicReference;
    if (!row.leader.isEmpty()) {
        // The leader by its label (the same model prefix left out).
        const QString prefix = name.left(name.size() - label.size());
        const QString leader
            = row.leader.startsWith(prefix) ? row.leader.mid(prefix.size()) : row.leader;
        if (row.reference == 0 && row.offset == 0)
            notes << tr("follows %1 × %2").arg(leader).arg(row.multiplier);
        else
            notes << tr("follows %1: %2 × (%1 − %3) + %4")
                         .arg(leader)
                         .arg(row.multiplier)
                         .arg(row.reference)
                         .arg(row.offset);
    }

    const int index = int(m_rows.size());
    const int gridRow = m_grid->rowCount();
    // Elided when the dock is narrow: the slider, spin box and notes stay in view (PR2's names).
    auto *nameLabel = new ElidedLabel(label);
    nameLabel->setToolTip(joint ? tr("%1 (%2)").arg(name, joint->typeName) : name);
    row.slider = new QSlider(Qt::Horizontal);
    row.slider->setObjectName(QStringLiteral("jointSlider"));
    row.slider->setRange(0, kSliderSteps);
    row.slider->setMinimumWidth(60);
    row.spin = new QDoubleSpinBox;
    row.spin->setObjectName(QStringLiteral("jointSpinBox"));
    row.spin->setKeyboardTracking(false);
    row.spin->setAccelerated(true);
    if (row.angular) {
        row.spin->setSuffix(tr(" °"));
        row.spin->setDecimals(1);
        row.spin->setSingleStep(1);
    } else {
        row.spin->setSuffix(tr(" m"));
        row.spin->setDecimals(4);
        row.spin->setSingleStep(0.001);
    }
    const double scale = row.angular ? 180 / M_PI : 1;
    if (row.leader.isEmpty()) {
        row.spin->setRange(row.lower * scale, row.upper * scale);
    } else {
        // A follower may be driven past its own limits; show the value it gets.
        row.spin->setRange(-1e9, 1e9);
        row.spin->setReadOnly(true);
        row.spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
        row.slider->setEnabled(false);
    }
    if (!notes.isEmpty()) {
        for (QWidget *w : std::initializer_list<QWidget *> {nameLabel, row.slider, row.spin})
            w->setToolTip(w->toolTip().isEmpty()
                    ? notes.join(QLatin1Char('\n'))
                    : w->toolTip() + QLatin1Char('\n') + notes.join(QLatin1Char('\n')));
        nameLabel->setText(label + QStringLiteral(" *"));
    }
    m_grid->addWidget(nameLabel, gridRow, 0);
    m_grid->addWidget(row.slider, gridRow, 1);
    m_grid->addWidget(row.spin, gridRow, 2);
    if (!notes.isEmpty()) {
        // Long joint names may wrap after their underscores (a zero-width space there).
        QString text = notes.join(QStringLiteral("; "));
        text.replace(QLatin1Char('_'), QStringLiteral("_\u200B"));
        auto *note = new QLabel(text);
        note->setWordWrap(true);
        note->setEnabled(false);
        QFont small = note->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        note->setFont(small);
        m_grid->addWidget(note, gridRow + 1, 1, 1, 2);
    }

    m_rowByName.insert(name, index);
    m_rows.push_back(row);
    Row &added = m_rows.back();
    showValue(added);
    connect(added.slider, &QSlider::valueChanged, this, [this, index](int step) {
        const Row &r = m_rows[size_t(index)];
        setValue(index, r.lower + (r.upper - r.lower) * step / kSliderSteps);
        emit positionsChanged(positions());
    });
    connect(added.spin, &QDoubleSpinBox::valueChanged, this, [this, index](double shown) {
        const Row &r = m_rows[size_t(index)];
        if (!r.leader.isEmpty())
            return;
        setValue(index, r.angular ? shown * M_PI / 180 : shown);
        emit positionsChanged(positions());
    });
}

void JointsDock::showValue(Row &row)
{
    const QSignalBlocker blockSlider(row.slider);
    const QSignalBlocker blockSpin(row.spin);
    const double span = row.upper - row.lower;
    const double t = span > 0 ? (row.value - row.lower) / span : 0;
    row.slider->setValue(int(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps)));
    row.spin->setValue(row.angular ? row.value * 180 / M_PI : row.value);
}

void JointsDock::setValue(int index, double value)
{
    Row &row = m_rows[size_t(index)];
    row.value = std::clamp(value, row.lower, row.upper);
    showValue(row);
    updateFollowers();
}

void JointsDock::updateFollowers()
{
    // As FrameGraph::worldPoses(): a follower follows a leader that has a position.
    for (Row &row : m_rows) {
        if (row.leader.isEmpty())
            continue;
        const auto leader = m_rowByName.constFind(row.leader);
        const bool driven
            = leader != m_rowByName.constEnd() && m_rows[size_t(*leader)].leader.isEmpty();
        row.value = driven
            ? row.multiplier * (m_rows[size_t(*leader)].value - row.reference) + row.offset
            : row.initial;
        showValue(row);
    }
}

JointPositions JointsDock::positions() const
{
    JointPositions q;
    for (const Row &row : m_rows) {
        if (row.leader.isEmpty())
            q.insert(row.name, row.value);
    }
    return q;
}

void JointsDock::setPositions(const JointPositions &q)
{
    for (auto it = q.begin(); it != q.end(); ++it) {
        const auto index = m_rowByName.constFind(it.key());
        if (index != m_rowByName.constEnd() && m_rows[size_t(*index)].leader.isEmpty()) {
            Row &row = m_rows[size_t(*index)];
            row.value = std::clamp(it.value(), row.lower, row.upper);
            showValue(row);
        }
    }
    updateFollowers();
    emit positionsChanged(positions());
}

void JointsDock::reset()
{
    for (Row &row : m_rows) {
        row.value = row.initial;
        showValue(row);
    }
    updateFollowers();
    emit positionsChanged(positions());
}

QStringList JointsDock::joints() const
{
    QStringList names;
    for (const Row &row : m_rows)
        names << row.name;
    return names;
}

double JointsDock::position(const QString &joint) const
{
    const auto index = m_rowByName.constFind(joint);
    return index == m_rowByName.constEnd() ? 0 : m_rows[size_t(*index)].value;
}

QSlider *JointsDock::slider(const QString &joint) const
{
    const auto index = m_rowByName.constFind(joint);
    return index == m_rowByName.constEnd() ? nullptr : m_rows[size_t(*index)].slider;
}

QDoubleSpinBox *JointsDock::spinBox(const QString &joint) const
{
    const auto index = m_rowByName.constFind(joint);
    return index == m_rowByName.constEnd() ? nullptr : m_rows[size_t(*index)].spin;
}

} // namespace robostage
