// `<include><experimental:params>` (SDFormat 1.8+ parameter passing) as a DOM transformation:
// each action on small fixtures, the diagnostics and their lines, the move of changes into
// nested includes, and the params of the corpus files include_custom_model.sdf and
// test_nested_include.sdf, checked against what libsdformat 12 makes of them (the entity list
// printed by tests/oracle/sdformat_poses).

#include "document.h"
#include "formats/readcontext.h"
#include "formats/sdf/sdfparams.h"

#include <tinyxml2.h>

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace robostage;
using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;

namespace {

const QString corpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/gazebosim__sdformat/test/integration");

QString compact(const tinyxml2::XMLNode *node)
{
    if (!node)
        return QStringLiteral("(missing)");
    tinyxml2::XMLPrinter printer(nullptr, true);
    node->Accept(&printer);
    return QString::fromUtf8(printer.CStr());
}

QString normalized(const char *xml)
{
    XMLDocument doc(true, tinyxml2::PRESERVE_WHITESPACE);
    if (doc.Parse(xml) != tinyxml2::XML_SUCCESS)
        return QStringLiteral("unparsable expectation: ") + QString::fromUtf8(doc.ErrorStr());
    return compact(doc.RootElement());
}

/// The result of applying a params block to a model.
struct Applied
{
    std::unique_ptr<Document> doc;
    std::unique_ptr<XMLDocument> model; ///< the changed copy
    QStringList errors;
    QStringList warnings;
    QList<int> errorLines;

    XMLElement *root() const { return model->RootElement(); }
    QString xml() const { return compact(model->RootElement()); }
    QString diagnostics() const { return (errors + warnings).join(QLatin1Char('\n')); }
};

void collect(Applied &r)
{
    for (const Diagnostic &d : r.doc->diagnostics().items()) {
        if (d.severity == Severity::Error) {
            r.errors << d.message;
            r.errorLines << d.line;
        } else {
            r.warnings << d.message;
        }
    }
}

XMLElement *findParams(XMLElement *include)
{
    return include ? include->FirstChildElement("experimental:params") : nullptr;
}

/// Writes `body` as the `<experimental:params>` of an include (the first line of `body` is line
/// 7 of that file), reads it into a Document and applies it to a copy of `modelXml`.
Applied apply(const char *modelXml, const QByteArray &body)
{
    Applied r;
    r.doc = std::make_unique<Document>();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("including.sdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return r;
    file.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n<model name=\"outer\">\n"
               "<include>\n<uri>inc</uri>\n<experimental:params>\n"
        + body + "\n</experimental:params>\n</include>\n</model>\n</sdf>\n");
    file.close();
    const int index = r.doc->addFile(path);
    if (index < 0)
        return r;
    XMLElement *include = r.doc->files()[size_t(index)]
                              .xml->RootElement()
                              ->FirstChildElement("model")
                              ->FirstChildElement("include");
    r.model = std::make_unique<XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
    r.model->Parse(modelXml);
    const ResourceResolver resolver;
    const ReadContext ctx(*r.doc, resolver, index);
    sdf::applyIncludeParams(ctx, findParams(include), r.model->RootElement());
    collect(r);
    return r;
}

/// A deep copy of the `<model>` of `path` in a document of its own, as the SDF reader makes it.
std::unique_ptr<XMLDocument> modelCopy(const QString &path)
{
    XMLDocument source(true, tinyxml2::PRESERVE_WHITESPACE);
    if (source.LoadFile(QFile::encodeName(path).constData()) != tinyxml2::XML_SUCCESS)
        return nullptr;
    auto copy = std::make_unique<XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
    const XMLElement *model = source.RootElement()->FirstChildElement("model");
    if (!model)
        return nullptr;
    copy->InsertEndChild(model->DeepClone(copy.get()));
    return copy;
}

/// The descendant of `scope` reached through `path` ("tag:name/tag:name/tag"; ":name"
/// optional): the first child with that tag (and name).
XMLElement *at(XMLElement *scope, const QString &path)
{
    XMLElement *e = scope;
    for (const QString &step : path.split(QLatin1Char('/'))) {
        if (!e)
            return nullptr;
        const int colon
            = step.indexOf(QLatin1Char(':'), step.startsWith(QLatin1String("foo:")) ? 4 : 0);
        const QByteArray tag = (colon < 0 ? step : step.left(colon)).toUtf8();
        const QByteArray name = colon < 0 ? QByteArray() : step.mid(colon + 1).toUtf8();
        XMLElement *c = e->FirstChildElement(tag.constData());
        while (c && !name.isEmpty() && name != c->Attribute("name"))
            c = c->NextSiblingElement(tag.constData());
        e = c;
    }
    return e;
}

QString textAt(XMLElement *scope, const QString &path)
{
    return ReadContext::text(at(scope, path));
}

int countChildren(XMLElement *e, const char *tag)
{
    int n = 0;
    for (XMLElement *c = e ? e->FirstChildElement(tag) : nullptr; c; c = c->NextSiblingElement(tag))
        ++n;
    return n;
}

/// Scoped names of the models, links, visuals, collisions and joints below `model` (the
/// entities sdformat_poses prints), prefixed with `prefix`.
void entities(XMLElement *model, const QString &prefix, QSet<QString> &out)
{
    for (XMLElement *c = model->FirstChildElement(); c; c = c->NextSiblingElement()) {
        const QByteArray tag = c->Name();
        const QString scoped
            = prefix + QStringLiteral("::") + QString::fromUtf8(c->Attribute("name"));
        if (tag == "model") {
            out << QStringLiteral("model ") + scoped;
            entities(c, scoped, out);
        } else if (tag == "link") {
            out << QStringLiteral("link ") + scoped;
            for (XMLElement *v = c->FirstChildElement(); v; v = v->NextSiblingElement()) {
                const QByteArray vt = v->Name();
                if (vt == "visual" || vt == "collision")
                    out << QString::fromUtf8(vt) + QLatin1Char(' ') + scoped + QStringLiteral("::")
                            + QString::fromUtf8(v->Attribute("name"));
            }
        } else if (tag == "joint") {
            out << QStringLiteral("joint ") + scoped;
        }
    }
}

const char *const kModel = R"(<model name="m">
  <link name="a">
    <pose>1 2 3 0 0 0</pose>
    <visual name="v">
      <geometry><box><size>1 1 1</size></box></geometry>
      <material><ambient>1 0 0 1</ambient><diffuse>1 0 0 1</diffuse></material>
    </visual>
    <collision name="v"><geometry><box><size>1 1 1</size></box></geometry></collision>
    <sensor name="s" type="camera"><update_rate>30</update_rate></sensor>
  </link>
  <model name="inner"><link name="b"/></model>
</model>)";

} // namespace

