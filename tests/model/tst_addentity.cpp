// AddEntity (model/edit/structurecommands.h) and the --add-* text (addspec.h) on small SDFormat
// files of versions 1.6 to 1.11 in three indentation styles, on URDF, and on real corpus files
// copied to a temporary folder: only the added lines appear, indented like their siblings;
// every added entity is at its parent's pose composed with POSE; undo gives back the exact
// bytes and redo the edited ones; refusals say why and change nothing.

#include "addentitycheck.h"
#include "corpus.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

using namespace robostage;
using namespace robostage::edit;
using robostage::test::AddStep;
using robostage::test::checkSteps;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// The SDFormat fixture: world `w` with model `m` (posed) holding link `base` (posed), each
/// level indented by `unit`.
QByteArray sdfFixture(const QByteArray &version, const QByteArray &unit)
{
    const QByteArray u1 = unit, u2 = unit + unit, u3 = u2 + unit, u4 = u3 + unit;
    return "<?xml version=\"1.0\"?>\n<sdf version=\"" + version + "\">\n" + u1
        + "<world name=\"w\">\n" + u2 + "<model name=\"m\">\n" + u3 + "<pose>1 0 0 0 0 0.5</pose>\n"
        + u3 + "<link name=\"base\">\n" + u4 + "<pose>0 0 0.5 0 0 0</pose>\n" + u3 + "</link>\n"
        + u2 + "</model>\n" + u1 + "</world>\n</sdf>\n";
}

const QByteArray kUrdf = "<?xml version=\"1.0\"?>\n"
                         "<robot name=\"arm\">\n"
                         "    <link name=\"base_link\">\n"
                         "        <visual>\n"
                         "            <geometry><box size=\"1 1 0.1\"/></geometry>\n"
                         "        </visual>\n"
                         "    </link>\n"
                         "</robot>\n";

const auto add = &test::addEntity;
const auto indentOfLine = &test::indentOfLine;

} // namespace

class TestAddEntity : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void parseErrors_data();
    void parseErrors();
    void sdfVersions_data();
    void sdfVersions();
    void sdfExactBytes();
    void urdfArm();
    void refusals_data();
    void refusals();
    void unfinished();
    void corpus_data();
    void corpus();
};

void TestAddEntity::parse_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("parent");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("geometry");
    QTest::addColumn<QList<double>>("numbers"); // pose, then the geometry's sizes
    using K = AddSpec::Kind;
    using T = Geometry::Type;
    QTest::newRow("link") << int(K::Link) << "m::n::l@1,2,3,0.1,0.2,0.3"
                          << "m::n"
                          << "l" << int(T::None) << QList<double> {1, 2, 3, 0.1, 0.2, 0.3};
    QTest::newRow("urdf link") << int(K::Link) << "l"
                               << ""
                               << "l" << int(T::None) << QList<double> {0, 0, 0, 0, 0, 0};
    QTest::newRow("box") << int(K::Visual) << "l::v=box:1,2,3"
                         << "l"
                         << "v" << int(T::Box) << QList<double> {0, 0, 0, 0, 0, 0, 1, 2, 3};
    QTest::newRow("sphere") << int(K::Collision) << "l::c=sphere:0.5@0,0,1,0,0,0"
                            << "l"
                            << "c" << int(T::Sphere) << QList<double> {0, 0, 1, 0, 0, 0, 0.5};
    QTest::newRow("cylinder") << int(K::Visual) << "l::v=cylinder:0.1,2"
                              << "l"
                              << "v" << int(T::Cylinder)
                              << QList<double> {0, 0, 0, 0, 0, 0, 0.1, 2};
    QTest::newRow("capsule") << int(K::Visual) << "l::v=capsule:0.1,2"
                             << "l"
                             << "v" << int(T::Capsule) << QList<double> {0, 0, 0, 0, 0, 0, 0.1, 2};
    QTest::newRow("ellipsoid") << int(K::Visual) << "l::v=ellipsoid:1,2,3"
                               << "l"
                               << "v" << int(T::Ellipsoid)
                               << QList<double> {0, 0, 0, 0, 0, 0, 1, 2, 3};
    QTest::newRow("mesh") << int(K::Visual) << "l::v=mesh:model://a/b.dae"
                          << "l"
                          << "v" << int(T::Mesh) << QList<double> {0, 0, 0, 0, 0, 0, 1, 1, 1};
    QTest::newRow("mesh scale") << int(K::Visual) << "l::v=mesh:package://p/m.stl,0.001"
                                << "l"
                                << "v" << int(T::Mesh)
                                << QList<double> {0, 0, 0, 0, 0, 0, 0.001, 0.001, 0.001};
    QTest::newRow("mesh xyz scale")
        << int(K::Visual) << "l::v=mesh:m.stl,1,2,3@1,0,0,0,0,0"
        << "l"
        << "v" << int(T::Mesh) << QList<double> {1, 0, 0, 0, 0, 0, 1, 2, 3};
}

