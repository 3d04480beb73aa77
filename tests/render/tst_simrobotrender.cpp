// SimRobot scenes in the viewport: B-Human's NAO (ComplexAppearance meshes, team colour from a
// <Set>) and the game scene (field, robots of both teams). Drawn with OffscreenRenderer under
// Xvfb + Mesa llvmpipe, as tst_render.

#include "corpus.h"
#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "sceneview.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace robostage;

namespace {

const QString scenes
    = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/bhuman__BHumanCodeRelease/Config/Scenes");

int countPixels(const QImage &image, const std::function<bool(QRgb)> &match)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            n += match(image.pixel(x, y)) ? 1 : 0;
    }
    return n;
}

bool isRed(QRgb c)
{
    return qRed(c) > 90 && qGreen(c) < qRed(c) / 3 && qBlue(c) < qRed(c) / 3;
}

bool isFieldGreen(QRgb c)
{
    return qGreen(c) > 40 && qGreen(c) > qRed(c) * 1.4 && qGreen(c) > qBlue(c) * 1.4;
}

} // namespace

class TestSimRobotRender : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void naoInTeamColour();
    void gameScene();

private:
    QImage render(const Document &doc, ViewDirection view, const QString &save);
    std::unique_ptr<OffscreenRenderer> m_renderer;
    std::unique_ptr<MeshCache> m_meshCache;
};

void TestSimRobotRender::initTestCase()
{
    if (!QFileInfo::exists(scenes))
        QSKIP("shared/corpus is not available");
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(640, 480));
    m_meshCache = std::make_unique<MeshCache>();
}

QImage TestSimRobotRender::render(const Document &doc, ViewDirection view, const QString &save)
{
    const CachedMeshProvider meshes(*m_meshCache, &doc);
    SceneView scene(doc, m_renderer->sceneRoot(), meshes);
    scene.setHelpersVisible(false);
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    scene.bounds(min, max);
    m_renderer->fitCamera(min, max, view);
    const QImage image = m_renderer->render();
    if (!qEnvironmentVariableIsEmpty("ROBOSTAGE_TEST_SAVE_IMAGES"))
        image.save(QDir::temp().filePath(save));
    return image;
}

// One NAO from NaoV6H25.rsi2 with TeamColor red: its body parts are inline meshes, the jersey
// takes the colour the <Set> gives.
void TestSimRobotRender::naoInTeamColour()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nao.ros2"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral(R"SR(<Simulation>
  <Include href="%1/Includes/NaoV6H25.rsi2"/>
  <Scene name="One" color="rgb(100%, 100%, 100%)">
    <PointLight z="9m" ambientColor="rgb(50%, 50%, 50%)"/>
    <Body ref="Nao" name="robot">
      <Translation z="320mm"/>
      <Rotation z="180degree"/>
      <Set name="TeamColor" value="red"/>
    </Body>
  </Scene>
</Simulation>
)SR")
                .arg(scenes)
                .toUtf8());
    f.close();
    const auto doc = Document::load(path);
    QVERIFY(!doc->diagnostics().hasErrors());
    const QImage image = render(*doc, ViewDirection::Front, QStringLiteral("simrobot_nao.png"));
    QVERIFY(!image.isNull());
    // The robot covers a good part of the picture (white background), the jersey is red.
    const int robot = countPixels(image, [](QRgb c) { return qGray(c) < 200; });
    const int red = countPixels(image, isRed);
    QVERIFY2(robot > image.width() * image.height() / 20, qPrintable(QString::number(robot)));
    QVERIFY2(red > 200, qPrintable(QString::number(red)));
}

// The game: the field's green fills much of the view; the red team's jerseys are there.
void TestSimRobotRender::gameScene()
{
    const auto doc = Document::load(scenes + QStringLiteral("/Game.ros2"));
    QVERIFY(!doc->diagnostics().hasErrors());
    const QImage image = render(*doc, ViewDirection::Iso, QStringLiteral("simrobot_game.png"));
    const int pixels = image.width() * image.height();
    const int green = countPixels(image, isFieldGreen);
    QVERIFY2(green > pixels / 10, qPrintable(QString::number(green)));
    const int red = countPixels(image, isRed);
    QVERIFY2(red > 10, qPrintable(QString::number(red)));
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestSimRobotRender test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_simrobotrender.moc"
