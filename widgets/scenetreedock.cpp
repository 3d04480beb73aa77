#include "scenetreedock.h"

#include "scenetreemodel.h"
#include "selection.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTreeView>

namespace robostage {

SceneTreeDock::SceneTreeDock(QWidget *parent)
    : QDockWidget(tr("Scene"), parent)
    , m_model(new SceneTreeModel(this))
    , m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("sceneTreeDock"));
    m_view->setObjectName(QStringLiteral("sceneTreeView"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    setWidget(m_view);
}

void SceneTreeDock::setDocument(const Document *document)
{
    m_model->setDocument(document);
    m_view->expandToDepth(1);
    m_view->resizeColumnToContents(SceneTreeModel::NameColumn);
}

void SceneTreeDock::setSelection(Selection *selection)
{
    m_selection = selection;
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (m_selection && current.isValid())
                m_selection->setFrame(current.data(SceneTreeModel::FrameIdRole).toInt());
        });
    connect(selection, &Selection::changed, this, [this](FrameId frame) {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && current.data(SceneTreeModel::FrameIdRole).toInt() == frame)
            return;
        const QModelIndex index = m_model->indexOfFrame(frame);
        if (index.isValid()) {
            m_view->setCurrentIndex(index);
            m_view->scrollTo(index);
        } else {
            m_view->selectionModel()->clear();
        }
    });
}

} // namespace robostage
