// The Insert dock (issue 18, "Model library dock") in the window, as a user meets it: hidden until
// View › Insert shows it; its models (made-up folders in GZ_SIM_RESOURCE_PATH and SDF_PATH, 300
// of them) arrive in batches while the event loop runs; the search box keeps the models whose
// name or description holds every word; a model without a shipped image gets a thumbnail drawn
// by a real `robostage render` child process, cached and drawn again once the model changes;
// dropping a model on the view inserts an <include> where the camera ray meets the ground, as
// one undo step; a URDF robot refuses the drop with a reason in the status bar.
//
// QDrag cannot be driven headless: the drop is the QDropEvent the view's window gets, carrying
// the dock's own MIME data, sent to that window. Runs offscreen.

#include "base/selection.h"
#include "edit/editsession.h"
#include "library/librarydock.h"
#include "library/librarymodel.h"
#include "library/librarythumbnails.h"
#include "mainwindow/mainwindow.h"
#include "meshcache.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "orbitcontroller.h"
#include "viewport.h"

#include <QAction>
#include <QDropEvent>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace robostage;
using robostage::test::findFrame;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

const QByteArray kBox = "<box><size>0.5 0.5 0.5</size></box>";

/// A model folder `folder` with a model.config and a static model of one `geometry`.
bool writeModel(const QString &folder, const QByteArray &name, const QByteArray &description,
    const QByteArray &colour = "0.8 0.1 0.1 1", const QByteArray &geometry = kBox)
{
    const QByteArray id = QFileInfo(folder).fileName().toUtf8();
    return writeFile(folder + "/model.config",
               "<?xml version=\"1.0\"?>\n<model>\n  <name>" + name
                   + "</name>\n  <sdf version=\"1.9\">model.sdf</sdf>\n  <description>"
                   + description + "</description>\n</model>\n")
        && writeFile(folder + "/model.sdf",
            "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"" + id
                + "\">\n    <static>true</static>\n    <link name=\"link\">\n      <visual "
                  "name=\"visual\">\n        <pose>0 0 0.25 0 0 0</pose>\n        "
                  "<geometry>"
                + geometry + "</geometry>\n        <material><diffuse>" + colour
                + "</diffuse><ambient>" + colour
                + "</ambient></material>\n      </visual>\n    </link>\n  </model>\n</sdf>\n");
}

/// The row of the model whose folder is `folder` in `model`, -1 when it is not listed.
int rowOf(const LibraryModel *model, const QString &folder)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->entry(row).folder == folder)
            return row;
    }
    return -1;
}

/// Sends `viewport`'s window the drop of `mime` at `at` (window pixels), the event a drag's end
/// delivers; whether the drop was accepted.
bool dropAt(Viewport *viewport, const QPointF &at, const QMimeData *mime)
{
    QDropEvent drop(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &drop);
    return drop.isAccepted();
}

/// A window showing File › New › SDFormat World (or URDF Robot), exposed and sized.
std::unique_ptr<MainWindow> newWindow(const char *newAction)
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1400, 760);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    window->findChild<QAction *>(QLatin1String(newAction))->trigger();
    Viewport *viewport = window->viewport();
    if (!QTest::qWaitForWindowExposed(viewport) || !QTest::qWaitFor([viewport] {
            return viewport->controller()->viewportSize() == viewport->size();
        }))
        return nullptr;
    return window;
}

} // namespace

class TestLibraryDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelsArriveWhileTheWindowRuns();
    void searchKeepsMatchingModels();
    void thumbnailIsDrawnAndCached();
    void dropInsertsAnInclude();
    void dropIntoAModelFile();
    void urdfRefusesTheDrop();

private:
    /// The dock of `window`, showing the models that match `search`, once its scan is done;
    /// null on timeout. Thumbnails are drawn with `program` (by default one that does not
    /// exist: most tests need no pictures).
    LibraryDock *shownDock(
        MainWindow &window, const QString &search = {}, const QString &program = {});

    QTemporaryDir m_dir;
    QString m_first, m_second;
};

