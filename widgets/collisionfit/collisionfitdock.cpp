// CollisionFitDock (collisionfitdock.h): the table, the background measurement, the heat map
// and the marks; the self-collision list is in collisionfitpairs.cpp.

#include "collisionfit/collisionfitdock.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "collisionfit/fitcollisiondialog.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "joints/jointsdock.h"
#include "selfcollision.h"
#include "threadhandoff.h"
#include "viewport.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QThreadPool>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <new>

namespace robostage {

namespace {

/// The frame of each link of `document`, by scoped name.
QHash<QString, FrameId> linkFrames(const Document &document)
{
    QHash<QString, FrameId> links;
    const FrameGraph &graph = document.frames();
    for (FrameId id = kWorldFrame + 1; id < graph.size(); ++id) {
        if (graph.node(id).kind == FrameKind::Link)
            links.insert(graph.node(id).scopedName, id);
    }
    return links;
}

/// The heat map's key: its colours from a poor fit (IoU 0.3 and below) to a close one (0.9
/// and above), as fitColor() gives them.
QPixmap heatMapKey(int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    for (int x = 0; x < width; ++x) {
        const QRgb colour = fitColor(0.3 + 0.6 * x / std::max(1, width - 1)).rgb();
        for (int y = 0; y < height; ++y)
            image.setPixel(x, y, colour);
    }
    return QPixmap::fromImage(image);
}

} // namespace

CollisionFitDock::CollisionFitDock(QWidget *parent)
    : QDockWidget(tr("Collision Fit"), parent)
    , m_model(new CollisionFitModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_pairs(new QTreeWidget(this))
    , m_heatMap(new QCheckBox(tr("&Heat map"), this))
    , m_legend(new QWidget(this))
    , m_rangeButton(new QPushButton(tr("Check over joint &ranges"), this))
    , m_fitButton(new QPushButton(tr("&Fit collision…"), this))
    , m_srdfButton(new QPushButton(tr("&SRDF…"), this))
    , m_checkAnyway(new QCheckBox(tr("Check &anyway"), this))
    , m_status(new QLabel(this))
    , m_measureTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("collisionFitDock"));
    m_heatMap->setObjectName(QStringLiteral("heatMapBox"));
    m_heatMap->setToolTip(tr("Colour each link in the view by how well its collisions fit its "
                             "visuals: green is a close fit, red a poor one"));
    m_rangeButton->setToolTip(tr("Sample every joint over its range and list the pairs of "
                                 "links that collide somewhere"));
    m_fitButton->setToolTip(tr("Generate a collision shape for the selected link from its "
                               "visuals: box, cylinder, sphere, capsule or convex hull"));
    m_srdfButton->setObjectName(QStringLiteral("srdfButton"));
    m_checkAnyway->setObjectName(QStringLiteral("checkAnywayBox"));
    m_checkAnyway->setToolTip(tr("Also check the pairs of links whose <self_collide> is false "
                                 "(a view option: the file is not changed)"));
    m_checkAnyway->hide(); // shown when <self_collide>false leaves pairs out
    m_srdfButton->setToolTip(tr("Choose the MoveIt SRDF file whose <disable_collisions> pairs "
                                "are not checked (by default the .srdf of the same name beside "
                                "the file)"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CollisionFitModel::SortRole);
    m_table->setModel(m_proxy);
    m_table->setObjectName(QStringLiteral("collisionFitTable"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CollisionFitModel::IouColumn, Qt::AscendingOrder); // worst first
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pairs->setObjectName(QStringLiteral("selfCollisionList"));
    m_pairs->setHeaderLabels({tr("Link A"), tr("Link B"), tr("Depth mm"), tr("Joints")});
    m_pairs->setRootIsDecorated(true);
    m_status->setObjectName(QStringLiteral("collisionFitStatus"));
    m_status->setWordWrap(true);

    // The heat map's key beside its box, while the map is drawn (issue 30).
    m_legend->setObjectName(QStringLiteral("heatMapLegend"));
    auto *legend = new QHBoxLayout(m_legend);
    legend->setContentsMargins(0, 0, 0, 0);
    auto *key = new QLabel(m_legend);
    key->setPixmap(heatMapKey(80, fontMetrics().height() * 2 / 3));
    legend->addWidget(new QLabel(tr("IoU ≤ 0.3"), m_legend));
    legend->addWidget(key);
    legend->addWidget(new QLabel(tr("≥ 0.9"), m_legend));
    m_legend->setToolTip(tr("Heat map: red where the collisions fit the visuals poorly "
                            "(intersection over union 0.3 or less), green where they fit "
                            "closely (0.9 or more)"));
    m_legend->hide();
    connect(m_heatMap, &QCheckBox::toggled, m_legend, &QWidget::setVisible);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_heatMap);
    buttons->addWidget(m_legend);
    buttons->addWidget(m_fitButton);
    buttons->addWidget(m_rangeButton);
    buttons->addWidget(m_srdfButton);
    buttons->addWidget(m_checkAnyway);
    buttons->addStretch();
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_pairs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);
    setWidget(content);

