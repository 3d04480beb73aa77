// Tests for the translations: the compiled catalogues load from :/i18n the way the application
// loads them (languages::install) and translate a known menu entry, and the .ts sources are
// complete: no unfinished entry, none vanished or obsolete (robostage_en.ts: the English plural
// forms of the texts with %n, issue 30).

#include "base/languages.h"
#include "document.h"
#include "model/testutil.h"
#include "selfcollision.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace robostage;

namespace {

/// The entries of a .ts file whose <translation> is not finished: "type: source" each.
QStringList unfinishedEntries(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QStringList entries;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (!type.isEmpty())
                entries << type + QStringLiteral(": ") + source;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return entries;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void catalogueLoads_data();
    void catalogueLoads();
    void installFollowsLanguage();
    void pluralForms();
    void modelMessagesTranslate();
    void composedMessagesInOneLanguage();
    void catalogueComplete_data();
    void catalogueComplete();
};

void TestTranslations::cleanup()
{
    languages::install(QStringLiteral("en"));
}

void TestTranslations::catalogueLoads_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file"); // File menu, translated
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QString();
}

void TestTranslations::catalogueLoads()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    // GIVEN the catalogue compiled in under :/i18n
    QTranslator translator;
    QVERIFY2(translator.load(QLocale(language), QStringLiteral("robostage"), QStringLiteral("_"),
                 QStringLiteral(":/i18n")),
        qPrintable(language));
    QVERIFY(!translator.isEmpty());
    // THEN a menu entry translates
    const QString translated = translator.translate("robostage::MainWindow", "&File");
    QVERIFY2(!translated.isEmpty() && translated != QLatin1String("&File"), qPrintable(language));
    if (!file.isEmpty())
        QCOMPARE(translated, file);
}

void TestTranslations::installFollowsLanguage()
{
    // WHEN German is installed, the application's texts are German
    QVERIFY(languages::install(QStringLiteral("de")));
    QCOMPARE(
        QCoreApplication::translate("robostage::MainWindow", "&File"), QStringLiteral("&Datei"));
    // WHEN English is installed, the German translator is gone again
    QVERIFY(languages::install(QStringLiteral("en")));
    QCOMPARE(
        QCoreApplication::translate("robostage::MainWindow", "&File"), QStringLiteral("&File"));
    // A language without a catalogue leaves the interface in English.
    QVERIFY(!languages::install(QStringLiteral("sw")));
    QCOMPARE(
        QCoreApplication::translate("robostage::MainWindow", "&File"), QStringLiteral("&File"));
}

void TestTranslations::pluralForms()
{
    // GIVEN English (the default), a language without a catalogue, and German WHEN a count is
    // shown THEN it takes the plural form of the count, not "(s)" (issue 30)
    const auto pairs = [](int n) {
        return QCoreApplication::translate("robostage::CollisionFitDock", "%n pair(s)", "", n);
    };
    for (const char *language : {"en", "sw"}) {
        languages::install(QLatin1String(language));
        QCOMPARE(pairs(0), QStringLiteral("0 pairs"));
        QCOMPARE(pairs(1), QStringLiteral("1 pair"));
        QCOMPARE(pairs(48), QStringLiteral("48 pairs"));
        QCOMPARE(QCoreApplication::translate("robostage::SharedEditText",
                     "The value is written in a definition that %n instance(s) share (%1).", "", 4)
                     .arg(QStringLiteral("leg")),
            QStringLiteral("The value is written in a definition that 4 instances share (leg)."));
    }
    QVERIFY(languages::install(QStringLiteral("de")));
    QCOMPARE(pairs(1), QStringLiteral("1 Paar"));
    QCOMPARE(pairs(2), QStringLiteral("2 Paare"));
    QVERIFY(languages::install(QStringLiteral("en")));
}

void TestTranslations::modelMessagesTranslate()
{
    // GIVEN German installed and a xacro file whose xacro:element lacks its name
    QVERIFY(languages::install(QStringLiteral("de")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.urdf.xacro"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
               "  <link name=\"base\"/>\n  <xacro:element/>\n</robot>\n");
    file.close();
    // WHEN it is read THEN the expander's message (a member of xacro::Expander, whose context
    // lupdate names after the class) is German
    const std::unique_ptr<Document> document = Document::load(path);
    QVERIFY(document);
    const QString messages = document->diagnostics().toString();
    QVERIFY2(
        messages.contains(QStringLiteral("fehlt das Attribut xacro:name")), qPrintable(messages));
    QVERIFY(languages::install(QStringLiteral("en")));
}

void TestTranslations::composedMessagesInOneLanguage()
{
    // GIVEN German installed and a link whose collision is a plane (no volume)
    QVERIFY(languages::install(QStringLiteral("de")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plane.sdf"));
    QVERIFY(test::writeFile(path,
        "<sdf version=\"1.9\"><model name=\"m\"><link name=\"a\"><collision name=\"c\">"
        "<geometry><plane><normal>0 0 1</normal></plane></geometry></collision></link>"
        "</model></sdf>\n"));
    const std::unique_ptr<Document> document = Document::load(path);
    QVERIFY(document);
    // WHEN the self-collision check says why it leaves the box out THEN the whole sentence is
    // German: the reason (a free function's text) as well as the frame around it (a member
    // function's), issue 30: "…the shape has no volume wird nicht geprüft"
    const SelfCollisionChecker checker(*document);
    const QString problems = checker.problems().join(u'\n');
    QVERIFY2(problems.contains(QStringLiteral("wird nicht geprüft"))
            && problems.contains(QStringLiteral("die Form hat kein Volumen"))
            && !problems.contains(QStringLiteral("no volume")),
        qPrintable(problems));
    QVERIFY(languages::install(QStringLiteral("en")));
}

void TestTranslations::catalogueComplete_data()
{
    QTest::addColumn<QString>("path");
    for (const char *language : {"de", "zh_CN", "en"})
        QTest::newRow(language) << QStringLiteral(ROBOSTAGE_TRANSLATIONS_DIR "/robostage_%1.ts")
                                       .arg(QLatin1String(language));
}

void TestTranslations::catalogueComplete()
{
    QFETCH(QString, path);
    QString error;
    const QStringList entries = unfinishedEntries(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(entries.isEmpty(),
        qPrintable(QStringLiteral("%1 entries not finished, vanished or obsolete, e.g.\n%2")
                       .arg(entries.size())
                       .arg(entries.mid(0, 10).join(QLatin1Char('\n')))));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
