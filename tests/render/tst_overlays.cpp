// Overlay facts (SceneView::setOverlays, render/overlays.h), drawn in-process with
// OffscreenRenderer: off by default (nothing drawn, no batch added); on, the joint axis is a
// yellow arrow, the link frame's X axis red and the equivalent-inertia box purple where they
// project, and the overlays follow setJointPositions; Drake loop joints are dashed pink lines
// with their axis, force elements (thrust arrows, propellor discs) appear with the Forces bit.
// Needs an X display with GLX (Xvfb).

#include "document.h"
#include "offscreenrenderer.h"
#include "overlays.h"
#include "sceneview.h"

#include <Qt3DCore/QEntity>

#include <QDir>
#include <QGuiApplication>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace robostage;

namespace {

const QString dataDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/");

/// The fixture's background, 0.1 grey.
bool isBackground(QRgb c)
{
    return std::abs(qRed(c) - 26) < 6 && std::abs(qGreen(c) - 26) < 6
        && std::abs(qBlue(c) - 26) < 6;
}

bool isYellow(QRgb c)
{
    return qRed(c) > 120 && qGreen(c) > 100 && qBlue(c) < qGreen(c) / 2;
}

bool isRed(QRgb c)
{
    return qRed(c) > 120 && qGreen(c) < qRed(c) / 2 && qBlue(c) < qRed(c) / 2;
}

bool isCyan(QRgb c)
{
    return qGreen(c) > 120 && qBlue(c) > 120 && qRed(c) < qGreen(c) / 2;
}

/// The translucent purple of the inertia box over the dark background.
bool isPurple(QRgb c)
{
    return qBlue(c) > qGreen(c) + 15 && qRed(c) > qGreen(c) + 5;
}

QRgb pixelAt(const QImage &image, const QPointF &p)
{
    return image.pixel(
        qBound(0, int(p.x()), image.width() - 1), qBound(0, int(p.y()), image.height() - 1));
}

/// Whether `pred` holds within a pixel of `p` (thin lines rasterise a pixel or two wide).
template<typename Pred> bool nearPixel(const QImage &image, const QPointF &p, Pred pred)
{
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if (pred(pixelAt(image, p + QPointF(dx, dy))))
                return true;
        }
    }
    return false;
}

QString name(QRgb c)
{
    return QColor(c).name();
}

/// The pink of Drake loop-joint lines (render/drakeoverlays.cpp).
bool isPink(QRgb c)
{
    return qRed(c) > 150 && qBlue(c) > 110 && qGreen(c) < qRed(c) - 50;
}

/// The translucent orange of a propellor disc over the grey background.
bool isOrangeTint(QRgb c)
{
    return qRed(c) > qBlue(c) + 30 && qRed(c) > 120;
}

} // namespace

class TestOverlays : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OffscreenRenderer> m_renderer;
    std::unique_ptr<Document> m_doc;

