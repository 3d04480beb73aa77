// SimRobot attribute values (simrobot-scene-description.md, "Attributes" and "Color
// Specification"): numbers with units and both colour syntaxes, read and written back.

#include "formats/simrobot/simrobotvalues.h"

#include <QtTest>

#include <cmath>

using namespace robostage;
using namespace robostage::simrobot;

namespace {

bool near(double a, double b, double eps = 1e-9)
{
    return std::abs(a - b) <= eps;
}

bool colorNear(const Color &c, float r, float g, float b, float a = 1)
{
    return std::abs(c.r - r) < 1e-3f && std::abs(c.g - g) < 1e-3f && std::abs(c.b - b) < 1e-3f
        && std::abs(c.a - a) < 1e-3f;
}

} // namespace

class TestSimRobotValues : public QObject
{
    Q_OBJECT

private slots:
    void units_data();
    void units();
    void unitErrors_data();
    void unitErrors();
    void formatQuantities();
    void colours_data();
    void colours();
    void colourErrors();
    void formatColours();
};

void TestSimRobotValues::units_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("quantity");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    const auto row = [](const char *text, Quantity q, double v, const char *unit) {
        QTest::newRow(text) << QString::fromUtf8(text) << int(q) << v << QString::fromUtf8(unit);
    };
    row("320mm", Quantity::Length, 0.32, "mm");
    row("5cm", Quantity::Length, 0.05, "cm");
    row("3dm", Quantity::Length, 0.3, "dm");
    row("1.5 m", Quantity::Length, 1.5, "m");
    row("2km", Quantity::Length, 2000, "km");
    row("0.25", Quantity::Length, 0.25, "");
    row("-90degree", Quantity::Angle, -M_PI / 2, "degree");
    row("1.5radian", Quantity::Angle, 1.5, "radian");
    row("100g", Quantity::Mass, 0.1, "g");
    row("2kg", Quantity::Mass, 2, "kg");
    row("1000g*mm^2", Quantity::Inertia, 1e-6, "g*mm^2");
    row("1000g·mm²", Quantity::Inertia, 1e-6, "g·mm²");
    row("0.5kg*m^2", Quantity::Inertia, 0.5, "kg*m^2");
    row("180degree/s", Quantity::AngularVelocity, M_PI, "degree/s");
    row("2radian/s", Quantity::AngularVelocity, 2, "radian/s");
    row("36km/h", Quantity::Velocity, 10, "km/h");
    row("-9810mm/s^2", Quantity::Acceleration, -9.81, "mm/s^2");
    row("10N", Quantity::Force, 10, "N");
    row("0.01s", Quantity::Time, 0.01, "s");
    row("7", Quantity::Number, 7, "");
}

void TestSimRobotValues::units()
{
    QFETCH(QString, text);
    QFETCH(int, quantity);
    QFETCH(double, value);
    QFETCH(QString, unit);
    const Quantified q = parseQuantity(text, Quantity(quantity));
    QVERIFY2(q.ok(), qPrintable(q.error));
    QVERIFY2(near(q.value, value, 1e-12 * std::max(1.0, std::abs(value))),
        qPrintable(QString::number(q.value, 'g', 17)));
    QCOMPARE(q.unit, unit);
}

void TestSimRobotValues::unitErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("quantity");
    QTest::newRow("foreign unit") << "1furlong" << int(Quantity::Length);
    QTest::newRow("angle unit on a length") << "90degree" << int(Quantity::Length);
    QTest::newRow("unit on a plain number") << "5mm" << int(Quantity::Number);
    QTest::newRow("not a number") << "abc" << int(Quantity::Length);
    QTest::newRow("empty") << "" << int(Quantity::Angle);
    QTest::newRow("overflow") << "1e309" << int(Quantity::Length);
    QTest::newRow("nan") << "nan" << int(Quantity::Mass);
}

void TestSimRobotValues::unitErrors()
{
    QFETCH(QString, text);
    QFETCH(int, quantity);
    const Quantified q = parseQuantity(text, Quantity(quantity));
    QVERIFY(!q.ok());
    QVERIFY(!q.error.isEmpty());
}

