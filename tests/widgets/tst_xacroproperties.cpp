// Editing a xacro robot in the Properties dock as a user does (issue 16): typing a value that
// the xacro file computes with an expression brings up the expression dialog, and the typed
// expression is written into the xacro source in one undo step; typing a value written in a macro
// expanded several times asks the shared-edit question, and "this instance" gives only that
// expansion the new value. An SDFormat world written in xacro (.world.xacro, issue 31) opens as
// SDFormat and its edits go into the xacro source the same way. Runs offscreen under xvfb-run
// (the viewport needs GLX).

#include "base/selection.h"
#include "dialogs/sharededitprompt.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "properties/propertiesdock.h"
#include "propertiestestutil.h"

#include "document.h"

#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

namespace {

double worldZ(const Document &doc, FrameKind kind, const QString &name)
{
    const FrameId id = test::findFrame(doc, kind, name);
    return id == kNoFrame ? -999 : doc.frames().worldPose(id).p.z;
}

} // namespace

class TestXacroProperties : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void expressionDialogWritesTheSource();
    void instanceOfMacroBody();
    void sdfWorldXacroEditsTheSource();
    void yamlValueWrittenWithoutAsking();

private:
    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_hand;
    std::unique_ptr<MainWindow> m_window;
};

void TestXacroProperties::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestXacroProperties::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/edit"), m_dir->path()));
    m_hand = m_dir->filePath(QStringLiteral("hand.urdf.xacro"));
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(m_hand);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->document() && m_window->document()->xacroExpansion());
}

void TestXacroProperties::cleanup()
{
    setXacroExpressionPrompt(nullptr);
    setSharedEditPrompt(nullptr);
    m_window.reset();
}

void TestXacroProperties::expressionDialogWritesTheSource()
{
    // GIVEN the palm visual, placed at "0 0 ${width / 4}", selected
    const QByteArray before = test::readFile(m_hand);
    QString shown;
    setXacroExpressionPrompt([&](const edit::EditResult &question) -> std::optional<QString> {
        shown = question.computed.written + QLatin1Char('@') + question.computed.value;
        return QStringLiteral("0 0 ${width / 2}");
    });
    m_window->selection()->setFrame(test::findFrame(
        *m_window->document(), FrameKind::Visual, QStringLiteral("hand::palm::visual_0")));
    // WHEN z is typed in the Properties dock
    test::typeInto(m_window->propertiesDock(), QStringLiteral("poseZ"), QStringLiteral("0.05"));
    // THEN the dialog showed the expression as written and the value asked for, and the
    // expression typed there is written in its place: one undo step, the robot expanded again
    QCOMPARE(shown, QStringLiteral("0 0 ${width / 4}@0 0 0.05"));
    QByteArray expected = before;
    expected.replace("${width / 4}", "${width / 2}");
    QVERIFY(expected != before);
    QCOMPARE(m_window->session()->bytes(m_hand), expected);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QVERIFY(qAbs(worldZ(*m_window->document(), FrameKind::Visual,
                     QStringLiteral("hand::palm::visual_0"))
                - 0.04)
        < 1e-12);
    // AND Cancel leaves everything as it was
    setXacroExpressionPrompt([](const edit::EditResult &) { return std::nullopt; });
    QTest::qWait(0);
    test::typeInto(m_window->propertiesDock(), QStringLiteral("poseZ"), QStringLiteral("0.06"));
    QCOMPARE(m_window->session()->bytes(m_hand), expected);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
}

void TestXacroProperties::instanceOfMacroBody()
{
    // GIVEN the left finger, whose knuckle origin is a literal in the finger macro (3 calls)
    int asked = 0;
    setSharedEditPrompt([&](const edit::EditResult &question) {
        ++asked;
        return question.shared.instancePossible ? edit::SharedEdit::Instance
                                                : edit::SharedEdit::Ask;
    });
    m_window->selection()->setFrame(test::findFrame(
        *m_window->document(), FrameKind::Link, QStringLiteral("hand::left_finger")));
    // WHEN its z is typed and "this instance" is chosen
    test::typeInto(m_window->propertiesDock(), QStringLiteral("poseZ"), QStringLiteral("0.03"));
    // THEN only the left finger moved, through a new macro parameter passed by its call
    QCOMPARE(asked, 1);
    const QByteArray bytes = m_window->session()->bytes(m_hand);
    QVERIFY2(bytes.contains("<xacro:finger side=\"left\" origin_xyz=\"0.01 0 0.03\"/>"),
        bytes.constData());
    QCOMPARE(
        worldZ(*m_window->document(), FrameKind::Link, QStringLiteral("hand::left_finger")), 0.03);
    QCOMPARE(
        worldZ(*m_window->document(), FrameKind::Link, QStringLiteral("hand::right_finger")), 0.02);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
}