void TestAddEntity::parse()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(QString, parent);
    QFETCH(QString, name);
    QFETCH(int, geometry);
    QFETCH(QList<double>, numbers);
    AddSpec spec;
    QString error;
    QVERIFY2(parseAddSpec(AddSpec::Kind(kind), text, spec, &error), qPrintable(error));
    QCOMPARE(spec.parent, parent);
    QCOMPARE(spec.name, name);
    QCOMPARE(int(spec.geometry.type), geometry);
    for (int i = 0; i < 6; ++i)
        QCOMPARE(spec.xyzRpy[size_t(i)], numbers[i]);
    QCOMPARE(spec.hasPose, text.contains('@'));
    const Geometry &g = spec.geometry;
    switch (spec.geometry.type) {
    case Geometry::Type::Box:
    case Geometry::Type::Ellipsoid:
        QCOMPARE(QList<double>({g.size.x, g.size.y, g.size.z}), numbers.mid(6));
        break;
    case Geometry::Type::Sphere:
        QCOMPARE(g.radius, numbers[6]);
        break;
    case Geometry::Type::Cylinder:
    case Geometry::Type::Capsule:
        QCOMPARE(QList<double>({g.radius, g.length}), numbers.mid(6));
        break;
    case Geometry::Type::Mesh:
        QCOMPARE(QList<double>({g.scale.x, g.scale.y, g.scale.z}), numbers.mid(6));
        QVERIFY(!g.uri.contains(',') && !g.uri.contains('@') && !g.uri.isEmpty());
        break;
    default:
        QCOMPARE(numbers.size(), 6);
    }
}

void TestAddEntity::parseErrors_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    using K = AddSpec::Kind;
    QTest::newRow("short pose") << int(K::Link) << "m::l@1,2,3"
                                << "not a pose";
    QTest::newRow("bad number") << int(K::Link) << "m::l@1,2,x,0,0,0"
                                << "not a pose";
    QTest::newRow("infinite") << int(K::Link) << "m::l@inf,0,0,0,0,0"
                              << "not a pose";
    QTest::newRow("no name") << int(K::Link) << "m::"
                             << "name is missing";
    QTest::newRow("value on link") << int(K::Link) << "m::l=box:1,1,1"
                                   << "no '='";
    QTest::newRow("joint parts") << int(K::Joint) << "m::j=revolute,a"
                                 << "TYPE,PARENT,CHILD";
    QTest::newRow("joint no value") << int(K::Joint) << "m::j"
                                    << "MODEL::NAME=TYPE";
    QTest::newRow("box sizes") << int(K::Visual) << "l::v=box:1,1"
                               << "not a geometry";
    QTest::newRow("negative") << int(K::Visual) << "l::v=sphere:-1"
                              << "greater than 0";
    QTest::newRow("cone") << int(K::Collision) << "l::c=cone:1,1"
                          << "not a geometry";
    QTest::newRow("mesh uri") << int(K::Visual) << "l::v=mesh:"
                              << "not a geometry";
}

void TestAddEntity::parseErrors()
{
    test::checkParseError();
}

void TestAddEntity::sdfVersions_data()
{
    QTest::addColumn<QByteArray>("version");
    QTest::addColumn<QByteArray>("unit");
    const QList<QByteArray> units {"  ", "    ", "\t"};
    int i = 0;
    for (const char *version : {"1.6", "1.7", "1.8", "1.9", "1.10", "1.11"}) {
        for (const QByteArray &unit : {units[i % 3], units[(i + 1) % 3]})
            QTest::addRow(
                "%s, %d-char %s", version, int(unit.size()), unit == "\t" ? "tab" : "spaces")
                << QByteArray(version) << unit;
        ++i;
    }
}