    m_measureTimer->setSingleShot(true);
    m_measureTimer->setInterval(100);
    connect(m_measureTimer, &QTimer::timeout, this, &CollisionFitDock::measure);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &CollisionFitDock::measurementDone);
    connect(m_heatMap, &QCheckBox::toggled, this, &CollisionFitDock::applyTints);
    connect(m_checkAnyway, &QCheckBox::toggled, this, [this] {
        if (!m_document)
            return;
        ++m_generation; // measured again: the checker takes the option when it is built
        m_measured.reset();
        if (isVisible())
            m_measureTimer->start();
    });
    connect(m_rangeButton, &QPushButton::clicked, this, &CollisionFitDock::checkRanges);
    connect(m_fitButton, &QPushButton::clicked, this, &CollisionFitDock::openFitDialog);
    connect(m_srdfButton, &QPushButton::clicked, this, &CollisionFitDock::chooseSrdf);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (m_selection && current.isValid())
                m_selection->setFrame(
                    m_proxy->data(current, CollisionFitModel::FrameRole).value<FrameId>());
        });
    connect(m_pairs, &QTreeWidget::itemClicked, this, &CollisionFitDock::pairClicked);
    // Closed, the dock's drawings go; opened, it measures.
    connect(toggleViewAction(), &QAction::toggled, this, [this](bool open) {
        applyTints();
        updateMarkers();
        if (open && m_document && !m_measured)
            m_measureTimer->start();
    });
}

CollisionFitDock::~CollisionFitDock()
{
    m_watcher.waitForFinished();
}

CollisionFitDock *CollisionFitDock::install(
    DocumentWindow *window, QMenu *viewMenu, QDockWidget *besides, JointsDock *joints)
{
    auto *dock = new CollisionFitDock(window);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    window->tabifyDockWidget(besides, dock);
    dock->hide();
    QAction *toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("collisionFitAction"));
    toggle->setToolTip(tr("Show how well each link's collisions fit its visuals and which "
                          "links collide"));
    viewMenu->addAction(toggle);
    connect(toggle, &QAction::triggered, dock, [window, dock](bool on) {
        if (!on)
            return;
        dock->raise();
        // Room for a few rows of the table (the Diagnostics dock's height is less).
        if (dock->height() < 240)
            window->resizeDocks({dock}, {260}, Qt::Vertical);
    });
    dock->setSelection(window->selection());
    dock->setViewport(window->viewport());
    connect(joints, &JointsDock::positionsChanged, dock, &CollisionFitDock::setJointPositions);
    return dock;
}

