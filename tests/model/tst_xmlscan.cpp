// The byte-exact XML scanner, the number formatter and the byte patches built on them
// (model/edit/xmlscan.h, numberformat.h, xmlpatch.h).

#include "edit/numberformat.h"
#include "edit/xmlpatch.h"
#include "edit/xmlscan.h"

#include <tinyxml2.h>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace robostage::edit;

class TestXmlScan : public QObject
{
    Q_OBJECT

private slots:
    void scansSpans();
    void skipsMarkup_data();
    void skipsMarkup();
    void reportsErrors_data();
    void reportsErrors();
    void formatsShortest_data();
    void formatsShortest();
    void patchesNumbersMinimally_data();
    void patchesNumbersMinimally();
    void patchSetsTextAndAttributes();
    void patchInsertsWithIndentation_data();
    void patchInsertsWithIndentation();
    void patchRemovesElement();
    void patchRefusesMismatch();
};

void TestXmlScan::scansSpans()
{
    // GIVEN an element with attributes (one holding '>'), text, a self-closing child and a
    // namespaced element
    const QByteArray xml = "<?xml version=\"1.0\"?>\n<robot name='r>1' a=\"x\">\n"
                           "  <link name=\"l\"/>\n  <drake:joint>t</drake:joint >\n</robot>\n";
    // WHEN it is scanned
    const XmlScan scan = scanXml(xml);
    // THEN every element, attribute value, content and end tag is where the bytes say
    QVERIFY2(scan.ok(), qPrintable(scan.error));
    QCOMPARE(int(scan.elements.size()), 3);
    const ScannedElement &robot = scan.elements[0];
    QCOMPARE(robot.name, QByteArray("robot"));
    QCOMPARE(robot.childCount, 2);
    QCOMPARE(robot.line, 2);
    QCOMPARE(xml.mid(robot.start, robot.startTagEnd - robot.start),
        QByteArray("<robot name='r>1' a=\"x\">"));
    const ScannedAttribute *name = robot.attribute("name");
    QVERIFY(name);
    QCOMPARE(name->quote, '\'');
    QCOMPARE(xml.mid(name->valueBegin, name->valueEnd - name->valueBegin), QByteArray("r>1"));
    QCOMPARE(xml.mid(robot.endTagBegin, robot.end - robot.endTagBegin), QByteArray("</robot>"));
    const ScannedElement &link = scan.elements[1];
    QVERIFY(link.selfClosing);
    QCOMPARE(link.parent, 0);
    QCOMPARE(link.endTagBegin, link.startTagEnd);
    const ScannedElement &joint = scan.elements[2];
    QCOMPARE(joint.name, QByteArray("drake:joint"));
    QCOMPARE(xml.mid(joint.startTagEnd, joint.endTagBegin - joint.startTagEnd), QByteArray("t"));
    QCOMPARE(
        xml.mid(joint.endTagBegin, joint.end - joint.endTagBegin), QByteArray("</drake:joint >"));
    QCOMPARE(joint.line, 4);
}

void TestXmlScan::skipsMarkup_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QByteArrayList>("names");
    QTest::newRow("comment with tags")
        << QByteArray("<a><!-- <b> </b> --><c/></a>") << QByteArrayList {"a", "c"};
    QTest::newRow("CDATA with tags")
        << QByteArray("<a><![CDATA[<b>]]></a>") << QByteArrayList {"a"};
    QTest::newRow("processing instruction")
        << QByteArray("<?xml version='1.0'?><?pi <x>?><a/>") << QByteArrayList {"a"};
    QTest::newRow("DOCTYPE with subset")
        << QByteArray("<!DOCTYPE a [ <!ENTITY e \"<b>\"> <!-- ] > --> ]>\n<a>&e;</a>")
        << QByteArrayList {"a"};
    QTest::newRow("BOM and CRLF") << QByteArray(
        "\xEF\xBB\xBF<a>\r\n  <b x=\"1\"\r\n     y='2'/>\r\n</a>\r\n")
                                  << QByteArrayList {"a", "b"};
    QTest::newRow("gt in attribute")
        << QByteArray("<a f=\"x > y\"><b/></a>") << QByteArrayList {"a", "b"};
    QTest::newRow("namespaces") << QByteArray(
        "<sdf xmlns:drake=\"http://drake.mit.edu\"><drake:a/><mujoco/></sdf>")
                                << QByteArrayList {"sdf", "drake:a", "mujoco"};
}