class TestSdfParams : public QObject
{
    Q_OBJECT

private slots:
    void add();
    void addErrors();
    void remove();
    void replace();
    void modify();
    void modifyEmptyAndMissing();
    void childActions();
    void childActionErrors();
    void elementIdErrors();
    void nestedIncludes();
    void includeCustomModel();
    void nestedIncludeCorpus();
};

void TestSdfParams::add()
{
    // GIVEN an added visual with a stray attribute and a link added to the model itself
    const Applied r = apply(kModel, R"(
<visual element_id="inner::b" name="nv" action="add" test="x" custom:keep="y">
  <geometry><sphere><radius>0.5</radius></sphere></geometry>
</visual>
<link element_id="" name="c" action="add"><pose>0 0 1 0 0 0</pose></link>
<plugin element_id="a" name="p" filename="libp.so" action="add"/>
<plugin element_id="a" name="p" filename="libp.so" action="add"/>)");
    // THEN copies without element_id/action/test are appended, duplicate plugins allowed
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.diagnostics()));
    QCOMPARE(compact(at(r.root(), "model:inner/link:b")),
        normalized(R"(<link name="b"><visual name="nv" custom:keep="y">
               <geometry><sphere><radius>0.5</radius></sphere></geometry></visual></link>)"));
    QCOMPARE(compact(r.root()->LastChildElement()),
        normalized(R"(<link name="c"><pose>0 0 1 0 0 0</pose></link>)"));
    QCOMPARE(countChildren(at(r.root(), "link:a"), "plugin"), 2);
    QCOMPARE(r.warnings.size(), 1);
    QVERIFY(r.warnings.first().contains(QLatin1String("'test'")));
}