void TestLibraryDock::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString root = m_dir.path();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, root + "/settings");
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, root + "/settings");
    qputenv("XDG_CACHE_HOME", QFile::encodeName(root + "/cache"));
    qputenv("XDG_DATA_HOME", QFile::encodeName(root + "/data")); // crash-recovery records
    m_first = root + "/first";
    m_second = root + "/second";
    QVERIFY(writeModel(m_first + "/red_box", "Red Box", "A small red box for tests."));
    // A mesh: the window reads it in the background and builds the scene again.
    QVERIFY(writeModel(m_first + "/crate", "Crate", "Wooden shipping crate.", "0.6 0.4 0.2 1",
        "<mesh><uri>file://" + QFile::encodeName(QStringLiteral(ROBOSTAGE_CORPUS_DIR))
            + "/gazebosim__sdformat/test/sdf/box.dae</uri></mesh>"));
    // A model that ships its picture, larger than a thumbnail.
    QVERIFY(writeModel(m_first + "/sign", "Sign", "A blue sign."));
    QImage picture(512, 256, QImage::Format_RGB32);
    picture.fill(Qt::blue);
    QVERIFY(QDir().mkpath(m_first + "/sign/thumbnails"));
    QVERIFY(picture.save(m_first + "/sign/thumbnails/1.png"));
    // A model of the same folder name later in the path: the first path's wins (model://).
    QVERIFY(writeModel(m_second + "/crate", "Crate (second path)", "Not offered."));
    for (int i = 0; i < 300; ++i) {
        QVERIFY(writeModel(m_second + QStringLiteral("/filler_%1").arg(i, 3, 10, QLatin1Char('0')),
            "Filler " + QByteArray::number(i), "Padding for the scan."));
    }
    QVERIFY(writeFile(m_second + "/broken/model.config", "<model><name>never closed"));
    qputenv("GZ_SIM_RESOURCE_PATH", QFile::encodeName(m_first));
    qputenv("SDF_PATH", QFile::encodeName(m_second));
    for (const char *name : {"IGN_GAZEBO_RESOURCE_PATH", "GAZEBO_MODEL_PATH"})
        qunsetenv(name);
    qputenv("GZ_FUEL_CACHE_PATH", QFile::encodeName(root + "/nofuel"));
    qputenv("IGN_FUEL_CACHE_PATH", QFile::encodeName(root + "/nofuel"));
}

LibraryDock *TestLibraryDock::shownDock(
    MainWindow &window, const QString &search, const QString &program)
{
    auto *dock = window.findChild<LibraryDock *>(QStringLiteral("insertDock"));
    if (!dock)
        return nullptr;
    dock->model()->thumbnails()->setProgram(
        program.isEmpty() ? m_dir.path() + QStringLiteral("/no-renderer") : program);
    dock->searchField()->setText(search);
    window.findChild<QAction *>(QStringLiteral("insertDockAction"))->trigger();
    return QTest::qWaitFor([dock] { return !dock->model()->isScanning(); }, 30000) ? dock : nullptr;
}

void TestLibraryDock::modelsArriveWhileTheWindowRuns()
{
    // GIVEN a window: the Insert dock is there, hidden, and has not scanned
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<LibraryDock *>(QStringLiteral("insertDock"));
    QVERIFY(dock);
    QVERIFY(!dock->isVisible());
    QCOMPARE(dock->model()->rowCount(), 0);
    int batches = 0, ticks = 0;
    connect(dock->model(), &QAbstractItemModel::rowsInserted, this, [&batches] { ++batches; });
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start(0);

    // WHEN View › Insert shows it
    window.findChild<QAction *>(QStringLiteral("insertDockAction"))->trigger();
    QVERIFY(dock->isVisible());
    QVERIFY(dock->model()->isScanning()); // the scan runs in the background
    QTRY_VERIFY_WITH_TIMEOUT(!dock->model()->isScanning(), 30000);
    ticker.stop();

    // THEN every model came, in several batches, while the event loop kept running
    QCOMPARE(dock->model()->rowCount(), 3 + 300);
    QVERIFY2(batches > 1, qPrintable(QString::number(batches)));
    QVERIFY(ticks > batches);
    const int crate = rowOf(dock->model(), m_first + "/crate");
    QVERIFY(crate >= 0);
    QCOMPARE(dock->model()->entry(crate).uri, QStringLiteral("model://crate"));
    QCOMPARE(rowOf(dock->model(), m_second + "/crate"), -1);
    // AND the broken folder is named in the status line's tool tip
    QVERIFY(dock->statusLabel()->text().contains(QStringLiteral("303")));
    QVERIFY(dock->statusLabel()->toolTip().contains(m_second + "/broken"));
    const QModelIndex index = dock->model()->index(crate);
    QVERIFY(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("shipping crate")));
    // AND the shipped picture is its icon, read at thumbnail size
    const QModelIndex sign = dock->model()->index(rowOf(dock->model(), m_first + "/sign"));
    const QIcon icon = sign.data(Qt::DecorationRole).value<QIcon>();
    QCOMPARE(icon.availableSizes().value(0), QSize(128, 64));
    QCOMPARE(icon.pixmap(128, 64).toImage().pixelColor(64, 32), QColor(Qt::blue));
}