void TestXacroProperties::sdfWorldXacroEditsTheSource()
{
    // GIVEN shelves.world.xacro (an <sdf> root, a shelf macro called twice, a sun light) opened
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/sdf"), m_dir->path()));
    const QString world = m_dir->filePath(QStringLiteral("shelves.world.xacro"));
    const QByteArray before = test::readFile(world);
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(world);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const Document *doc = m_window->document();
    QVERIFY(doc && doc->xacroExpansion());
    // THEN it reads as SDFormat: the two shelves the argument's default asks for, 0.4 m high
    QCOMPARE(worldZ(*doc, FrameKind::Model, QStringLiteral("shelf_1")), 0.4);
    QCOMPARE(test::findFrame(*doc, FrameKind::Model, QStringLiteral("shelf_2")), kNoFrame);
    // WHEN the sun is selected, its z typed in the Properties dock and the window saves
    m_window->selection()->setFrame(test::findFrame(*doc, FrameKind::Light, QStringLiteral("sun")));
    test::typeInto(m_window->propertiesDock(), QStringLiteral("poseZ"), QStringLiteral("12"));
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QVERIFY(m_window->session()->save().ok);
    // THEN the literal in the xacro source changed and no other byte did
    QByteArray expected = before;
    expected.replace("<pose>0 0 10 0 0 0</pose>", "<pose>0 0 12 0 0 0</pose>");
    QVERIFY(expected != before);
    QCOMPARE(test::readFile(world), expected);
    QCOMPARE(worldZ(*m_window->document(), FrameKind::Light, QStringLiteral("sun")), 12.0);
}

void TestXacroProperties::yamlValueWrittenWithoutAsking()
{
    // GIVEN the solve fixture, whose wrist x is read from kinematics.yaml, opened in the window
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/solve"), m_dir->path()));
    const QString robot = m_dir->filePath(QStringLiteral("solve.urdf.xacro"));
    const QString yaml = m_dir->filePath(QStringLiteral("kinematics.yaml"));
    const QByteArray before = test::readFile(yaml);
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(robot);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    int asked = 0;
    setXacroExpressionPrompt([&](const edit::EditResult &) -> std::optional<QString> {
        ++asked;
        return std::nullopt;
    });
    setSharedEditPrompt([&](const edit::EditResult &) {
        ++asked;
        return edit::SharedEdit::Ask;
    });
    // WHEN the wrist link is selected and x typed in the Properties dock
    m_window->selection()->setFrame(
        test::findFrame(*m_window->document(), FrameKind::Link, QStringLiteral("solve::wrist")));
    // THEN Properties names the YAML file and the lines the numbers come from (issue 31)
    auto *source
        = m_window->propertiesDock()->findChild<QLabel *>(QStringLiteral("poseYamlSource"));
    QVERIFY(source && source->isVisible());
    QCOMPARE(source->text(), QStringLiteral("kinematics.yaml: line 3 (x), 4 (y)"));
    QVERIFY(source->toolTip().contains(yaml));
    test::typeInto(m_window->propertiesDock(), QStringLiteral("poseX"), QStringLiteral("0.3"));
    // THEN nothing asks: the YAML scalar changes, with its comment, in one undo step
    QCOMPARE(asked, 0);
    QByteArray expected = before;
    expected.replace("  x: 0.25   # along the arm", "  x: 0.3   # along the arm");
    QVERIFY(expected != before);
    QCOMPARE(m_window->session()->bytes(yaml), expected);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    // AND the status bar says where the number went
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QLatin1String("kinematics.yaml:3")), qPrintable(said));
    // AND saving writes the YAML file
    QVERIFY(m_window->session()->save().ok);
    QCOMPARE(test::readFile(yaml), expected);
}

QTEST_MAIN(TestXacroProperties)
#include "tst_xacroproperties.moc"