void TestSdfParams::addErrors()
{
    // GIVEN additions without name, with a taken name, and into a missing parent
    const Applied r = apply(kModel, R"(<visual element_id="a" action="add"/>
<visual element_id="a" name="v" action="add"/>
<visual element_id="nope" name="w" action="add"/>
<box element_id="a" name="w" action="add"/>)");
    // THEN each is reported on its own line and nothing changes
    QCOMPARE(r.errors.size(), 4);
    QCOMPARE(r.errorLines, (QList<int> {7, 8, 9, 10}));
    QVERIFY(r.errors[1].contains(QLatin1String("already has")));
    QCOMPARE(r.xml(), normalized(kModel));
}

void TestSdfParams::remove()
{
    // GIVEN removals of a whole element, of children, and of a missing child
    const Applied r = apply(kModel, R"(<collision element_id="a::v" action="remove"/>
<visual element_id="a::v" action="remove"><material/></visual>
<sensor element_id="a::s" action="remove"><update_rate/><always_on/></sensor>
<link element_id="inner::b" action="remove"/>)");
    QCOMPARE(r.errors.size(), 1); // always_on
    QCOMPARE(r.errorLines, QList<int> {9});
    QVERIFY(!at(r.root(), "link:a/collision"));
    QVERIFY(at(r.root(), "link:a/visual:v/geometry"));
    QVERIFY(!at(r.root(), "link:a/visual:v/material"));
    QVERIFY(!at(r.root(), "link:a/sensor:s/update_rate"));
    QVERIFY(at(r.root(), "model:inner"));
    QVERIFY(!at(r.root(), "model:inner/link"));
}

void TestSdfParams::replace()
{
    // GIVEN a replacement that renames, with a stray and a namespaced attribute
    const Applied r = apply(
        kModel, R"(<visual element_id="a::v" name="w" test="x" custom:test="y" action="replace">
  <geometry><cylinder><radius>1</radius><length>2</length></cylinder></geometry>
</visual>)");
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.diagnostics()));
    // THEN it takes the visual's place (before the collision), without element_id/action/test
    XMLElement *first = at(r.root(), "link:a/pose")->NextSiblingElement();
    QCOMPARE(compact(first), normalized(R"(<visual name="w" custom:test="y">
      <geometry><cylinder><radius>1</radius><length>2</length></cylinder></geometry></visual>)"));
    QCOMPARE(countChildren(at(r.root(), "link:a"), "visual"), 1);
    QCOMPARE(r.warnings.size(), 1);
}

void TestSdfParams::modify()
{
    // GIVEN a modification that renames, sets attributes and values, and walks children
    const Applied r = apply(kModel, R"(<link element_id="a" name="a2" custom:x="1" action="modify">
  <pose relative_to="inner">4 5 6 0 0 0</pose>
  <visual name="v">
    <material><ambient custom:y="2">0 0 1 1</ambient></material>
  </visual>
  <sensor name="renamed"><update_rate>60</update_rate></sensor>
</link>)");
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.diagnostics()));
    XMLElement *link = at(r.root(), "link:a2");
    QVERIFY(link);
    QCOMPARE(QString::fromUtf8(link->Attribute("custom:x")), QStringLiteral("1"));
    QCOMPARE(
        compact(at(link, "pose")), normalized(R"(<pose relative_to="inner">4 5 6 0 0 0</pose>)"));
    QCOMPARE(compact(at(link, "visual:v/material")),
        normalized(R"(<material><ambient custom:y="2">0 0 1 1</ambient>
                                <diffuse>1 0 0 1</diffuse></material>)"));
    // a name that matches no sensor renames the first one
    QCOMPARE(textAt(link, "sensor:renamed/update_rate"), QStringLiteral("60"));
    QCOMPARE(QString::fromUtf8(at(link, "sensor")->Attribute("type")), QStringLiteral("camera"));
}