void TestAddEntity::sdfVersions()
{
    QFETCH(QByteArray, version);
    QFETCH(QByteArray, unit);
    // GIVEN world w > model m > link base, indented by `unit`
    QTemporaryDir dir;
    const QString path = dir.filePath("fixture.sdf");
    QVERIFY(writeFile(path, sdfFixture(version, unit)));
    EditSession s(path);
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(test::diagnosticsText(s.document())));
    QString why;
    std::vector<AddStep> steps = test::addSteps(s.document(), &why);
    QVERIFY2(!steps.empty(), qPrintable(why));
    // (a mesh visual too)
    steps.push_back({AddSpec::Kind::Visual, "m::base::rs_mesh=mesh:model://x/meshes/a.dae,0.5",
        "visual:m::base::rs_mesh", "link:m::base", {}});
    // WHEN every --add-* form is applied, one undo step each
    checkSteps(s, steps, QString::fromLatin1(version));
    // THEN the new elements are indented like their siblings, their children by the file's unit
    const QByteArray after = s.bytes(s.path());
    const QByteArray linkIndent = indentOfLine(after, "<link name=\"base\">");
    QCOMPARE(indentOfLine(after, "<link name=\"rs_link\">"), linkIndent);
    QCOMPARE(indentOfLine(after, "<joint name=\"rs_joint\""), linkIndent);
    QCOMPARE(indentOfLine(after, "<inertial>"), linkIndent + unit);
    QCOMPARE(indentOfLine(after, "<mass>1</mass>"), linkIndent + unit + unit);
    QCOMPARE(indentOfLine(after, "<visual name=\"rs_visual\">"), linkIndent + unit);
    QCOMPARE(
        indentOfLine(after, "<size>0.1 0.2 0.3</size>"), linkIndent + unit + unit + unit + unit);
    QCOMPARE(indentOfLine(after, "<model name=\"rs_model\">"),
        indentOfLine(after, "<model name=\"m\">"));
    QCOMPARE(indentOfLine(after, "<model name=\"rs_nested\">"), linkIndent);
    if (version != "1.6")
        QCOMPARE(
            indentOfLine(after, "<frame name=\"rs_frame2\" attached_to=\"rs_link\">"), linkIndent);
    QVERIFY(after.contains("<uri>model://x/meshes/a.dae</uri>"));
    QVERIFY(after.contains("<scale>0.5 0.5 0.5</scale>"));
    // AND the saved file reads back without errors
    QVERIFY(s.save().ok);
    const auto reread = Document::load(path);
    QVERIFY2(!reread->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*reread)));
}

void TestAddEntity::sdfExactBytes()
{
    // GIVEN the 2-space fixture
    QTemporaryDir dir;
    const QString path = dir.filePath("fixture.sdf");
    const QByteArray before = sdfFixture("1.9", "  ");
    QVERIFY(writeFile(path, before));
    EditSession s(path);
    // WHEN a link, a revolute joint and a frame are added
    EditResult r = add(s, AddSpec::Kind::Link, "m::arm@0,0,1,0,0,1.5707963267948966");
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.notes.join(' ').contains("1 kg"), qPrintable(r.notes.join(' ')));
    r = add(s, AddSpec::Kind::Joint, "m::j=revolute,base,arm");
    QVERIFY2(r.ok, qPrintable(r.error));
    r = add(s, AddSpec::Kind::Frame, "w::f");
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN exactly these lines are inserted (zero pose: no <pose>)
    QByteArray expected = before;
    expected.replace("      </link>\n",
        "      </link>\n"
        "      <link name=\"arm\">\n"
        "        <pose>0 0 1 0 0 1.570796326795</pose>\n"
        "        <inertial>\n"
        "          <mass>1</mass>\n"
        "          <inertia>\n"
        "            <ixx>1</ixx>\n"
        "            <ixy>0</ixy>\n"
        "            <ixz>0</ixz>\n"
        "            <iyy>1</iyy>\n"
        "            <iyz>0</iyz>\n"
        "            <izz>1</izz>\n"
        "          </inertia>\n"
        "        </inertial>\n"
        "      </link>\n"
        "      <joint name=\"j\" type=\"revolute\">\n"
        "        <parent>base</parent>\n"
        "        <child>arm</child>\n"
        "        <axis>\n"
        "          <xyz>0 0 1</xyz>\n"
        "          <limit>\n"
        "            <lower>-3.141592653589793</lower>\n"
        "            <upper>3.141592653589793</upper>\n"
        "          </limit>\n"
        "        </axis>\n"
        "      </joint>\n");
    expected.replace("    </model>\n", "    </model>\n    <frame name=\"f\"/>\n");
    QCOMPARE(s.bytes(s.path()), expected);
    QCOMPARE(s.undoStack()->count(), 3);
    // AND a model without a pose is written self-closing; its first link opens it
    QVERIFY(add(s, AddSpec::Kind::Model, "w::box").ok);
    QVERIFY(s.bytes(s.path()).contains("    </model>\n    <model name=\"box\"/>\n"));
    QVERIFY(add(s, AddSpec::Kind::Link, "box::body").ok);
    QVERIFY2(s.bytes(s.path()).contains("    <model name=\"box\">\n"
                                        "      <link name=\"body\">\n"
                                        "        <inertial>\n"),
        s.bytes(s.path()).constData());
    QVERIFY(s.bytes(s.path()).contains("      </link>\n    </model>\n    <frame name=\"f\"/>\n"));
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), expected);
}