void TestXmlScan::skipsMarkup()
{
    QFETCH(QByteArray, xml);
    QFETCH(QByteArrayList, names);
    const XmlScan scan = scanXml(xml);
    QVERIFY2(scan.ok(), qPrintable(scan.error));
    QByteArrayList found;
    for (const ScannedElement &e : scan.elements)
        found << e.name;
    QCOMPARE(found, names);
}

void TestXmlScan::reportsErrors_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unclosed") << QByteArray("<a>\n<b>") << "line 2: <b> is not closed";
    QTest::newRow("mismatched") << QByteArray("<a></b>") << "does not close";
    QTest::newRow("comment") << QByteArray("<a><!-- x</a>") << "comment";
    QTest::newRow("attribute") << QByteArray("<a x=\"1></a>") << "not closed";
    QTest::newRow("two roots") << QByteArray("<a/><b/>") << "second root";
    QTest::newRow("empty") << QByteArray("  ") << "no element";
}

void TestXmlScan::reportsErrors()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, expected);
    const XmlScan scan = scanXml(xml);
    QVERIFY(!scan.ok());
    QVERIFY2(scan.error.contains(expected), qPrintable(scan.error));
}

void TestXmlScan::formatsShortest_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("0.1") << 0.1 << QByteArray("0.1");
    // Float noise goes (issue 30): the shortest spelling within 1e-12
    QTest::newRow("0.1+0.2") << 0.1 + 0.2 << QByteArray("0.3");
    QTest::newRow("inertia sum") << 0.034687499999999996 << QByteArray("0.0346875");
    QTest::newRow("10 degrees") << 10 * M_PI / 180 << QByteArray("0.1745329252");
    QTest::newRow("integer") << 2.0 << QByteArray("2");
    QTest::newRow("tens") << 30.000000000000004 << QByteArray("30");
    QTest::newRow("large integer") << 123456789.0 << QByteArray("123456789");
    QTest::newRow("negative") << -1.5707963267948966 << QByteArray("-1.570796326795");
    QTest::newRow("minus zero") << -0.0 << QByteArray("0");
    QTest::newRow("small") << 1e-7 << QByteArray("1e-07");
    // Tiny values keep their digits (within 1e-9 of themselves)
    QTest::newRow("tiny inertia") << 1.2345678e-13 << QByteArray("1.2345678e-13");
    QTest::newRow("large") << 1e16 << QByteArray("1e+16");
    QTest::newRow("large, digits") << 123456.78901234567 << QByteArray("123456.7890123");
}

void TestXmlScan::formatsShortest()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    const QByteArray written = formatNumber(value);
    QCOMPARE(written, text);
    const double back = std::strtod(written.constData(), nullptr);
    QVERIFY(std::abs(back - value) <= 1e-12 * std::max(1.0, std::abs(value)));
    QVERIFY(std::abs(back - value) <= 1e-9 * std::abs(value));
}

void TestXmlScan::patchesNumbersMinimally_data()
{
    QTest::addColumn<QByteArray>("old");
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("one token") << QByteArray("0 0 0.50 0 0 0")
                               << std::vector<double> {0.1, 0, 0.5, 0, 0, 0}
                               << QByteArray("0.1 0 0.50 0 0 0");
    QTest::newRow("separators kept")
        << QByteArray("\n  1.0\t2e0  3\n") << std::vector<double> {1, 2, 4}
        << QByteArray("\n  1.0\t2e0  4\n");
    QTest::newRow("count differs")
        << QByteArray(" 1 0 0 ") << std::vector<double> {1, 0, 0, 1} << QByteArray(" 1 0 0 1 ");
}

void TestXmlScan::patchesNumbersMinimally()
{
    QFETCH(QByteArray, old);
    QFETCH(std::vector<double>, values);
    QFETCH(QByteArray, expected);
    QCOMPARE(patchNumbers(old, values), expected);
}

namespace {
/// Applies `edit` to a patch of `xml` and returns the new bytes (empty on failure).
template<class Edit> QByteArray patched(const QByteArray &xml, Edit edit)
{
    tinyxml2::XMLDocument dom(true, tinyxml2::PRESERVE_WHITESPACE);
    if (dom.Parse(xml.constData(), size_t(xml.size())) != tinyxml2::XML_SUCCESS)
        return QByteArray();
    XmlPatch patch(xml, dom);
    if (!patch.isValid() || !edit(patch, dom.RootElement()))
        return QByteArray();
    return patch.apply();
}
} // namespace