void TestSdfParams::modifyEmptyAndMissing()
{
    // GIVEN empty leaves (reset to default), a missing child and a stray attribute
    const Applied r = apply(kModel, R"(<link element_id="a" action="modify">
  <pose relative_to="inner" bogus="1"/>
  <visual name="v"><material><diffuse/></material><transparency>0.5</transparency></visual>
  <collision name="v"/>
</link>)");
    // THEN the pose becomes the identity relative_to inner, diffuse goes back to its default
    // (dropped), the stray attribute and the missing transparency are reported, the rest applies
    QCOMPARE(compact(at(r.root(), "link:a/pose")), normalized(R"(<pose relative_to="inner"/>)"));
    QVERIFY(!at(r.root(), "link:a/visual:v/material/diffuse"));
    QVERIFY(at(r.root(), "link:a/visual:v/material/ambient"));
    QCOMPARE(r.errors.size(), 2);
    QCOMPARE(r.errorLines, (QList<int> {8, 9}));
    QVERIFY(r.errors[0].contains(QLatin1String("bogus")));
    QVERIFY(r.errors[1].contains(QLatin1String("transparency")));
    QCOMPARE(r.warnings.size(), 1); // the empty <collision> modifies nothing
}

void TestSdfParams::childActions()
{
    // GIVEN a visual whose children carry their actions
    const Applied r = apply(kModel, R"(<visual element_id="a::v">
  <transparency action="add">0.5</transparency>
  <material action="remove"><diffuse/></material>
  <geometry action="replace"><sphere><radius>2</radius></sphere></geometry>
  <material action="modify"><ambient>0 1 0 1</ambient></material>
</visual>
<link element_id="a">
  <collision name="v" action="remove"/>
  <sensor name="s" action="replace" type="imu"/>
</link>)");
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.diagnostics()));
    QCOMPARE(compact(at(r.root(), "link:a/visual:v")), normalized(R"(<visual name="v">
      <geometry><sphere><radius>2</radius></sphere></geometry>
      <material><ambient>0 1 0 1</ambient></material>
      <transparency>0.5</transparency></visual>)"));
    QVERIFY(!at(r.root(), "link:a/collision"));
    QCOMPARE(
        compact(at(r.root(), "link:a/sensor")), normalized(R"(<sensor name="s" type="imu"/>)"));
}

void TestSdfParams::childActionErrors()
{
    const Applied r = apply(kModel, R"(<visual element_id="a::v">
  <transparency>0.5</transparency>
  <material action="paint"/>
  <plugin name="nope" action="remove"/>
  <foo:thing action="add"/>
  <geometry action="modify"><box><size>2 2 2</size></box></geometry>
</visual>
<link element_id="a"><visual action="replace"/></link>)");
    // THEN each bad child is reported on its line and the good one still applies
    QCOMPARE(r.errorLines, (QList<int> {8, 9, 10, 11, 14}));
    QCOMPARE(textAt(r.root(), "link:a/visual:v/geometry/box/size"), QStringLiteral("2 2 2"));
}

void TestSdfParams::elementIdErrors()
{
    const Applied r = apply(kModel, R"(<visual action="remove"/>
<visual element_id="a::v" action="delete"/>
<visual element_id="a::nope" action="remove"/>
<sensor element_id="a::v" action="remove"/>
<visual element_id="a::::v" action="remove"/>
<link element_id="" action="modify"/>
<foo:bar element_id="a" action="replace"/>)");
    QCOMPARE(r.errorLines, (QList<int> {7, 8, 9, 10, 11, 12, 13}));
    QVERIFY(r.errors[0].contains(QLatin1String("element_id")));
    QVERIFY(r.errors[1].contains(QLatin1String("delete")));
    QCOMPARE(r.xml(), normalized(kModel));
}