void TestAddEntity::urdfArm()
{
    // GIVEN a URDF robot with one base_link (4-space indentation)
    QTemporaryDir dir;
    const QString path = dir.filePath("arm.urdf");
    QVERIFY(writeFile(path, kUrdf));
    EditSession s(path);
    QString why;
    std::vector<AddStep> steps = test::addSteps(s.document(), &why);
    QVERIFY2(!steps.empty(), qPrintable(why));
    steps.push_back({AddSpec::Kind::Visual, "rs_link::rs_mesh=mesh:package://p/m.stl,0.001",
        "visual:arm::rs_link::rs_mesh", "link:arm::rs_link", {}});
    // WHEN a link, its revolute joint, visuals and a collision are added
    checkSteps(s, steps, QStringLiteral("arm.urdf"));
    // THEN the elements are URDF's, indented like their siblings
    const QByteArray after = s.bytes(s.path());
    QVERIFY2(after.contains("    <link name=\"rs_link\">\n"
                            "        <inertial>\n"
                            "            <mass value=\"1\"/>\n"
                            "            <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" "
                            "iyz=\"0\" izz=\"1\"/>\n"
                            "        </inertial>\n"),
        after.constData());
    QVERIFY2(after.contains("    <joint name=\"rs_joint\" type=\"revolute\">\n"
                            "        <origin xyz=\"0.1 0.2 0.3\" rpy=\"0.1 0.2 0.3\"/>\n"
                            "        <parent link=\"base_link\"/>\n"
                            "        <child link=\"rs_link\"/>\n"
                            "        <axis xyz=\"0 0 1\"/>\n"
                            "        <limit lower=\"-3.141592653589793\" "
                            "upper=\"3.141592653589793\" effort=\"100\" velocity=\"1\"/>\n"
                            "    </joint>\n</robot>\n"),
        after.constData());
    QVERIFY(after.contains("                <cylinder radius=\"0.1\" length=\"0.2\"/>\n"));
    QVERIFY(after.contains("<mesh filename=\"package://p/m.stl\" scale=\"0.001 0.001 0.001\"/>"));
    // AND the robot is one tree with the new link below base_link
    QVERIFY(unfinishedAdditions(s.document(), {"link:arm::rs_link"}).isEmpty());
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(test::diagnosticsText(s.document())));
}

