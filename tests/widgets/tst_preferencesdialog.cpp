// Tests for Edit › Preferences…: the language choice is stored in QSettings, its translator is
// installed at once, and the main window's Edit menu has the entry with the preferences role.

#include "languages.h"
#include "mainwindow.h"
#include "offscreenrenderer.h"
#include "preferencesdialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

class TestPreferencesDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void offersLanguagesByOwnName();
    void choiceIsStoredAndInstalled_data();
    void choiceIsStoredAndInstalled();
    void systemDefaultClearsSetting();
    void editMenuHasPreferences();

private:
    QTemporaryDir m_settings;
};

void TestPreferencesDialog::initTestCase()
{
    // The language goes to a folder of this test, not the user's settings.
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
}

void TestPreferencesDialog::cleanup()
{
    languages::store(QString());
    languages::install(QStringLiteral("en"));
}

void TestPreferencesDialog::offersLanguagesByOwnName()
{
    PreferencesDialog dialog;
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    QVERIFY(combo);
    QStringList names;
    for (int i = 1; i < combo->count(); ++i)
        names << combo->itemText(i);
    QCOMPARE(names,
        QStringList(
            {QStringLiteral("English"), QStringLiteral("Deutsch"), QStringLiteral("简体中文")}));
    QCOMPARE(combo->itemData(0).toString(), QString()); // system default
    QCOMPARE(dialog.language(), QString());
}

void TestPreferencesDialog::choiceIsStoredAndInstalled_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file"); // File menu in that language
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&File");
}

void TestPreferencesDialog::choiceIsStoredAndInstalled()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    // GIVEN the dialog
    PreferencesDialog dialog;
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("languageNote"));
    QVERIFY(combo && note);
    QVERIFY(note->isHidden());
    // WHEN a language is chosen
    const int index = combo->findData(language);
    QVERIFY(index > 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
    // THEN it is stored, its translator is in place and the dialog says when windows change
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), language);
    QCOMPARE(languages::stored(), language);
    QCOMPARE(QCoreApplication::translate("robostage::MainWindow", "&File"), file);
    QVERIFY(!note->isHidden());
    // AND a dialog opened later shows the choice
    PreferencesDialog again;
    QCOMPARE(again.language(), language);
}

void TestPreferencesDialog::systemDefaultClearsSetting()
{
    languages::store(QStringLiteral("de"));
    languages::install(QStringLiteral("de"));
    PreferencesDialog dialog;
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    QVERIFY(combo);
    QCOMPARE(dialog.language(), QStringLiteral("de"));
    combo->setCurrentIndex(0);
    emit combo->activated(0);
    QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
    QCOMPARE(languages::stored(), QString());
}

void TestPreferencesDialog::editMenuHasPreferences()
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("preferencesAction"));
    QVERIFY(action);
    QCOMPARE(action->menuRole(), QAction::PreferencesRole);
    // In German, windows created afterwards come up in German.
    languages::install(QStringLiteral("de"));
    MainWindow german;
    auto *germanAction = german.findChild<QAction *>(QStringLiteral("preferencesAction"));
    QVERIFY(germanAction);
    QVERIFY(germanAction->text() != action->text());
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStageTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_preferencesdialog"));
    TestPreferencesDialog test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_preferencesdialog.moc"