void TestSdfParams::nestedIncludes()
{
    // GIVEN a model with two nested includes (one named, one with its own params)
    const char *model = R"(<model name="m">
  <include><uri>model://sub/</uri></include>
  <include><uri>other</uri><name>named</name>
    <experimental:params><link element_id="l" action="remove"/></experimental:params>
  </include>
  <include><uri>gone</uri></include>
</model>)";
    const Applied r = apply(model,
        R"(<visual element_id="sub::l::v" action="modify"><transparency>1</transparency></visual>
<link element_id="named" name="n" action="add"/>
<model element_id="gone" action="remove"/>
<model element_id="sub"><pose action="modify">1 0 0 0 0 0</pose></model>)");
    // THEN changes inside them move into their params with the rest of the path,
    // a nested include can be removed, and changing the included model itself is reported
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.diagnostics()));
    QCOMPARE(r.warnings.size(), 1);
    QCOMPARE(r.root()->LastChildElement()->FirstChildElement("uri")->GetText(), "other");
    QCOMPARE(compact(findParams(r.root()->FirstChildElement("include"))),
        normalized(R"(<experimental:params><visual element_id="l::v" action="modify">
               <transparency>1</transparency></visual></experimental:params>)"));
    QCOMPARE(compact(findParams(r.root()->LastChildElement())),
        normalized(R"(<experimental:params><link element_id="l" action="remove"/>
               <link element_id="" name="n" action="add"/></experimental:params>)"));
}

void TestSdfParams::includeCustomModel()
{
    // GIVEN include_custom_model.sdf, which changes the included model `robot`
    const QString including = corpus + QStringLiteral("/include_custom_model.sdf");
    if (!QFile::exists(including))
        QSKIP("corpus not available");
    Applied r;
    r.doc = std::make_unique<Document>();
    const int index = r.doc->addFile(including);
    QVERIFY(index >= 0);
    XMLElement *include = at(r.doc->files()[size_t(index)].xml->RootElement(),
        QStringLiteral("world/model:robot/include"));
    r.model = modelCopy(corpus + QStringLiteral("/model/robot/model.sdf"));
    QVERIFY(r.model);
    const ResourceResolver resolver;
    const ReadContext ctx(*r.doc, resolver, index);
    sdf::applyIncludeParams(ctx, findParams(include), r.root());
    collect(r);

    // THEN libsdformat 12 accepts every change: no errors; it warns about the unnamed <plugin/>
    // and the dropped attribute test="hello"
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.diagnostics()));
    QCOMPARE(r.warnings.size(), 2);

    // AND the links, visuals, collisions, joints and models are those sdformat_poses lists
    QSet<QString> actual;
    entities(r.root(), QStringLiteral("robot::vehicle"), actual);
    const QSet<QString> oracle {"link robot::vehicle::chassis",
        "visual robot::vehicle::chassis::visual", "visual robot::vehicle::chassis::camera_visual",
        "collision robot::vehicle::chassis::collision", "link robot::vehicle::top",
        "visual robot::vehicle::top::top_visual", "visual robot::vehicle::top::camera_visual",
        "collision robot::vehicle::top::top_collision", "link robot::vehicle::left_wheel",
        "visual robot::vehicle::left_wheel::visual",
        "collision robot::vehicle::left_wheel::left_wheel_collision",
        "link robot::vehicle::right_wheel", "visual robot::vehicle::right_wheel::visual",
        "collision robot::vehicle::right_wheel::right_wheel_collision",
        "link robot::vehicle::caster", "visual robot::vehicle::caster::visual",
        "collision robot::vehicle::caster::collision", "link robot::vehicle::new_link",
        "link robot::vehicle::link_custom1", "joint robot::vehicle::top_to_base",
        "joint robot::vehicle::left_wheel_joint", "joint robot::vehicle::right_wheel_joint",
        "joint robot::vehicle::caster_wheel", "model robot::vehicle::nested_models",
        "model robot::vehicle::nested_models::model1",
        "link robot::vehicle::nested_models::model1::link1",
        "visual robot::vehicle::nested_models::model1::link1::new_visual"};
    QCOMPARE(actual, oracle);

    XMLElement *m = r.root();
    // chassis: lidar sensor removed, camera sensor lost always_on and visualize
    QVERIFY(!at(m, "link:chassis/sensor:lidar"));
    QVERIFY(at(m, "link:chassis/sensor:camera/topic"));
    QVERIFY(!at(m, "link:chassis/sensor:camera/always_on"));
    QVERIFY(!at(m, "link:chassis/sensor:camera/visualize"));
    QCOMPARE(
        textAt(m, "link:chassis/visual:camera_visual/pose"), QStringLiteral("-1.06 0 0 0 0 3.14"));
    QCOMPARE(
        textAt(m, "link:new_link/sensor:camera_sensor/camera/image/width"), QStringLiteral("320"));

    // top::camera_visual: child actions and a top-level plugin addition
    XMLElement *cv = at(m, "link:top/visual:camera_visual");
    QCOMPARE(textAt(cv, "transparency"), QStringLiteral("0.5"));
    QCOMPARE(countChildren(cv, "plugin"), 4);
    QCOMPARE(
        compact(at(cv, "material")), normalized("<material><ambient>0 0 1 1</ambient></material>"));
    QCOMPARE(textAt(cv, "geometry/sphere/radius"), QStringLiteral("0.05"));
    QVERIFY(!at(cv, "geometry/box"));

    // top: camera_collision removed, top_visual trimmed, modified and its material replaced
    XMLElement *tv = at(m, "link:top/visual:top_visual");
    QVERIFY(!at(tv, "transparency"));
    QVERIFY(!at(tv, "cast_shadows"));
    QCOMPARE(countChildren(tv, "plugin"), 1);
    QCOMPARE(QString::fromUtf8(at(tv, "plugin")->Attribute("name")), QStringLiteral("top_plugin2"));
    QCOMPARE(QString::fromUtf8(tv->Attribute("custom:test")), QStringLiteral("foo"));
    QCOMPARE(compact(at(tv, "geometry/box/size")),
        normalized(R"(<size custom:test="bar">1 0.5 0.5</size>)"));
    QCOMPARE(compact(at(tv, "material")),
        normalized("<material><ambient>0 0 1 1</ambient><diffuse>0 0 1 1</diffuse></material>"));
    QCOMPARE(textAt(m, "link:top/collision:top_collision/geometry/sphere/radius"),
        QStringLiteral("0.65"));

    // wheel collisions replaced and renamed; test="hello" dropped, custom:test kept
    XMLElement *rc = at(m, "link:right_wheel/collision:right_wheel_collision");
    QVERIFY(rc);
    QVERIFY(!rc->Attribute("test"));
    QCOMPARE(textAt(rc, "geometry/cylinder/length"), QStringLiteral("0.3"));
    XMLElement *lc = at(m, "link:left_wheel/collision:left_wheel_collision");
    QVERIFY(lc);
    QCOMPARE(QString::fromUtf8(lc->Attribute("custom:test")), QStringLiteral("hello"));

    // top::camera renamed cam, posed relative_to __model__
    XMLElement *cam = at(m, "link:top/sensor:cam");
    QVERIFY(cam);
    QCOMPARE(QString::fromUtf8(cam->Attribute("custom:test")), QStringLiteral("hello"));
    QCOMPARE(compact(at(cam, "pose")),
        normalized(R"(<pose relative_to="__model__">0.1 0.2 0.3 0 0 0</pose>)"));
    QCOMPARE(textAt(cam, "topic"), QStringLiteral("top/cam"));
    QCOMPARE(textAt(cam, "update_rate"), QStringLiteral("20"));
    QCOMPARE(QString::fromUtf8(at(cam, "camera")->Attribute("name")), QStringLiteral("top_camera"));
    QCOMPARE(textAt(cam, "camera/image/width"), QStringLiteral("1280"));
    QCOMPARE(textAt(cam, "camera/image/height"), QStringLiteral("240"));
    QCOMPARE(compact(at(cam, "camera/clip")),
        normalized(R"(<clip custom:test="foo"><near>0.05</near><far>50</far></clip>)"));
    QVERIFY(!at(cam, "camera/horizontal_fov")); // <horizontal_fov/>: back to the default

    // caster: identity pose relative_to right_wheel (libsdformat puts it at right_wheel)
    XMLElement *caster = at(m, "link:caster");
    QCOMPARE(compact(at(caster, "pose")), normalized(R"(<pose relative_to="right_wheel"/>)"));
    QCOMPARE(textAt(caster, "inertial/mass"), QStringLiteral("0.5"));
    QCOMPARE(textAt(caster, "inertial/inertia/iyy"), QStringLiteral("0.05"));
    QCOMPARE(textAt(caster, "visual:visual/geometry/sphere/radius"), QStringLiteral("0.8"));
    QCOMPARE(textAt(caster, "visual:visual/material/specular"), QStringLiteral("1 1 1 1"));
    QCOMPARE(textAt(caster, "collision:collision/geometry/sphere/radius"), QStringLiteral("0.8"));

    // nested_models posed relative_to caster (1.554282 0.375067 -0.699904 in libsdformat)
    QCOMPARE(compact(at(m, "model:nested_models/pose")),
        normalized(R"(<pose relative_to="caster">1 1 1 0 0 0</pose>)"));

    // the custom element added with link_custom1, then modified
    XMLElement *custom = at(m, "link:link_custom1/foo:custom_elem");
    QVERIFY(custom);
    QCOMPARE(ReadContext::text(custom), QStringLiteral("bar"));
    QCOMPARE(QString::fromUtf8(custom->Attribute("custom:attr")), QStringLiteral("test"));
}

