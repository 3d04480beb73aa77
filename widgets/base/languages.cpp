#include "base/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace robostage::languages {

namespace {

const QString kKey = QStringLiteral("ui/language");

/// The translators install() put in place, removed by its next call.
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

bool isEnglish(const QLocale &locale)
{
    return locale.language() == QLocale::English || locale.language() == QLocale::C;
}

/// Loads `name`_<locale> from `folder` and installs it; false when there is none.
bool installOne(const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(locale, name, QStringLiteral("_"), folder)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed().append(translator);
    return true;
}

} // namespace

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")};
}

QString nativeName(const QString &language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (locale.language() == QLocale::Chinese
        && locale.script() != QLocale::TraditionalChineseScript)
        name = QStringLiteral("简体中文");
    else if (locale.language() == QLocale::English)
        name = QStringLiteral("English");
    return name.isEmpty() ? language : name;
}

QString stored()
{
    return QSettings().value(kKey).toString();
}

void store(const QString &language)
{
    QSettings settings;
    if (language.isEmpty())
        settings.remove(kKey);
    else
        settings.setValue(kKey, language);
}

QLocale localeFor(const QString &language)
{
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

QString &running()
{
    static QString language;
    return language;
}

QString current()
{
    return running();
}

bool install(const QString &language)
{
    running() = language;
    for (const QPointer<QTranslator> &translator : std::as_const(installed())) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
    installed().clear();
    const QLocale locale = localeFor(language);
    // English needs a catalogue too, for its plural forms ("1 pair", "2 pairs": robostage_en
    // holds only the texts with %n); so do languages without one of their own.
    const QLocale english(QLocale::English);
    if (isEnglish(locale)) {
        installOne(english, QStringLiteral("robostage"), QStringLiteral(":/i18n"));
        return true;
    }
    const bool found = installOne(locale, QStringLiteral("robostage"), QStringLiteral(":/i18n"));
    if (!found)
        installOne(english, QStringLiteral("robostage"), QStringLiteral(":/i18n"));
    // Qt's own texts (standard buttons, file dialogs) in step, where the system has them.
    if (found)
        installOne(
            locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return found;
}

} // namespace robostage::languages
