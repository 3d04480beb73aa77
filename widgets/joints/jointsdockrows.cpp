// The Joints dock's rows: a name, a slider and a spin box for each joint listed, and a note
// under the rows whose range differs from the file.

#include "base/elidedlabel.h"
#include "joints/jointsdock.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace robostage {

void JointsDock::showRows(const std::vector<int> &indices, const QString &prefix)
{
    m_rows.clear();
    m_rowByName.clear();
    delete m_rowsWidget;
    m_rowsWidget = new QWidget;
    auto *grid = new QGridLayout(m_rowsWidget);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(0, 1);
    grid->setVerticalSpacing(2);
    m_rows.reserve(indices.size());
    for (const int index : indices)
        addRow(grid, index, prefix);
    static_cast<QVBoxLayout *>(m_content->layout())->insertWidget(0, m_rowsWidget);
}

void JointsDock::addRow(QGridLayout *grid, int index, const QString &prefix)
{
    const JointRow &joint = m_table.row(index);
    const bool listedByPrefix = joint.name.startsWith(prefix);
    const QString label = listedByPrefix ? joint.name.mid(prefix.size()) : joint.name;
    const QStringList notes = m_table.notes(index, listedByPrefix ? prefix : QString());

    Row row;
    row.index = index;
    const int gridRow = grid->rowCount();
    // Elided when the dock is narrow: the slider, spin box and notes stay in view (PR2's names).
    auto *nameLabel = new ElidedLabel(label);
    nameLabel->setToolTip(
        joint.typeName.isEmpty() ? joint.name : tr("%1 (%2)").arg(joint.name, joint.typeName));
    row.slider = new QSlider(Qt::Horizontal);
    row.slider->setObjectName(QStringLiteral("jointSlider"));
    row.slider->setRange(0, kSliderSteps);
    row.slider->setMinimumWidth(120);
    row.spin = new QDoubleSpinBox;
    row.spin->setObjectName(QStringLiteral("jointSpinBox"));
    row.spin->setKeyboardTracking(false);
    row.spin->setAccelerated(true);
    if (joint.angular) {
        row.spin->setSuffix(tr(" °"));
        row.spin->setDecimals(1);
        row.spin->setSingleStep(1);
    } else {
        row.spin->setSuffix(tr(" m"));
        row.spin->setDecimals(4);
        row.spin->setSingleStep(0.001);
    }
    const double scale = joint.angular ? 180 / M_PI : 1;
    if (joint.leader.isEmpty()) {
        row.spin->setRange(joint.lower * scale, joint.upper * scale);
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
    // The name and the value on one line, the slider below them over the dock's whole width
    // (issue 30: beside a long name it was 50 px wide, and 24 px of drag turned 180°).
    grid->addWidget(nameLabel, gridRow, 0);
    grid->addWidget(row.spin, gridRow, 1);
    grid->addWidget(row.slider, gridRow + 1, 0, 1, 2);
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
        grid->addWidget(note, gridRow + 2, 0, 1, 2);
    }

    m_rowByName.insert(joint.name, int(m_rows.size()));
    m_rows.push_back(row);
    showValue(row);
    connect(row.slider, &QSlider::valueChanged, this, [this, index](int step) {
        const JointRow &r = m_table.row(index);
        m_table.setValue(index, r.lower + (r.upper - r.lower) * step / kSliderSteps);
        showValues();
        emit positionsChanged(positions());
    });
    connect(row.spin, &QDoubleSpinBox::valueChanged, this, [this, index](double shown) {
        const JointRow &r = m_table.row(index);
        if (!r.leader.isEmpty())
            return;
        m_table.setValue(index, r.angular ? shown * M_PI / 180 : shown);
        showValues();
        emit positionsChanged(positions());
    });
}

void JointsDock::showValues()
{
    for (const Row &row : m_rows)
        showValue(row);
}

void JointsDock::showValue(const Row &row)
{
    const JointRow &joint = m_table.row(row.index);
    const QSignalBlocker blockSlider(row.slider);
    const QSignalBlocker blockSpin(row.spin);
    const double span = joint.upper - joint.lower;
    const double t = span > 0 ? (joint.value - joint.lower) / span : 0;
    row.slider->setValue(int(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps)));
    row.spin->setValue(joint.angular ? joint.value * 180 / M_PI : joint.value);
}

} // namespace robostage