void TestSdfParams::nestedIncludeCorpus()
{
    // GIVEN test_nested_include.sdf: base includes top_model, which includes top_camera, and the
    // params reach into top_camera
    const QString dir = corpus + QStringLiteral("/model/nested_include");
    if (!QFile::exists(dir + QStringLiteral("/test_nested_include.sdf")))
        QSKIP("corpus not available");
    Applied r;
    r.doc = std::make_unique<Document>();
    const int index = r.doc->addFile(dir + QStringLiteral("/test_nested_include.sdf"));
    QVERIFY(index >= 0);
    const ResourceResolver resolver;
    const ReadContext ctx(*r.doc, resolver, index);
    XMLElement *include = at(r.doc->files()[size_t(index)].xml->RootElement(),
        QStringLiteral("world/model:robot/include"));

    // WHEN the params are applied level by level, as the reader reads each include
    r.model = modelCopy(dir + QStringLiteral("/base/base.sdf"));
    QVERIFY(r.model);
    sdf::applyIncludeParams(ctx, findParams(include), r.root());
    QVERIFY(!at(r.root(), "link:chassis/visual:lidar_visual"));
    QVERIFY(at(r.root(), "link:chassis/visual:camera_visual"));
    XMLElement *topInclude = r.root()->FirstChildElement("include");
    QCOMPARE(ReadContext::text(topInclude->FirstChildElement("uri")), QStringLiteral("top_model"));
    QCOMPARE(countChildren(findParams(topInclude), nullptr), 3);

    auto top = modelCopy(dir + QStringLiteral("/top_model/top_model.sdf"));
    QVERIFY(top);
    sdf::applyIncludeParams(ctx, findParams(topInclude), top->RootElement());
    XMLElement *cameraInclude = top->RootElement()->FirstChildElement("include");
    QCOMPARE(countChildren(findParams(cameraInclude), nullptr), 3);
    QCOMPARE(
        QString::fromUtf8(findParams(cameraInclude)->FirstChildElement()->Attribute("element_id")),
        QStringLiteral("top_camera_link::camera"));

    auto camera = modelCopy(dir + QStringLiteral("/top_camera/top_camera.sdf"));
    QVERIFY(camera);
    sdf::applyIncludeParams(ctx, findParams(cameraInclude), camera->RootElement());
    collect(r);
    QVERIFY2(r.errors.isEmpty() && r.warnings.isEmpty(), qPrintable(r.diagnostics()));

    // THEN top_camera_link is as libsdformat makes it (sdformat_poses lists camera_collision
    // at top_camera_link with pose -0.2 0 0.3 0 0 3.14)
    XMLElement *link = at(camera->RootElement(), "link:top_camera_link");
    QCOMPARE(textAt(link, "sensor:camera/pose"), QStringLiteral("0 0 0 0 0 3.14"));
    QCOMPARE(textAt(link, "sensor:camera/update_rate"), QStringLiteral("60"));
    QCOMPARE(textAt(link, "visual:camera_visual/geometry/sphere/radius"), QStringLiteral("0.05"));
    QCOMPARE(textAt(link, "visual:camera_visual/material/diffuse"), QStringLiteral("0 0 1 1"));
    QCOMPARE(
        textAt(link, "collision:camera_collision/pose"), QStringLiteral("-0.2 0 0.3 0 0 3.14"));
}

QTEST_GUILESS_MAIN(TestSdfParams)
#include "tst_sdfparams.moc"
