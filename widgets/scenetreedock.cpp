#include "scenetreedock.h"

#include "document.h"
#include "scenetreemodel.h"
#include "selection.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

namespace robostage {

namespace {

const QString kKinematicKey = QStringLiteral("sceneTree/kinematic");

/// Calls `visit` for every name-column index below `parent` of `model`, depth first.
void forEachRow(const QAbstractItemModel &model, const QModelIndex &parent,
    const std::function<void(const QModelIndex &)> &visit)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SceneTreeModel::NameColumn, parent);
        visit(index);
        forEachRow(model, index, visit);
    }
}

FrameId frameOf(const QModelIndex &index)
{
    return index.isValid() ? index.data(SceneTreeModel::FrameIdRole).toInt() : kNoFrame;
}

} // namespace

SceneTreeDock::SceneTreeDock(QWidget *parent)
    : QDockWidget(tr("Scene"), parent)
    , m_model(new SceneTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTreeView(this))
    , m_filter(new QLineEdit(this))
    , m_kinematic(new QToolButton(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("sceneTreeDock"));
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1); // the name or the kind
    m_proxy->setSourceModel(m_model);

    m_filter->setObjectName(QStringLiteral("sceneFilter"));
    m_filter->setPlaceholderText(tr("Filter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show the rows whose name or kind contains this text"));
    connect(m_filter, &QLineEdit::textChanged, this, &SceneTreeDock::filterChanged);

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
    if (m_filter->text().isEmpty())
        expandDefault();
    else
        m_view->expandAll();
    restoreCurrent(state);
    m_restoring = false;
    m_unfiltered = {};
    m_view->resizeColumnToContents(SceneTreeModel::NameColumn);
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

SceneTreeDock::TreeState SceneTreeDock::saveState() const
{
    TreeState state;
    forEachRow(*m_proxy, {}, [&](const QModelIndex &index) {
        if (m_view->isExpanded(index)) {
            state.expandedKeys.insert(index.data(SceneTreeModel::KeyRole).toString());
            state.expandedFrames.insert(frameOf(index));
        }
    });
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid()) {
        state.currentKey = current.data(SceneTreeModel::KeyRole).toString();
        state.currentFrame = frameOf(current);
        state.currentKind = current.data(SceneTreeModel::KindRole).toInt();
    }
    return state;
}

void SceneTreeDock::restoreExpansion(const TreeState &state)
{
    m_view->collapseAll();
    forEachRow(*m_proxy, {}, [&](const QModelIndex &index) {
        const FrameId frame = frameOf(index);
        if (state.expandedKeys.contains(index.data(SceneTreeModel::KeyRole).toString())
            || (frame != kNoFrame && state.expandedFrames.contains(frame)))
            m_view->expand(index);
    });
}

void SceneTreeDock::restoreCurrent(const TreeState &state)
{
    if (state.currentKey.isEmpty())
        return;
    QModelIndex byKey, byFrame;
    forEachRow(*m_proxy, {}, [&](const QModelIndex &index) {
        if (!byKey.isValid() && index.data(SceneTreeModel::KeyRole).toString() == state.currentKey)
            byKey = index;
        if (!byFrame.isValid() && state.currentFrame != kNoFrame
            && frameOf(index) == state.currentFrame
            && index.data(SceneTreeModel::KindRole).toInt() == state.currentKind)
            byFrame = index;
    });
    // A renamed entity keeps its frame id, not its key.
    const QModelIndex current = byKey.isValid() ? byKey : byFrame;
    if (!current.isValid())
        return;
    m_view->setCurrentIndex(current);
    m_view->scrollTo(current);
}

void SceneTreeDock::expandDefault()
{
    m_view->collapseAll();
    if (!m_model->isKinematic()) {
        m_view->expandToDepth(1);
        return;
    }
    using Kind = SceneTreeModel::Kind;
    forEachRow(*m_proxy, {}, [&](const QModelIndex &index) {
        const auto kind = Kind(index.data(SceneTreeModel::KindRole).toInt());
        bool expand = kind == Kind::World || kind == Kind::Model || kind == Kind::Joint;
        for (int row = 0; !expand && kind == Kind::Link && row < m_proxy->rowCount(index); ++row)
            expand = Kind(m_proxy->index(row, 0, index).data(SceneTreeModel::KindRole).toInt())
                == Kind::Joint;
        if (expand)
            m_view->expand(index);
    });
}

void SceneTreeDock::rebuild(bool keepState)
{
    const TreeState state = saveState();
    m_restoring = true;
    m_model->setDocument(m_document);
    if (!m_filter->text().isEmpty())
        m_view->expandAll();
    else if (keepState)
        restoreExpansion(state);
    else
        expandDefault();
    if (keepState)
        restoreCurrent(state);
    m_restoring = false;
    m_view->resizeColumnToContents(SceneTreeModel::NameColumn);
}

void SceneTreeDock::filterChanged(const QString &text)
{
    const bool wasFiltering = !m_proxy->filterRegularExpression().pattern().isEmpty();
    if (!wasFiltering && !text.isEmpty())
        m_unfiltered = saveState();
    m_restoring = true;
    m_proxy->setFilterFixedString(text);
    if (text.isEmpty())
        restoreExpansion(m_unfiltered);
    else
        m_view->expandAll();
    m_restoring = false;
    // The selection's row becomes current again when the filter shows it.
    const QModelIndex selected = m_selection ? indexOfFrame(m_selection->frame()) : QModelIndex();
    if (selected.isValid() && m_view->currentIndex() != selected) {
        m_restoring = true;
        m_view->setCurrentIndex(selected);
        m_restoring = false;
    }
    if (m_view->currentIndex().isValid())
        m_view->scrollTo(m_view->currentIndex());
}

void SceneTreeDock::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->show();
}

} // namespace robostage