void CollisionFitDock::setDocument(
    const Document *document, edit::EditSession *session, const JointPositions &q)
{
    // (m_document may be gone already: compare with the path kept, not through it)
    const bool sameFile
        = document && !m_documentPath.isEmpty() && document->path() == m_documentPath;
    m_document = document;
    m_documentPath = document ? document->path() : QString();
    m_q = q;
    ++m_generation;
    if (!document || document->path() != m_srdfDocument) {
        m_srdfPath.clear(); // a chosen SRDF belongs to the file it was chosen for
        m_srdfDocument = document ? document->path() : QString();
    }
    m_measured.reset();
    // After an edit of the same file the figures stay, greyed, until measured again.
    if (sameFile)
        m_model->keepWhileMeasuring(linkFrames(*document));
    else
        m_model->setFits({}, {});
    m_colliding.clear();
    m_pairNames.clear();
    m_rangeFound.clear();
    m_pairs->clear();
    m_diagnostics = Diagnostics();
    if (m_dialog)
        m_dialog->close();
    if (session != m_session) {
        if (m_session)
            disconnect(m_session, nullptr, this, nullptr);
        m_session = session;
        // A pose edit updates the document in place (no setDocument()): measure again.
        if (m_session)
            connect(m_session, &edit::EditSession::changed, this,
                [this](const edit::DocumentChange &change) {
                    if (!change.inPlace)
                        return;
                    ++m_generation;
                    if (isVisible())
                        m_measureTimer->start();
                });
    }
    m_status->setText(document ? tr("Not measured yet.") : QString());
    updateMarkers(); // the marks of the document before
    if (document && isVisible())
        m_measureTimer->start();
}

void CollisionFitDock::setSelection(Selection *selection)
{
    if (m_selection)
        disconnect(m_selection, nullptr, this, nullptr);
    m_selection = selection;
    if (m_selection)
        connect(m_selection, &Selection::changed, this, &CollisionFitDock::selectionChanged);
}

void CollisionFitDock::setViewport(Viewport *viewport)
{
    m_viewport = viewport;
}

void CollisionFitDock::setJointPositions(const JointPositions &q)
{
    m_q = q;
    checkSelfCollisions();
    updateMarkers();
}

void CollisionFitDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (m_document && !m_measured && m_measuring < 0)
        m_measureTimer->start();
}

void CollisionFitDock::measure()
{
    if (!m_document || !m_session)
        return;
    if (m_measuring >= 0)
        return; // measurementDone() starts the next one
    m_measuring = m_generation;
    m_status->setText(tr("Measuring…"));
    // A copy read from the session's bytes: the window's document may be replaced by an edit
    // while the copy is measured.
    std::shared_ptr<const Document> copy = m_session->loadWith({});
    auto m = std::make_shared<Measurement>();
    m->doc = copy;
    m_running = m;
    // runInPool(), not QtConcurrent: ThreadSanitizer sees the hand-over (threadhandoff.h).
    const bool honour = !m_checkAnyway->isChecked();
    m_watcher.setFuture(
        runInPool(*QThreadPool::globalInstance(), m.get(), [m, srdf = m_srdfPath, honour] {
            try {
                m->fits = collisionFits(*m->doc);
                m->checker = std::make_unique<SelfCollisionChecker>(*m->doc, srdf, honour);
            } catch (const std::bad_alloc &) {
                m->fits.clear(); // measurementDone() says so (issue 29)
                m->checker.reset();
                m->outOfMemory = true;
            }
        }));
}

void CollisionFitDock::measurementDone()
{
    const std::shared_ptr<Measurement> result = std::move(m_running);
    takeOver(result.get());
    if (result->outOfMemory) {
        m_measuring = -1;
        m_status->setText(tr("Out of memory while measuring the collision shapes."));
        return;
    }
    const int generation = std::exchange(m_measuring, -1);
    if (generation != m_generation || !m_document) {
        if (m_document && isVisible())
            measure(); // the document changed meanwhile
        return;
    }
    m_measured = result;
    std::vector<FrameId> frames;
    const QHash<QString, FrameId> links = linkFrames(*m_document);
    for (const LinkFit &fit : result->fits)
        frames.push_back(links.value(fit.link, kNoFrame));
    m_model->setFits(result->fits, frames);
    m_status->setText(statusText(*result));
    m_pairNames.clear(); // report the pairs anew
    checkSelfCollisions();
    applyTints();
    selectionChanged(m_selection ? m_selection->frame() : kNoFrame);
    emit measured();
}