private slots:
    void initTestCase()
    {
        QString why;
        QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
        m_renderer = std::make_unique<OffscreenRenderer>(QSize(640, 480));
        m_doc = Document::load(dataDir + QStringLiteral("overlay_arm.sdf"));
        QVERIFY(!m_doc->diagnostics().hasErrors());
    }
    void cleanupTestCase() { m_renderer.reset(); }

    void principalInertiaOfRotatedTensor()
    {
        // [[2 1 0] [1 2 0] [0 0 4]] has moments 1 and 3 about (1,-1,0)/√2 and (1,1,0)/√2, and 4.
        Inertial in;
        in.ixx = 2;
        in.iyy = 2;
        in.ixy = 1;
        in.izz = 4;
        double m[3];
        Vec3 axes[3];
        principalInertia(in, m, axes);
        std::vector<double> sorted(m, m + 3);
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(std::abs(sorted[0] - 1) < 1e-9);
        QVERIFY(std::abs(sorted[1] - 3) < 1e-9);
        QVERIFY(std::abs(sorted[2] - 4) < 1e-9);
        for (int i = 0; i < 3; ++i) {
            // I·a = m·a
            const Vec3 &a = axes[i];
            const Vec3 Ia {2 * a.x + a.y, a.x + 2 * a.y, 4 * a.z};
            QVERIFY((Ia - a * m[i]).norm() < 1e-9);
        }
        QVERIFY(std::abs(axes[0].cross(axes[1]).dot(axes[2]) - 1) < 1e-9);
    }

    void offByDefault()
    {
        SceneView scene(*m_doc, m_renderer->sceneRoot());
        QCOMPARE(scene.overlays(), 0);
        QCOMPARE(scene.overlayInstanceCount(), 0);
        const int batches = scene.batchCount(), instances = scene.instanceCount();
        scene.setOverlays(SceneView::LinkFrames | SceneView::JointAxes | SceneView::Inertia);
        QVERIFY(scene.overlayInstanceCount() > 0);
        // Overlays are not part of the scene's own counts (nor of its bounds).
        QCOMPARE(scene.batchCount(), batches);
        QCOMPARE(scene.instanceCount(), instances);
        scene.setOverlays(0);
        QCOMPARE(scene.overlayInstanceCount(), 0);
    }

    void overlaysDrawnWhereExpected()
    {
        // GIVEN the arm seen from the iso direction
        SceneView scene(*m_doc, m_renderer->sceneRoot());
        m_renderer->setBackground(scene.backgroundColor());
        m_renderer->fitCamera({-0.3f, -0.4f, -0.1f}, {0.9f, 0.4f, 1.1f}, ViewDirection::Iso);
        // Axis length: a tenth of the visuals' extent (0.4 x 0.4 x 1.2 m).
        const float size = std::sqrt(0.4f * 0.4f * 2 + 1.2f * 1.2f) * 0.1f;
        const QPointF onJointAxis = m_renderer->project({0, 0.6f * 1.5f * size, 0.5f});
        const QPointF onLinkX = m_renderer->project({0.6f * size, 0, 0.5f});
        const QPointF inInertiaBox = m_renderer->project({0.72f, 0, 0.5f});
        const QImage off = m_renderer->render();
        off.save(QDir::temp().filePath(QStringLiteral("tst_overlays_off.png")));
        // THEN without overlays there is only background at those places
        QVERIFY2(
            isBackground(pixelAt(off, onJointAxis)), qPrintable(name(pixelAt(off, onJointAxis))));
        QVERIFY2(isBackground(pixelAt(off, onLinkX)), qPrintable(name(pixelAt(off, onLinkX))));
        QVERIFY2(
            isBackground(pixelAt(off, inInertiaBox)), qPrintable(name(pixelAt(off, inInertiaBox))));

        // WHEN the joint axes are shown THEN the axis is yellow
        scene.setOverlays(SceneView::JointAxes);
        const QImage joints = m_renderer->render();
        joints.save(QDir::temp().filePath(QStringLiteral("tst_overlays_joints.png")));
        QVERIFY2(nearPixel(joints, onJointAxis, isYellow),
            qPrintable(name(pixelAt(joints, onJointAxis))));
        QVERIFY(isBackground(pixelAt(joints, inInertiaBox)));

        // WHEN link frames are shown THEN the arm link's X axis is red
        scene.setOverlays(SceneView::LinkFrames);
        const QImage frames = m_renderer->render();
        frames.save(QDir::temp().filePath(QStringLiteral("tst_overlays_frames.png")));
        QVERIFY2(nearPixel(frames, onLinkX, isRed), qPrintable(name(pixelAt(frames, onLinkX))));
        QVERIFY(!isYellow(pixelAt(frames, onJointAxis))); // the Y axis (green) is there

        // WHEN inertia is shown THEN the equivalent box (0.4 m along X at x = 0.6) is purple
        scene.setOverlays(SceneView::Inertia);
        const QImage inertia = m_renderer->render();
        inertia.save(QDir::temp().filePath(QStringLiteral("tst_overlays_inertia.png")));
        QVERIFY2(isPurple(pixelAt(inertia, inInertiaBox)),
            qPrintable(name(pixelAt(inertia, inInertiaBox))));
        QVERIFY(isBackground(pixelAt(inertia, m_renderer->project({0.95f, 0, 0.5f}))));

        // WHEN lights and frustums are shown THEN the light has a marker and the camera's
        // frustum (1 rad wide, 4:3, cut at twice the axis length) has its edges drawn in cyan
        scene.setOverlays(SceneView::Lights | SceneView::Frustums);
        const QImage markers = m_renderer->render();
        markers.save(QDir::temp().filePath(QStringLiteral("tst_overlays_markers.png")));
        const QPointF light = m_renderer->project({-0.2f, 0, 0.9f});
        QVERIFY(isBackground(pixelAt(off, light)));
        QVERIFY2(nearPixel(markers, light, [](QRgb c) { return qRed(c) > 150 && qBlue(c) > 150; }),
            qPrintable(name(pixelAt(markers, light))));
        const float farCut = 2 * size, ty = std::tan(0.5f), tz = ty * 240 / 320;
        const QPointF edge
            = m_renderer->project({farCut / 2, farCut * ty / 2, 1.1f + farCut * tz / 2});
        QVERIFY(isBackground(pixelAt(off, edge)));
        QVERIFY2(nearPixel(markers, edge, isCyan), qPrintable(name(pixelAt(markers, edge))));

        // WHEN the joint turns a quarter turn about Y THEN the link frame's X axis turns with it
        // (to -Z) and the inertia box leaves its place
        scene.setOverlays(SceneView::LinkFrames | SceneView::Inertia);
        scene.setJointPositions({{QStringLiteral("arm::swing"), M_PI / 2}});
        const QImage turned = m_renderer->render();
        turned.save(QDir::temp().filePath(QStringLiteral("tst_overlays_turned.png")));
        QVERIFY(!isRed(pixelAt(turned, onLinkX)));
        QVERIFY(!isPurple(pixelAt(turned, inInertiaBox)));
        const QPointF linkXTurned = m_renderer->project({0, 0, 0.5f - 0.6f * size});
        QVERIFY2(
            nearPixel(turned, linkXTurned, isRed), qPrintable(name(pixelAt(turned, linkXTurned))));
    }

    void computedInertiaBox()
    {
        // GIVEN a link whose inertial says a small box at its origin while its collision is a
        // 0.4 m cube at x = 0.6 (no visuals: only overlays are drawn)
        const auto doc = Document::load(dataDir + QStringLiteral("computed_inertia.sdf"));
        QVERIFY(!doc->diagnostics().hasErrors());
        SceneView scene(*doc, m_renderer->sceneRoot());
        m_renderer->setBackground(scene.backgroundColor());
        m_renderer->fitCamera({-0.3f, -0.3f, -0.3f}, {0.9f, 0.3f, 0.3f}, ViewDirection::Iso);
        const QPointF cube = m_renderer->project({0.6f, 0, 0});
        QVERIFY(isBackground(pixelAt(m_renderer->render(), cube)));
        // WHEN the inertia overlay is shown THEN the cube's equivalent box is drawn in teal
        // there, beside the file's centre of mass and box
        scene.setOverlays(SceneView::Inertia);
        QCOMPARE(scene.overlayInstanceCount(), 3);
        const QImage image = m_renderer->render();
        image.save(QDir::temp().filePath(QStringLiteral("tst_overlays_computed.png")));
        const QRgb c = pixelAt(image, cube);
        QVERIFY2(qGreen(c) > qRed(c) + 15 && qBlue(c) > qRed(c) + 15, qPrintable(name(c)));
    }

    void drakeLoopJoint()
    {
        // GIVEN FourBar.urdf bent (joint_0 0.6, joint_1 1.2 rad about y) seen from the iso view:
        // its <loop_joint joint_3> joins frame A on link_3 and frame B at base_link's origin.
        const auto doc = Document::load(QStringLiteral(
            ROBOSTAGE_CORPUS_DIR "/RobotLocomotion__drake/examples/simple_four_bar/FourBar.urdf"));
        QVERIFY(!doc->diagnostics().hasErrors());
        SceneView scene(*doc, m_renderer->sceneRoot());
        const JointPositions q {
            {QStringLiteral("FourBar::joint_0"), 0.6}, {QStringLiteral("FourBar::joint_1"), 1.2}};
        scene.setJointPositions(q);
        m_renderer->setBackground(scene.backgroundColor());
        m_renderer->fitCamera({-1, -1, -2}, {8, 1, 8}, ViewDirection::Iso);
        const Model &model = doc->scene().world.models.at(0);
        const LoopJoint &loop = model.loopJoints.at(0);
        const std::vector<Pose> X_WF = doc->frames().worldPoses(q);
        const Vec3 a = X_WF[size_t(loop.link1.frame)].p, b = X_WF[size_t(loop.link2.frame)].p;
        const auto along = [&](double t) {
            const Vec3 p = a + (b - a) * t;
            return m_renderer->project(QVector3D(float(p.x), float(p.y), float(p.z)));
        };
        const QImage off = m_renderer->render();
        // WHEN the joint axes are shown
        scene.setOverlays(SceneView::JointAxes);
        const QImage on = m_renderer->render();
        on.save(QDir::temp().filePath(QStringLiteral("tst_overlays_loop_joint.png")));
        // THEN the line from A to B is dashed pink: pink along much of it (half, widened by the
        // pixel search), in several pieces
        int pink = 0, runs = 0;
        bool inDash = false;
        const int samples = 400;
        for (int i = 20; i < samples - 20; ++i) {
            const QPointF p = along(double(i) / samples);
            QVERIFY(!isPink(pixelAt(off, p)));
            const bool hit = nearPixel(on, p, isPink);
            pink += hit ? 1 : 0;
            runs += hit && !inDash ? 1 : 0;
            inDash = hit;
        }
        QVERIFY2(pink > (samples - 40) / 4 && pink < (samples - 40) * 9 / 10,
            qPrintable(QString::number(pink)));
        QVERIFY2(runs >= 4, qPrintable(QString::number(runs)));
        // AND the axis (y) is drawn through frame A in yellow, out of link_3 (radius 0.2 m)
        const QPointF onAxis = m_renderer->project(QVector3D(float(a.x), 0.7f, float(a.z)));
        QVERIFY2(nearPixel(on, onAxis, isYellow), qPrintable(name(pixelAt(on, onAxis))));
        QVERIFY(!isYellow(pixelAt(off, onAxis)));
    }

    void drakeForceElements()
    {
        // GIVEN drake_forces.urdf: a thrust along +x at (-1, 0, 0.5) on body and a propellor of
        // 0.8 m diameter at (3.1, 0, 0) on rotor, axis x
        const auto doc
            = Document::load(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/drake_forces.urdf"));
        SceneView scene(*doc, m_renderer->sceneRoot());
        m_renderer->setBackground(scene.backgroundColor());
        m_renderer->fitCamera({-3, -2, -1}, {4, 2, 2}, ViewDirection::Iso);
        const QPointF thrust = m_renderer->project({-0.95f, 0, 0.5f});
        const QPointF disc = m_renderer->project({3.1f, 0, 0.3f});
        // WHEN only the joint axes are shown THEN neither is drawn
        scene.setOverlays(SceneView::JointAxes);
        const QImage joints = m_renderer->render();
        QVERIFY(!nearPixel(joints, thrust, isRed));
        QVERIFY2(!isOrangeTint(pixelAt(joints, disc)), qPrintable(name(pixelAt(joints, disc))));
        // WHEN the force elements are shown THEN the thrust arrow is red and the disc orange
        scene.setOverlays(SceneView::Forces);
        const QImage forces = m_renderer->render();
        forces.save(QDir::temp().filePath(QStringLiteral("tst_overlays_forces.png")));
        QVERIFY2(nearPixel(forces, thrust, isRed), qPrintable(name(pixelAt(forces, thrust))));
        QVERIFY2(isOrangeTint(pixelAt(forces, disc)), qPrintable(name(pixelAt(forces, disc))));
    }
};

int main(int argc, char **argv)
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestOverlays test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_overlays.moc"
