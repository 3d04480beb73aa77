#include "library/librarydock.h"

#include "base/documentwindow.h"
#include "library/librarydrop.h"
#include "library/librarymodel.h"
#include "library/librarythumbnails.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace robostage {

namespace {

constexpr int kMaxSkippedShown = 20; // folders named in the status line's tool tip

} // namespace

LibraryDock::LibraryDock(QWidget *parent)
    : QDockWidget(tr("Insert"), parent)
    , m_model(new LibraryModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit)
    , m_view(new QListView)
    , m_status(new QLabel)
{
    setObjectName(QStringLiteral("insertDock"));
    m_filter->setSourceModel(m_model);
    m_filter->setFilterRole(LibraryModel::SearchRole);
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setPlaceholderText(tr("Search models"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        // Every word, in any order, in the name or the description.
        QString pattern = QStringLiteral("^");
        for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            pattern += QStringLiteral("(?=.*%1)").arg(QRegularExpression::escape(word));
        m_filter->setFilterRegularExpression(QRegularExpression(pattern,
            QRegularExpression::CaseInsensitiveOption
                | QRegularExpression::DotMatchesEverythingOption));
    });
    auto *refresh = new QToolButton;
    refresh->setObjectName(QStringLiteral("libraryRefresh"));
    refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    refresh->setToolTip(tr("Look for models again"));
    connect(refresh, &QToolButton::clicked, this, &LibraryDock::rescan);

    m_view->setObjectName(QStringLiteral("libraryView"));
    m_view->setModel(m_filter);
    m_view->setViewMode(QListView::IconMode);
    m_view->setMovement(QListView::Static);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setUniformItemSizes(true);
    m_view->setWordWrap(true);
    m_view->setIconSize(QSize(96, 96));
    m_view->setGridSize(QSize(120, 140));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setToolTip(tr("Drag a model onto the 3D view to insert it there"));
    connect(m_view, &QListView::activated, this, [this](const QModelIndex &index) {
        emit insertRequested(index.data(LibraryModel::UriRole).toString());
    });
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    m_status->setWordWrap(true);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &LibraryDock::updateStatus);
    connect(m_model, &LibraryModel::scanFinished, this, &LibraryDock::updateStatus);

    auto *top = new QHBoxLayout;
    top->addWidget(m_search);
    top->addWidget(refresh);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view);
    layout->addWidget(m_status);
    setWidget(content);
}

void LibraryDock::rescan()
{
    m_scanned = true;
    m_model->scan(ModelLibrary::sourcesFromEnvironment());
    updateStatus();
}

void LibraryDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (!m_scanned)
        rescan();
}

void LibraryDock::updateStatus()
{
    const int count = m_model->rowCount();
    if (m_model->isScanning()) {
        m_status->setText(tr("Looking for models… found so far: %1").arg(count));
        m_status->setToolTip({});
        return;
    }
    if (count == 0) {
        m_status->setText(tr("No models found. Set GZ_SIM_RESOURCE_PATH (or SDF_PATH, "
                             "GAZEBO_MODEL_PATH) to folders of models, or download models "
                             "with Gazebo into its Fuel cache."));
    } else {
        m_status->setText(tr("Models: %1").arg(count));
    }
    const std::vector<Diagnostic> &skipped = m_model->diagnostics().items();
    QStringList lines;
    for (size_t i = 0; i < skipped.size() && i < size_t(kMaxSkippedShown); ++i)
        lines << skipped[i].file + QStringLiteral(": ") + skipped[i].message;
    if (!skipped.empty())
        m_status->setText(m_status->text() + QLatin1Char(' ')
            + tr("(folders passed over: %1)").arg(skipped.size()));
    m_status->setToolTip(lines.join(QLatin1Char('\n')));
}

LibraryDock *LibraryDock::install(
    DocumentWindow *window, QDockWidget *besides, QMenu *viewMenu, QMenu *addMenu)
{
    auto *dock = new LibraryDock(window);
    auto *drop = new LibraryDrop(window);
    connect(dock, &LibraryDock::insertRequested, drop, &LibraryDrop::insertAtCentre);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    window->tabifyDockWidget(besides, dock);
    dock->hide();
    QAction *toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("insertDockAction"));
    viewMenu->addAction(toggle);
    // A tab beside Properties: shown, it comes to the front.
    connect(toggle, &QAction::triggered, dock, [dock](bool on) {
        if (on)
            dock->raise();
    });
    addMenu->addSeparator();
    QAction *fromLibrary = addMenu->addAction(tr("Model from &Library…"));
    fromLibrary->setObjectName(QStringLiteral("addFromLibraryAction"));
    fromLibrary->setToolTip(tr("Show the Insert dock: drag a model from it onto the view"));
    connect(fromLibrary, &QAction::triggered, dock, [dock] {
        dock->show();
        dock->raise();
        dock->searchField()->setFocus();
    });
    return dock;
}

} // namespace robostage