FrameId CollisionFitDock::linkFrame(FrameId frame) const
{
    edit::EntityInfo info;
    if (!m_document || frame == kNoFrame || !edit::lookupEntity(*m_document, frame, info)
        || !info.link)
        return kNoFrame;
    return info.link->frame;
}

void CollisionFitDock::applyTints()
{
    if (!m_viewport)
        return;
    QHash<FrameId, QColor> tints;
    if (toggleViewAction()->isChecked()) {
        if (m_heatMap->isChecked()) {
            for (int row = 0; row < m_model->rowCount(); ++row) {
                if (m_model->fit(row).iou && m_model->frame(row) != kNoFrame)
                    tints.insert(m_model->frame(row), fitColor(*m_model->fit(row).iou));
            }
        }
        for (FrameId link : m_colliding)
            tints.insert(link, kCollidingColor);
    }
    m_viewport->setTints(tints);
}

void CollisionFitDock::setPreview(const std::optional<Marker> &preview)
{
    m_preview = preview;
    updateMarkers();
}

void CollisionFitDock::updateMarkers()
{
    if (!m_viewport)
        return;
    std::vector<Marker> markers;
    const FrameId link = m_selection ? linkFrame(m_selection->frame()) : kNoFrame;
    const int row = m_model->rowOf(link);
    if (toggleViewAction()->isChecked() && row >= 0 && m_document) {
        const LinkFit &fit = m_model->fit(row);
        const Pose X_WL = m_document->frames().worldPoses(m_q)[size_t(link)];
        const auto mark = [&](const Vec3 &p_L, const Color &color) {
            Marker m;
            m.geometry.type = Geometry::Type::Sphere;
            m.geometry.radius = std::max(0.004, 0.015 * fit.size);
            m.X_WS.p = X_WL.transformPoint(p_L);
            m.color = color;
            markers.push_back(m);
        };
        // Only where a figure is more than rounding: 0.1 mm.
        if (fit.visualOutside && *fit.visualOutside > 1e-4)
            mark(fit.visualOutsidePoint, {1, 0.1f, 0.1f, 1});
        if (fit.collisionOutside && *fit.collisionOutside > 1e-4)
            mark(fit.collisionOutsidePoint, {0.2f, 0.4f, 1, 1});
    }
    if (m_preview)
        markers.push_back(*m_preview);
    m_viewport->setMarkers(QStringLiteral("collisionFit"), markers);
}

void CollisionFitDock::selectionChanged(FrameId frame)
{
    const int row = m_model->rowOf(linkFrame(frame));
    {
        const QSignalBlocker blocker(m_table->selectionModel());
        if (row < 0) {
            m_table->clearSelection();
        } else {
            const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
            m_table->setCurrentIndex(index);
            m_table->scrollTo(index);
        }
    }
    m_table->viewport()->update();
    updateMarkers();
}

FitCollisionDialog *CollisionFitDock::fitDialog() const
{
    return m_dialog;
}

void CollisionFitDock::openFitDialog()
{
    const FrameId link = m_selection ? linkFrame(m_selection->frame()) : kNoFrame;
    if (!m_session || link == kNoFrame) {
        m_status->setText(tr("Select a link (in the view, the scene tree or the table) to fit a "
                             "collision shape to its visuals."));
        return;
    }
    if (m_dialog)
        m_dialog->close();
    // With one of the link's visuals selected, the dialog offers to fit that visual alone.
    edit::EntityInfo info;
    const QString visual
        = edit::lookupEntity(*m_document, m_selection->frame(), info) && info.visual
        ? info.visual->name
        : QString();
    m_dialog = new FitCollisionDialog(
        m_session, m_document->frames().node(link).scopedName, m_q, visual, this);
    connect(m_dialog, &FitCollisionDialog::previewChanged, this, &CollisionFitDock::setPreview);
    connect(m_dialog, &FitCollisionDialog::applied, this, &CollisionFitDock::fitApplied);
    connect(m_dialog, &QDialog::finished, this, [this] { setPreview(std::nullopt); });
    m_dialog->show();
    m_dialog->refit();
}

} // namespace robostage
