// Tests for Edit › Preferences…: the language choice is stored in QSettings and takes effect at
// the next start (the running windows stay in one language), and the main window's Edit menu
// has the entry with the preferences role.

#include "base/languages.h"
#include "dialogs/preferencesdialog.h"
#include "mainwindow/mainwindow.h"
#include "offscreenrenderer.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
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
    void choiceTakesEffectAtTheNextStart();
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

void TestPreferencesDialog::choiceTakesEffectAtTheNextStart()
{
    // GIVEN a window started as rungui.cpp starts it (the stored choice: none, the system's
    // language; English here) and the dialog over it
    QCOMPARE(languages::stored(), QString());
    languages::install(languages::stored());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString fileMenu = window.menuBar()->actions().constFirst()->text();
    QCOMPARE(fileMenu, QStringLiteral("&File"));
    PreferencesDialog dialog(&window);
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("languageNote"));
    QVERIFY(combo && note);
    QVERIFY(note->isHidden());
    // WHEN German is chosen
    const int german = combo->findData(QStringLiteral("de"));
    QVERIFY(german > 0);
    combo->setCurrentIndex(german);
    emit combo->activated(german);
    // THEN it is stored, and the dialog says it applies at the next start
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
    QCOMPARE(languages::stored(), QStringLiteral("de"));
    QVERIFY(!note->isHidden());
    QVERIFY2(note->text().contains(QStringLiteral("next started")), qPrintable(note->text()));
    // AND nothing of the running RoboStage changes language, not half of it: the open window's
    // menus, texts made from now on, and a window opened now stay English
    QCOMPARE(window.menuBar()->actions().constFirst()->text(), fileMenu);
    QCOMPARE(QCoreApplication::translate("robostage::MainWindow", "&File"), fileMenu);
    MainWindow later;
    QCOMPARE(later.menuBar()->actions().constFirst()->text(), fileMenu);
    // AND a dialog opened later shows the choice, with the same note
    PreferencesDialog again;
    QCOMPARE(again.language(), QStringLiteral("de"));
    QVERIFY(!again.findChild<QLabel *>(QStringLiteral("languageNote"))->isHidden());
    // WHEN the language it started with (the system default) is chosen again THEN the note goes
    combo->setCurrentIndex(0);
    emit combo->activated(0);
    QVERIFY(note->isHidden());
    // AND the next start (rungui.cpp installs the stored choice) is in the chosen language
    languages::install(QStringLiteral("de"));
    QCOMPARE(
        QCoreApplication::translate("robostage::MainWindow", "&File"), QStringLiteral("&Datei"));
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