void TestLibraryDock::searchKeepsMatchingModels()
{
    MainWindow window;
    window.show();
    LibraryDock *dock = shownDock(window);
    QVERIFY(dock);
    const QSortFilterProxyModel *shown = dock->filter();
    QCOMPARE(shown->rowCount(), 303);
    // WHEN the user types words of a description, in any case and order
    dock->searchField()->setText(QStringLiteral("SHIPPING wooden"));
    // THEN only that model stays
    QCOMPARE(shown->rowCount(), 1);
    QCOMPARE(shown->index(0, 0).data().toString(), QStringLiteral("Crate"));
    // WHEN a name is typed THEN it is found by name too
    dock->searchField()->setText(QStringLiteral("red box"));
    QCOMPARE(shown->rowCount(), 1);
    QCOMPARE(shown->index(0, 0).data().toString(), QStringLiteral("Red Box"));
    dock->searchField()->setText(QStringLiteral("filler 29"));
    QCOMPARE(shown->rowCount(), 13); // 29, 129, 229 and 290…299
    dock->searchField()->setText(QStringLiteral("no such model"));
    QCOMPARE(shown->rowCount(), 0);
    // WHEN the search is cleared THEN everything is back
    dock->searchField()->clear();
    QCOMPARE(shown->rowCount(), 303);
}

void TestLibraryDock::thumbnailIsDrawnAndCached()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why)); // `robostage render` draws the thumbnails
    // GIVEN the dock showing only the red box, which ships no picture
    MainWindow window;
    window.show();
    LibraryDock *dock
        = shownDock(window, QStringLiteral("red box"), QStringLiteral(ROBOSTAGE_BINARY));
    QVERIFY(dock);
    const QString folder = m_first + "/red_box";
    const QString cached = LibraryThumbnails::cachePath(folder);
    QVERIFY(cached.startsWith(m_dir.path() + "/cache/"));
    const QModelIndex index = dock->model()->index(rowOf(dock->model(), folder));
    const qint64 placeholder = index.data(Qt::DecorationRole).value<QIcon>().cacheKey();
    // WHEN the view shows it THEN `robostage render` draws it in the background and the icon
    // changes to the picture
    QSignalSpy ready(dock->model()->thumbnails(), &LibraryThumbnails::ready);
    QSignalSpy failed(dock->model()->thumbnails(), &LibraryThumbnails::failed);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 120000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
    QCOMPARE(ready.first().at(0).toString(), folder);
    const QImage image(cached);
    QCOMPARE(image.size(), QSize(LibraryThumbnails::kSize, LibraryThumbnails::kSize));
    // the red box is in the middle of the picture
    const QColor middle = image.pixelColor(image.width() / 2, image.height() / 2);
    QVERIFY2(middle.red() > 2 * middle.green(), qPrintable(middle.name()));
    QTRY_VERIFY(index.data(Qt::DecorationRole).value<QIcon>().cacheKey() != placeholder);

    // WHEN the picture is older than the model's files (drawn an hour before they changed)
    // and the library is scanned again
    const QDateTime hourAgo = QDateTime::currentDateTime().addSecs(-3600);
    QFile png(cached);
    QVERIFY(png.open(QIODevice::ReadWrite));
    QVERIFY(png.setFileTime(hourAgo, QFileDevice::FileModificationTime));
    png.close();
    ready.clear();
    dock->rescan();
    QTRY_VERIFY_WITH_TIMEOUT(!dock->model()->isScanning(), 30000);
    // THEN the cached picture is out of date: it is drawn again
    const QModelIndex again = dock->model()->index(rowOf(dock->model(), folder));
    QCOMPARE(dock->model()->thumbnails()->thumbnail(dock->model()->entry(again.row())), QString());
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 120000);
    QVERIFY(failed.isEmpty());
    QVERIFY(QFileInfo(cached).lastModified() > hourAgo.addSecs(1800));
    QVERIFY(QImage(cached).size() == image.size());
}

