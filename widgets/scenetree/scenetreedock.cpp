#include "scenetree/scenetreedock.h"

#include "base/selection.h"
#include "document.h"
#include "scenetree/scenetreefilter.h"
#include "scenetree/scenetreemodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace robostage {

namespace {

const QString kKinematicKey = QStringLiteral("sceneTree/kinematic");
constexpr int kFilterDelayMs = 300; ///< a large file's filter applies after this pause

} // namespace

FrameId SceneTreeDock::frameOf(const QModelIndex &index)
{
    return index.isValid() ? index.data(SceneTreeModel::FrameIdRole).toInt() : kNoFrame;
}

SceneTreeDock::SceneTreeDock(QWidget *parent)
    : QDockWidget(tr("Scene"), parent)
    , m_model(new SceneTreeModel(this))
    , m_proxy(new SceneTreeFilter(this))
    , m_view(new QTreeView(this))
    , m_filter(new QLineEdit(this))
    , m_kinematic(new QToolButton(this))
    , m_message(new QLabel(this))
    , m_filterDelay(new QTimer(this))
{
    setObjectName(QStringLiteral("sceneTreeDock"));
    m_proxy->setSourceModel(m_model);

    m_filter->setObjectName(QStringLiteral("sceneFilter"));
    m_filter->setPlaceholderText(tr("Filter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show the rows whose name or kind contains this text"));
    // In a large file every filter costs many rows: it waits until the typing pauses.
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(kFilterDelayMs);
    connect(m_filterDelay, &QTimer::timeout, this, [this] { filterChanged(m_filter->text()); });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (isLarge()) {
            m_filterDelay->start();
        } else {
            m_filterDelay->stop();
            filterChanged(text);
        }
    });

    m_kinematic->setObjectName(QStringLiteral("kinematicToggle"));
    m_kinematic->setText(tr("Kinematic"));
    m_kinematic->setToolTip(
        tr("Show each model's links as kinematic chains: parent link → joint → child link"));
    m_kinematic->setCheckable(true);
    m_kinematic->setChecked(QSettings().value(kKinematicKey, false).toBool());
    m_model->setKinematic(m_kinematic->isChecked());
    connect(m_kinematic, &QToolButton::toggled, this, &SceneTreeDock::setKinematic);

    m_message->setObjectName(QStringLiteral("sceneTreeMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();
    connect(m_model, &SceneTreeModel::renameRefused, this, &SceneTreeDock::showMessage);
    connect(m_model, &SceneTreeModel::renamed, m_message, &QLabel::hide);

    m_view->setObjectName(QStringLiteral("sceneTreeView"));
    m_view->setModel(m_proxy);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->header()->setStretchLastSection(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->viewport()->installEventFilter(this);
    // The rows a model's expansion makes (by the user, or to show a selection made in the view)
    // may need more room than the column has: it grows to fit them, once they are laid out.
    connect(m_view, &QTreeView::expanded, this, [this] {
        if (!m_restoring)
            QMetaObject::invokeMethod(
                this, [this] { fitNameColumn(Fit::Grow); }, Qt::QueuedConnection);
    });

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(2, 2, 2, 0);
    bar->addWidget(m_filter);
    bar->addWidget(m_kinematic);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_view);
    setWidget(content);
}

void SceneTreeDock::setDocument(const Document *document)
{
    const QString path = document ? document->path() : QString();
    const bool sameFile = document && !path.isEmpty() && path == m_documentPath;
    m_document = document;
    m_documentPath = path;
    if (!sameFile) {
        m_unfiltered = {};
        m_unfiltered.expandDefault = true;
        m_message->hide();
    }
    rebuild(sameFile);
}

void SceneTreeDock::setSession(edit::EditSession *session)
{
    m_model->setSession(session);
}

void SceneTreeDock::setSelection(Selection *selection)
{
    m_selection = selection;
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (m_selection && current.isValid() && !m_restoring)
                m_selection->setFrame(frameOf(current));
        });
    connect(selection, &Selection::changed, this, [this](FrameId frame) {
        // A refused rename's reason is about the row that was selected: it goes with it.
        m_message->hide();
        if (frameOf(m_view->currentIndex()) == frame && frame != kNoFrame)
            return;
        const QModelIndex index = indexOfFrame(frame);
        if (index.isValid()) {
            m_view->setCurrentIndex(index);
            m_view->scrollTo(index);
        } else {
            m_view->selectionModel()->clear();
        }
    });
}

void SceneTreeDock::setKinematic(bool kinematic)
{
    {
        const QSignalBlocker blocker(m_kinematic);
        m_kinematic->setChecked(kinematic);
    }
    QSettings().setValue(kKinematicKey, kinematic);
    if (m_model->isKinematic() == kinematic)
        return;
    m_model->setKinematic(kinematic);
    // The same entities in another arrangement: the current row stays, the expansion is the
    // view's default.
    const TreeState state = saveState();
    m_restoring = true;
    m_model->setDocument(m_document);
    if (!isFiltering())
        expandDefault();
    else
        m_view->expandAll();
    restoreCurrent(state);
    m_restoring = false;
    m_unfiltered = {};
    m_unfiltered.expandDefault = true;
    fitNameColumn(Fit::Grow);
}

bool SceneTreeDock::isKinematic() const
{
    return m_model->isKinematic();
}

bool SceneTreeDock::editCurrentName()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return false;
    const QModelIndex name = current.siblingAtColumn(SceneTreeModel::NameColumn);
    if (!(name.flags() & Qt::ItemIsEditable))
        return false;
    m_view->setFocus();
    m_view->edit(name);
    return m_view->indexWidget(name) != nullptr; // the editor
}

QString SceneTreeDock::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QModelIndex SceneTreeDock::indexOfFrame(FrameId frame) const
{
    return m_proxy->mapFromSource(m_model->indexOfFrame(frame));
}

void SceneTreeDock::rebuild(bool keepState)
{
    const TreeState state = saveState();
    m_restoring = true;
    m_model->setDocument(m_document);
    if (isFiltering())
        m_view->expandAll();
    else if (keepState)
        restoreExpansion(state);
    else
        expandDefault();
    if (keepState) {
        restoreCurrent(state);
        // Where the user had scrolled to (issue 30: a reload went back to the top), once the
        // view has laid out the rows again; a row made current meanwhile (a new selection: a
        // paste, an added entity) is brought into view.
        const QPersistentModelIndex restored = m_view->currentIndex();
        QTimer::singleShot(0, m_view, [view = m_view, scroll = state.scroll, restored] {
            view->verticalScrollBar()->setValue(scroll);
            if (view->currentIndex().isValid() && view->currentIndex() != restored)
                view->scrollTo(view->currentIndex());
        });
    }
    m_restoring = false;
    fitNameColumn(keepState ? Fit::Grow : Fit::Contents);
}

void SceneTreeDock::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->show();
}

} // namespace robostage
