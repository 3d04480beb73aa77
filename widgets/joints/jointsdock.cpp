#include "joints/jointsdock.h"

#include "base/selection.h"
#include "document.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace robostage {

JointsDock::JointsDock(QWidget *parent)
    : QDockWidget(tr("Joints"), parent)
    , m_scroll(new QScrollArea)
    , m_content(new QWidget)
    , m_summary(new QLabel)
    , m_filter(new QLineEdit)
    , m_filterTimer(new QTimer(this))
    , m_empty(new QLabel(tr("No movable joints.")))
    , m_reset(new QPushButton(tr("&Reset")))
    , m_saveInitial(new QPushButton(tr("Save as &Initial")))
{
    setObjectName(QStringLiteral("jointsDock"));
    m_reset->setObjectName(QStringLiteral("resetJointsButton"));
    m_reset->setToolTip(tr("Put every joint back to where it starts (its initial position: 0 "
                           "unless the file gives one)"));
    connect(m_reset, &QPushButton::clicked, this, &JointsDock::reset);
    m_saveInitial->setObjectName(QStringLiteral("saveInitialButton"));
    connect(m_saveInitial, &QPushButton::clicked, this, &JointsDock::saveInitialRequested);
    m_empty->setEnabled(false);
    m_summary->setObjectName(QStringLiteral("jointsSummary"));
    m_summary->setWordWrap(true);
    m_filter->setObjectName(QStringLiteral("jointFilter"));
    m_filter->setPlaceholderText(tr("Filter joints by name"));
    m_filter->setClearButtonEnabled(true);
    // Typing waits for a pause: the first letter matches thousands of joints.
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(150);
    connect(m_filterTimer, &QTimer::timeout, this, &JointsDock::listJoints);
    connect(m_filter, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        m_filterTimer->stop();
        listJoints();
    });

    auto *hint = new QLabel(tr("Poses the robot in the view; the file changes only on Save as "
                               "Initial."));
    hint->setWordWrap(true);
    hint->setEnabled(false);
    auto *header = new QHBoxLayout;
    header->addWidget(hint, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_reset);
    buttons->addWidget(m_saveInitial);
    header->addLayout(buttons);

    auto *rows = new QVBoxLayout(m_content);
    rows->addWidget(m_empty);
    rows->addStretch(1);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_content);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(header);
    layout->addWidget(makeToolRow());
    layout->addWidget(m_summary);
    layout->addWidget(m_filter);
    layout->addWidget(m_scroll, 1);
    setWidget(body);
    setDocument(nullptr);
}

JointsDock::~JointsDock() = default;

void JointsDock::setDocument(const Document *document)
{
    const QString path = document ? document->path() : QString();
    const bool sameFile = !path.isEmpty() && path == m_path;
    m_path = path;
    showRows({}, QString()); // the rows refer to the old table
    m_table.build(document);
    if (!sameFile) {
        const QSignalBlocker blocker(m_filter);
        m_filter->clear();
    }
    if (!sameFile || !m_table.hasModel(m_model))
        m_model.clear();
    m_empty->setVisible(m_table.size() == 0);
    m_reset->setEnabled(m_table.size() > 0);
    updateSaveInitial(document);
    listBaseLinks(document);
    listJoints();
    emit positionsChanged(positions());
}

void JointsDock::setSelection(Selection *selection)
{
    if (m_selection)
        disconnect(m_selection, nullptr, this, nullptr);
    m_selection = selection;
    if (m_selection)
        connect(m_selection, &Selection::changed, this, &JointsDock::selectionChanged);
}

JointPositions JointsDock::positions() const
{
    return m_table.positions();
}

void JointsDock::setPositions(const JointPositions &q)
{
    m_table.setPositions(q);
    showValues();
    emit positionsChanged(positions());
}

void JointsDock::reset()
{
    m_table.reset();
    showValues();
    emit positionsChanged(positions());
}

QStringList JointsDock::joints() const
{
    QStringList names;
    for (int i = 0; i < m_table.size(); ++i)
        names << m_table.row(i).name;
    return names;
}

QStringList JointsDock::shownJoints() const
{
    QStringList names;
    for (const Row &row : m_rows)
        names << m_table.row(row.index).name;
    return names;
}

double JointsDock::position(const QString &joint) const
{
    const int index = m_table.indexOf(joint);
    return index < 0 ? 0 : m_table.row(index).value;
}

QSlider *JointsDock::slider(const QString &joint) const
{
    const auto row = m_rowByName.constFind(joint);
    return row == m_rowByName.constEnd() ? nullptr : m_rows[size_t(*row)].slider;
}

QDoubleSpinBox *JointsDock::spinBox(const QString &joint) const
{
    const auto row = m_rowByName.constFind(joint);
    return row == m_rowByName.constEnd() ? nullptr : m_rows[size_t(*row)].spin;
}

QString JointsDock::summary() const
{
    return m_summary->text();
}

} // namespace robostage
