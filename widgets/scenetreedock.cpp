#include "scenetreedock.h"

#include "scenetreemodel.h"

#include <QHeaderView>
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

} // namespace robostage