void TestLibraryDock::dropInsertsAnInclude()
{
    // GIVEN File › New › SDFormat World and the dock
    std::unique_ptr<MainWindow> window = newWindow("newWorldAction");
    QVERIFY(window);
    LibraryDock *dock = shownDock(*window);
    QVERIFY(dock);
    edit::EditSession *session = window->session();
    const QString path = session->path();
    const QByteArray original = session->bytes(path);
    const int row = rowOf(dock->model(), m_first + "/red_box");
    const std::unique_ptr<QMimeData> mime(dock->model()->mimeData({dock->model()->index(row)}));
    QVERIFY(mime && mime->hasFormat(LibraryModel::kMimeType));
    // The ground in front of the camera, below the view's middle.
    Viewport *viewport = window->viewport();
    const QPointF at(viewport->width() * 0.6, viewport->height() * 0.7);
    const std::optional<QVector3D> ground = viewport->surfacePointAt(at);
    QVERIFY(ground);
    QVERIFY(std::abs(ground->z()) < 1e-3); // the ground plane

    // WHEN the model is dropped there
    const bool accepted = dropAt(viewport, at, mime.get());

    // THEN the world includes it at the drop point (millimetres), in one undo step
    QVERIFY2(accepted, qPrintable(window->statusBar()->currentMessage()));
    const Document *doc = window->document();
    const FrameId box = findFrame(*doc, FrameKind::Model, QStringLiteral("red_box"));
    QVERIFY2(box != kNoFrame, qPrintable(window->statusBar()->currentMessage()));
    const Pose X_WM = doc->frames().worldPose(box);
    QVERIFY(std::abs(X_WM.p.x - ground->x()) < 1e-3);
    QVERIFY(std::abs(X_WM.p.y - ground->y()) < 1e-3);
    QVERIFY(std::abs(X_WM.p.z) < 1e-3);
    QCOMPARE(session->undoStack()->count(), 1);
    const QByteArray edited = session->bytes(path);
    QVERIFY(edited.contains("<uri>model://red_box</uri>"));
    QVERIFY2(doc->diagnostics().items().empty(), qPrintable(doc->diagnostics().toString()));

    QCOMPARE(window->selection()->frame(), box);
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("red_box")));

    // WHEN it is dropped again at the same place, where the first box now stands
    const std::optional<QVector3D> onBox = viewport->surfacePointAt(at);
    QVERIFY(onBox && onBox->z() > 0.05); // the ray hits the box before the ground
    QVERIFY(dropAt(viewport, at, mime.get()));
    // THEN the copy stands on the first box's surface, named as Gazebo names a second one
    const FrameId copy
        = findFrame(*window->document(), FrameKind::Model, QStringLiteral("red_box_0"));
    QVERIFY2(copy != kNoFrame, qPrintable(window->statusBar()->currentMessage()));
    const Pose X_WC = window->document()->frames().worldPose(copy);
    QVERIFY(std::abs(X_WC.p.z - onBox->z()) < 1e-3);
    QCOMPARE(session->undoStack()->count(), 2);

    // WHEN both are undone THEN the file's bytes are the original ones
    session->undoStack()->undo();
    session->undoStack()->undo();
    QCOMPARE(session->bytes(path), original);

    // WHEN the crate is double-clicked in the dock THEN it goes where the view's centre points
    const QPointF centre(viewport->width() / 2.0, viewport->height() / 2.0);
    const std::optional<QVector3D> middle = viewport->surfacePointAt(centre);
    QVERIFY(middle);
    const QModelIndex crate = dock->filter()->mapFromSource(
        dock->model()->index(rowOf(dock->model(), m_first + "/crate")));
    emit dock->view()->activated(crate);
    const FrameId placed
        = findFrame(*window->document(), FrameKind::Model, QStringLiteral("crate"));
    QVERIFY2(placed != kNoFrame, qPrintable(window->statusBar()->currentMessage()));
    const Pose X_WP = window->document()->frames().worldPose(placed);
    QVERIFY(std::abs(X_WP.p.x - middle->x()) < 1e-3 && std::abs(X_WP.p.y - middle->y()) < 1e-3);
}