void TestAddEntity::refusals_data()
{
    QTest::addColumn<QString>("file"); // "sdf:VERSION" or "urdf"
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    using K = AddSpec::Kind;
    QTest::newRow("sdf link name taken") << "sdf:1.9" << int(K::Link) << "m::base"
                                         << "'base' is already used in 'm'";
    QTest::newRow("sdf frame shares link names") << "sdf:1.9" << int(K::Frame) << "m::base"
                                                 << "already used";
    QTest::newRow("sdf model name taken") << "sdf:1.9" << int(K::Model) << "w::m"
                                          << "already used at the top level";
    QTest::newRow("sdf unknown model") << "sdf:1.9" << int(K::Link) << "nope::l"
                                       << "no model named 'nope'";
    QTest::newRow("sdf unknown world") << "sdf:1.9" << int(K::Model) << "nope::x"
                                       << "the world is 'w'";
    QTest::newRow("sdf link without model") << "sdf:1.9" << int(K::Link) << "l"
                                            << "give the parent";
    QTest::newRow("sdf unknown link") << "sdf:1.9" << int(K::Visual) << "m::nope::v=sphere:1"
                                      << "no link named";
    QTest::newRow("sdf joint type") << "sdf:1.9" << int(K::Joint) << "m::j=hinge,base,base"
                                    << "not a joint type of SDFormat 1.9";
    QTest::newRow("sdf gearbox") << "sdf:1.9" << int(K::Joint) << "m::j=gearbox,base,world"
                                 << "not a joint type";
    QTest::newRow("sdf joint child") << "sdf:1.9" << int(K::Joint) << "m::j=fixed,base,nope"
                                     << "no link or frame named 'nope'";
    QTest::newRow("sdf joint child world") << "sdf:1.9" << int(K::Joint) << "m::j=fixed,base,world"
                                           << "cannot be the world";
    QTest::newRow("sdf joint same") << "sdf:1.9" << int(K::Joint) << "m::j=fixed,base,base"
                                    << "both 'base'";
    QTest::newRow("sdf 1.6 capsule") << "sdf:1.6" << int(K::Visual) << "m::base::v=capsule:1,1"
                                     << "SDFormat 1.6 has no capsule";
    QTest::newRow("sdf 1.6 frame") << "sdf:1.6" << int(K::Frame) << "m::f"
                                   << "SDFormat 1.7 or later";
    QTest::newRow("sdf reserved name") << "sdf:1.9" << int(K::Link) << "m::__model__"
                                       << "reserved";
    QTest::newRow("sdf visual name taken") << "sdf:1.9" << int(K::Visual) << "m::base::v=sphere:1"
                                           << "";
    QTest::newRow("urdf link pose") << "urdf" << int(K::Link) << "l@1,0,0,0,0,0"
                                    << "give the pose to --add-joint";
    QTest::newRow("urdf link taken") << "urdf" << int(K::Link) << "base_link"
                                     << "already used";
    QTest::newRow("urdf other robot") << "urdf" << int(K::Link) << "other::l"
                                      << "without 'other::'";
    QTest::newRow("urdf frame") << "urdf" << int(K::Frame) << "base_link::f"
                                << "URDF has no frames";
    QTest::newRow("urdf model") << "urdf" << int(K::Model) << "arm::m"
                                << "one robot";
    QTest::newRow("urdf capsule") << "urdf" << int(K::Collision) << "base_link::c=capsule:1,1"
                                  << "URDF has no capsule";
    QTest::newRow("urdf joint type") << "urdf" << int(K::Joint) << "j=ball,base_link,arm2"
                                     << "not a URDF joint type";
    QTest::newRow("urdf joint link") << "urdf" << int(K::Joint) << "j=fixed,base_link,nope"
                                     << "no link named 'nope'";
    QTest::newRow("urdf second parent") << "urdf" << int(K::Joint) << "j=fixed,arm2,arm1"
                                        << "already has the parent joint 'j1'";
    QTest::newRow("urdf cycle") << "urdf" << int(K::Joint) << "j=fixed,arm1,base_link"
                                << "cycle";
    QTest::newRow("urdf joint name taken") << "urdf" << int(K::Joint) << "j1=fixed,base_link,arm2"
                                           << "already used";
    QTest::newRow("urdf visual name taken")
        << "urdf" << int(K::Visual) << "base_link::visual_0=sphere:1"
        << "already used";
}