void TestXmlScan::patchSetsTextAndAttributes()
{
    using tinyxml2::XMLElement;
    // GIVEN text with surrounding whitespace, a self-closing element and attributes
    const QByteArray xml = "<m a='1' b=\"x\">\n  <pose> 1 2 3 0 0 0 </pose>\n  <s/>\n</m>";
    // WHEN text and attributes are set
    const QByteArray out = patched(xml, [](XmlPatch &p, const XMLElement *m) {
        return p.setNumbers(m->FirstChildElement("pose"), {1, 2, 4, 0, 0, 0})
            && p.setText(m->FirstChildElement("s"), "true") && p.setAttribute(m, "b", "y&amp;z")
            && p.setAttribute(m, "c", "new");
    });
    // THEN only those bytes change; the quote style and order of attributes stay
    QCOMPARE(out,
        QByteArray("<m a='1' b=\"y&amp;z\" c=\"new\">\n  <pose> 1 2 4 0 0 0 </pose>\n"
                   "  <s>true</s>\n</m>"));
    QCOMPARE(escapeXml(QStringLiteral("a<b>&\"'")), QByteArray("a&lt;b&gt;&amp;&quot;&apos;"));
    // AND an element holding markup is not given text
    QVERIFY(patched("<m><pose><!-- c -->1</pose></m>", [](XmlPatch &p, const XMLElement *m) {
        return p.setText(m->FirstChildElement("pose"), "2");
    }).isEmpty());
}

void TestXmlScan::patchInsertsWithIndentation_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("before first child")
        << QByteArray("<r>\n    <l name=\"a\">\n        <x/>\n    </l>\n</r>")
        << QByteArray("<r>\n    <l name=\"a\">\n        <p>\n            <q/>\n        </p>\n"
                      "        <x/>\n    </l>\n</r>");
    QTest::newRow("empty element")
        << QByteArray("<r>\n  <l name=\"a\">\n  </l>\n</r>")
        << QByteArray("<r>\n  <l name=\"a\">\n    <p>\n      <q/>\n    </p>\n  </l>\n</r>");
    QTest::newRow("self-closing, CRLF")
        << QByteArray("<r>\r\n\t<l name=\"a\"/>\r\n</r>")
        << QByteArray(
               "<r>\r\n\t<l name=\"a\">\r\n\t\t<p>\r\n\t\t\t<q/>\r\n\t\t</p>\r\n\t</l>\r\n</r>");
    // The file steps 2 spaces; its first child alone sits 10 to the right (issue 17).
    QTest::newRow("the file's usual step")
        << QByteArray("<r>\n          <m/>\n  <l name=\"a\">\n    <y/>\n  </l>\n  <k>\n    <z/>\n"
                      "  </k>\n</r>")
        << QByteArray("<r>\n          <m/>\n  <l name=\"a\">\n    <p>\n      <q/>\n    </p>\n"
                      "    <y/>\n  </l>\n  <k>\n    <z/>\n  </k>\n</r>");
    QTest::newRow("one line") << QByteArray("<r><l name=\"a\"></l></r>")
                              << QByteArray("<r><l name=\"a\">\n  <p>\n    <q/>\n  </p>\n</l></r>");
}

void TestXmlScan::patchInsertsWithIndentation()
{
    QFETCH(QByteArray, xml);
    QFETCH(QByteArray, expected);
    const QByteArray out = patched(xml, [](XmlPatch &p, const tinyxml2::XMLElement *r) {
        return p.insertChild(r->FirstChildElement("l"), "<p>\n\t<q/>\n</p>");
    });
    QCOMPARE(out, expected);
}

void TestXmlScan::patchRemovesElement()
{
    const QByteArray xml = "<r>\n  <a/>\n  <b>x</b>\n  <c/> <d/>\n</r>";
    const QByteArray out = patched(xml, [](XmlPatch &p, const tinyxml2::XMLElement *r) {
        return p.removeElement(r->FirstChildElement("b"))
            && p.removeElement(r->FirstChildElement("d"));
    });
    QCOMPARE(out, QByteArray("<r>\n  <a/>\n  <c/> \n</r>"));
}

void TestXmlScan::patchRefusesMismatch()
{
    // GIVEN a DOM that is not the one parsed from these bytes
    tinyxml2::XMLDocument dom;
    dom.Parse("<r><x/></r>");
    XmlPatch patch("<r><y/></r>", dom);
    // THEN the patch is invalid and says where
    QVERIFY(!patch.isValid());
    QVERIFY2(patch.error().contains(QLatin1String("<x>")), qPrintable(patch.error()));
    QVERIFY(!patch.setText(dom.RootElement(), "1"));
}

QTEST_GUILESS_MAIN(TestXmlScan)
#include "tst_xmlscan.moc"
