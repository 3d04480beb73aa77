// File › Export Image… (widgets/mainwindow/imageexport.h): the current view written as a PNG at the
// size chosen in the dialog, with the scene's background or a transparent one, seen from the
// window's camera. Driven through the menu action and the dialogs as a user does; runs
// offscreen under xvfb-run (the viewport needs GLX).

#include "dialogs/imageexportdialog.h"
#include "mainwindow/filemenu.h"
#include "mainwindow/mainwindow.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace robostage;

namespace {

/// A red box 1 m along X, 0.6 m along Y, nothing else, on the scene's blue background.
const QString kWorld = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/images/geometry_box.sdf");

/// Fraction of `image`'s pixels whose alpha is 0.
double transparentFraction(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) == 0 ? 1 : 0;
    }
    return double(count) / (image.width() * image.height());
}

/// The bounding rectangle of `image`'s red pixels.
QRect redArea(const QImage &image)
{
    QRect area;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            if (qAlpha(c) == 255 && qRed(c) > 120 && qGreen(c) < 80 && qBlue(c) < 80)
                area |= QRect(x, y, 1, 1);
        }
    }
    return area;
}

} // namespace

class TestImageExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportImage_data();
    void exportImage();

private:
    QTemporaryDir m_settings;
};

void TestImageExport::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestImageExport::exportImage_data()
{
    QTest::addColumn<bool>("transparent");
    QTest::newRow("scene background") << false;
    QTest::newRow("transparent background") << true;
}

void TestImageExport::exportImage()
{
    QFETCH(bool, transparent);
    // GIVEN a world shown in the window, looked at from the top
    MainWindow window;
    window.resize(900, 700);
    window.show();
    window.openFile(kWorld);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.viewport()->setView(ViewDirection::Top);
    auto *action = window.findChild<QAction *>(QStringLiteral("exportImageAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("view.png"));

    // WHEN File › Export Image… is chosen, 640 px wide without keeping the aspect ratio, 360
    // high, the background as in this row, and the file named in the file dialog
    QString optionsSeen, fileDialogSeen;
    QTimer::singleShot(300, this, [&] {
        auto *options = qobject_cast<ImageExportDialog *>(QApplication::activeModalWidget());
        if (!options)
            return;
        optionsSeen = options->windowTitle();
        options->findChild<QCheckBox *>(QStringLiteral("keepAspectBox"))->setChecked(false);
        auto *width = options->findChild<QSpinBox *>(QStringLiteral("widthBox"));
        auto *height = options->findChild<QSpinBox *>(QStringLiteral("heightBox"));
        width->selectAll();
        QTest::keyClicks(width, QStringLiteral("640"));
        height->selectAll();
        QTest::keyClicks(height, QStringLiteral("360"));
        if (transparent)
            QTest::mouseClick(
                options->findChild<QCheckBox *>(QStringLiteral("transparentBox")), Qt::LeftButton);
        QTimer::singleShot(300, this, [&] {
            auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!files)
                return;
            fileDialogSeen = files->windowTitle();
            // The file name typed as a user types it, over the suggested one.
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            name->selectAll();
            QTest::keyClicks(name, target);
            static_cast<QDialog *>(files)->accept(); // QFileDialog::accept: the named file
        });
        QTest::keyClick(options, Qt::Key_Return);
    });
    action->trigger();

    // THEN the PNG has the chosen size and shows the box from the window's top view: in the
    // middle, its 1 m along X upright and its 0.6 m along Y across
    QCOMPARE(optionsSeen, QStringLiteral("Export Image"));
    QCOMPARE(fileDialogSeen, QStringLiteral("Export Image"));
    const QImage image(target);
    QVERIFY2(!image.isNull(), qPrintable(target));
    QCOMPARE(image.size(), QSize(640, 360));
    const QRect box = redArea(image);
    const QString values = QStringLiteral("red area %1,%2 %3x%4")
                               .arg(box.x())
                               .arg(box.y())
                               .arg(box.width())
                               .arg(box.height());
    QVERIFY2(box.contains(320, 180) && box.height() > 60, qPrintable(values));
    QVERIFY2(std::abs(double(box.height()) / box.width() - 1 / 0.6) < 0.2, qPrintable(values));
    // AND the background around the box is the scene's, or transparent
    const QRgb corner = image.pixel(5, 5);
    if (transparent) {
        QVERIFY(image.hasAlphaChannel());
        QVERIFY2(transparentFraction(image) > 0.5,
            qPrintable(QString::number(transparentFraction(image))));
    } else {
        QCOMPARE(transparentFraction(image), 0.0);
        QVERIFY2(
            qBlue(corner) > 150 && qRed(corner) < 100, qPrintable(QString::number(corner, 16)));
    }
    QVERIFY(window.statusBar()->currentMessage().contains(target));
}

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