void TestAddEntity::refusals()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const bool urdf = file == QLatin1String("urdf");
    const QString path = dir.filePath(urdf ? "arm.urdf" : "fixture.sdf");
    QVERIFY(writeFile(path, urdf ? kUrdf : sdfFixture(file.mid(4).toLatin1(), "  ")));
    EditSession s(path);
    if (urdf) {
        // base_link -j1-> arm1, and arm2 without a joint yet
        QVERIFY(add(s, AddSpec::Kind::Link, "arm1").ok);
        QVERIFY(add(s, AddSpec::Kind::Joint, "j1=fixed,base_link,arm1").ok);
        QVERIFY(add(s, AddSpec::Kind::Link, "arm2").ok);
    } else if (message.isEmpty()) {
        QVERIFY(add(s, AddSpec::Kind::Visual, value).ok);
        message = "already used in 'm::base'";
    }
    const QByteArray before = s.bytes(s.path());
    const int steps = s.undoStack()->count();
    const EditResult r = add(s, AddSpec::Kind(kind), value);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(message), qPrintable(r.error));
    QCOMPARE(s.bytes(s.path()), before);
    QCOMPARE(s.undoStack()->count(), steps);
}

void TestAddEntity::unfinished()
{
    QTemporaryDir dir;
    // GIVEN a URDF link added without a joint
    const QString urdf = dir.filePath("arm.urdf");
    QVERIFY(writeFile(urdf, kUrdf));
    EditSession u(urdf);
    QVERIFY(add(u, AddSpec::Kind::Link, "loose").ok);
    // THEN the batch check names it and says what to add
    QStringList problems = unfinishedAdditions(u.document(), {"link:arm::loose"});
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].contains("--add-joint NAME=TYPE,PARENT,loose"), qPrintable(problems[0]));
    // AND with a joint added it holds
    QVERIFY(add(u, AddSpec::Kind::Joint, "j=continuous,base_link,loose").ok);
    QVERIFY(unfinishedAdditions(u.document(), {"link:arm::loose"}).isEmpty());
    // GIVEN an SDFormat model added without a link
    const QString sdf = dir.filePath("w.sdf");
    QVERIFY(writeFile(sdf, sdfFixture("1.11", "  ")));
    EditSession s(sdf);
    QVERIFY(add(s, AddSpec::Kind::Model, "world::empty@1,0,0,0,0,0").ok);
    problems = unfinishedAdditions(s.document(), {"model:empty"});
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].contains("--add-link empty::NAME"), qPrintable(problems[0]));
    QVERIFY(add(s, AddSpec::Kind::Link, "empty::body").ok);
    QVERIFY(unfinishedAdditions(s.document(), {"model:empty"}).isEmpty());
    // AND a model deleted again later is not checked
    QVERIFY(unfinishedAdditions(s.document(), {"model:gone"}).isEmpty());
}

void TestAddEntity::corpus_data()
{
    QTest::addColumn<QString>("file");
    for (const char *file : {
             "gazebosim__sdformat/test/sdf/double_pendulum.sdf", // 1.6 model
             "gazebosim__sdformat/test/integration/model/robot/model.sdf", // 1.7
             "gazebosim__sdformat/test/sdf/lights.sdf", // 1.8 world
             "gazebosim__sdformat/test/sdf/joint_axis_in_rotated_frame.sdf", // 1.9
             "gazebosim__sdformat/test/sdf/joint_screw_thread_pitch.sdf", // 1.10
             "gazebosim__sdformat/test/sdf/basic_shapes.sdf", // 1.11 world
             "gazebosim__gazebo-classic/worlds/shapes.world", // 1.5 world
             "ros__urdf_tutorial/urdf/07-physics.urdf",
             "unitreerobotics__unitree_ros/robots/aliengo_description/urdf/aliengo.urdf",
             "ros__robot_state_publisher/test/two_links_moving_joint.urdf",
         })
        QTest::newRow(file) << QString::fromLatin1(file);
}

void TestAddEntity::corpus()
{
    QFETCH(QString, file);
    const QString source = test::corpusDir() + '/' + file;
    if (!QFileInfo::exists(source))
        QSKIP("corpus file missing");
    // GIVEN a writable copy of the corpus file next to links to its siblings' folder
    QTemporaryDir dir;
    const QString path = dir.filePath(QFileInfo(file).fileName());
    QVERIFY(QFile::copy(source, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    EditSession s(path, test::corpusResolver());
    QString why;
    const std::vector<AddStep> steps = test::addSteps(s.document(), &why);
    QVERIFY2(!steps.empty(), qPrintable(why));
    // WHEN every add form that applies is made THEN bytes, poses, undo and redo hold
    checkSteps(s, steps, file, false);
}

QTEST_GUILESS_MAIN(TestAddEntity)
#include "tst_addentity.moc"