void TestLibraryDock::dropIntoAModelFile()
{
    // GIVEN File › New › SDFormat Model (a model at the origin)
    std::unique_ptr<MainWindow> window = newWindow("newModelAction");
    QVERIFY(window);
    LibraryDock *dock = shownDock(*window);
    QVERIFY(dock);
    edit::EditSession *session = window->session();
    const QByteArray original = session->bytes(session->path());
    const std::unique_ptr<QMimeData> mime(
        dock->model()->mimeData({dock->model()->index(rowOf(dock->model(), m_first + "/crate"))}));
    Viewport *viewport = window->viewport();
    const QPointF at(viewport->width() * 0.2, viewport->height() * 0.8);
    const std::optional<QVector3D> ground = viewport->surfacePointAt(at);
    QVERIFY(ground);
    // WHEN the crate is dropped on the ground beside it
    const QVector3D eye = viewport->controller()->target();
    const float distance = viewport->controller()->distance();
    const bool accepted = dropAt(viewport, at, mime.get());
    // THEN the model includes it, nested, at the drop point
    QVERIFY2(accepted, qPrintable(window->statusBar()->currentMessage()));
    const Document *doc = window->document();
    const QString top = doc->frames().node(doc->scene().world.models.front().frame).scopedName;
    const FrameId crate = findFrame(*doc, FrameKind::Model, top + QStringLiteral("::crate"));
    QVERIFY2(crate != kNoFrame, qPrintable(window->statusBar()->currentMessage()));
    const Pose X_WC = doc->frames().worldPose(crate);
    QVERIFY(std::abs(X_WC.p.x - ground->x()) < 1e-3 && std::abs(X_WC.p.y - ground->y()) < 1e-3);
    // AND once its mesh is read the camera is still where the user dropped it from
    QVERIFY(window->findChild<MeshCache *>()->waitForDone(15000));
    QTest::qWait(200); // MeshCache::progress is queued to this thread
    QCOMPARE(viewport->controller()->target(), eye);
    QCOMPARE(viewport->controller()->distance(), distance);
    // AND undo gives the bytes back
    session->undoStack()->undo();
    QCOMPARE(session->bytes(session->path()), original);
}

void TestLibraryDock::urdfRefusesTheDrop()
{
    // GIVEN File › New › URDF Robot
    std::unique_ptr<MainWindow> window = newWindow("newRobotAction");
    QVERIFY(window);
    LibraryDock *dock = shownDock(*window);
    QVERIFY(dock);
    const QByteArray original = window->session()->bytes(window->session()->path());
    const std::unique_ptr<QMimeData> mime(dock->model()->mimeData({dock->model()->index(0)}));
    // WHEN a model is dropped on the view
    const QPointF at(window->viewport()->width() / 2.0, window->viewport()->height() / 2.0);
    const bool accepted = dropAt(window->viewport(), at, mime.get());
    // THEN nothing changes and the status bar says why
    const std::optional<QVector3D> ground
        = window->viewport()->surfacePointAt(QPointF(10, window->viewport()->height() - 10));
    QVERIFY(ground && std::abs(ground->z()) < 1e-3); // nothing drawn there: the plane z = 0
    QVERIFY(!accepted);
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("SDFormat")));
    QCOMPARE(window->session()->undoStack()->count(), 0);
    QCOMPARE(window->session()->bytes(window->session()->path()), original);
}

QTEST_MAIN(TestLibraryDock)
#include "tst_librarydock.moc"