void TestSimRobotValues::formatQuantities()
{
    QCOMPARE(formatQuantity(0.32, Quantity::Length, QStringLiteral("mm")), QStringLiteral("320mm"));
    QCOMPARE(formatQuantity(-M_PI / 2, Quantity::Angle, QStringLiteral("degree")),
        QStringLiteral("-90degree"));
    QCOMPARE(formatQuantity(1.25, Quantity::Length, QString()), QStringLiteral("1.25"));
    QCOMPARE(formatQuantity(0.1, Quantity::Mass, QStringLiteral("g")), QStringLiteral("100g"));
    // Round trip through the written unit.
    const Quantified q
        = parseQuantity(formatQuantity(0.123456, Quantity::Length, "cm"), Quantity::Length);
    QVERIFY(q.ok() && near(q.value, 0.123456, 1e-12));
}

void TestSimRobotValues::colours_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<float>>("rgba");
    QTest::newRow("#rgb") << "#f00" << QList<float> {1, 0, 0, 1};
    QTest::newRow("#rgba") << "#0f08" << QList<float> {0, 1, 0, 8 * 17 / 255.f};
    QTest::newRow("#rrggbb") << "#f80011" << QList<float> {0xf8 / 255.f, 0, 0x11 / 255.f, 1};
    QTest::newRow("#rrggbbaa") << "#1038bc80"
                               << QList<float> {
                                      0x10 / 255.f, 0x38 / 255.f, 0xbc / 255.f, 0x80 / 255.f};
    QTest::newRow("rgb 0-255") << "rgb(255, 128, 0)" << QList<float> {1, 128 / 255.f, 0, 1};
    QTest::newRow("rgb %") << "rgb(100%, 0%, 50%)" << QList<float> {1, 0, 0.5f, 1};
    QTest::newRow("rgba %") << "rgba(10%, 20%, 30%, 0.5)" << QList<float> {0.1f, 0.2f, 0.3f, 0.5f};
    QTest::newRow("rgba mixed") << "rgba(51, 20%, 0, 1)" << QList<float> {0.2f, 0.2f, 0, 1};
    // SimRobot reads rgba() without alpha as opaque (B-Human's Booster T1 scene)
    QTest::newRow("rgba no alpha") << "rgba(40%, 40%, 40%)" << QList<float> {0.4f, 0.4f, 0.4f, 1};
}

void TestSimRobotValues::colours()
{
    QFETCH(QString, text);
    QFETCH(QList<float>, rgba);
    Color c;
    QString error;
    QString warning;
    QVERIFY2(parseColor(text, c, &error, &warning), qPrintable(error));
    QCOMPARE(warning.isEmpty(), QByteArray(QTest::currentDataTag()) != "rgba no alpha");
    QVERIFY2(colorNear(c, rgba[0], rgba[1], rgba[2], rgba[3]),
        qPrintable(QStringLiteral("%1 %2 %3 %4").arg(c.r).arg(c.g).arg(c.b).arg(c.a)));
}

void TestSimRobotValues::colourErrors()
{
    for (const char *bad : {"#12345", "#ggg", "rgb(1, 2)", "hsl(1, 2, 3)", "rgb(300, 0, 0)",
             "rgba(0, 0)", "red", ""}) {
        Color c;
        QString error;
        QVERIFY2(!parseColor(QString::fromUtf8(bad), c, &error), bad);
        QVERIFY(!error.isEmpty());
    }
}

void TestSimRobotValues::formatColours()
{
    const Color red {1, 0, 0, 1};
    QCOMPARE(formatColor(red, u"rgb(0%, 50%, 0%)"), QStringLiteral("rgb(100%, 0%, 0%)"));
    QCOMPARE(formatColor(red, u"rgb(0, 128, 0)"), QStringLiteral("rgb(255, 0, 0)"));
    QCOMPARE(formatColor(red, u"#00ff00"), QStringLiteral("#ff0000"));
    QCOMPARE(formatColor(red, u"#0f0"), QStringLiteral("#f00"));
    QCOMPARE(formatColor({0, 0, 1, 0.5f}, u"#0f0"), QStringLiteral("#00f8"));
    // What formatColor writes reads back as the colour.
    for (const QString &like : {QStringLiteral("rgb(1%, 2%, 3%)"), QStringLiteral("#123456"),
             QStringLiteral("rgba(1, 2, 3, 0.5)")}) {
        Color back;
        const Color c {0.2f, 0.4f, 0.6f, 1};
        QVERIFY(parseColor(formatColor(c, like), back));
        QVERIFY(colorNear(back, c.r, c.g, c.b, c.a));
    }
}

QTEST_GUILESS_MAIN(TestSimRobotValues)
#include "tst_simrobotvalues.moc"
