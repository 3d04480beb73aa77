#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace robostage {

/// The user interface language: the choice stored in the settings and the translators it
/// installs. A language is a locale name as QLocale spells it ("de", "zh_CN", "en"); the empty
/// string means the system locale.
namespace languages {

/// The languages offered in the preferences, without the system default: "en", "de", "zh_CN".
QStringList available();

/// The name of `language` in that language ("Deutsch", "简体中文"), for the preferences.
QString nativeName(const QString &language);

/// The stored choice (QSettings key "ui/language"); empty for the system locale.
QString stored();

/// Stores `language` as the choice; empty means the system locale.
void store(const QString &language);

/// The locale the interface uses for `language`: QLocale::system() when it is empty.
QLocale localeFor(const QString &language);

/// Removes the translators this function installed before, then installs RoboStage's
/// translation (compiled in under :/i18n) and Qt's own (qtbase, from Qt's translations folder)
/// for `language` (empty: the system locale). Called once at the start (rungui.cpp): a
/// running RoboStage keeps one language, since existing widgets would keep their texts while
/// new ones took the other language (issue 30). Returns false when no RoboStage translation
/// matches and the language is not English, in which case the interface stays in English.
bool install(const QString &language);

/// The language of the last install() (empty: the system locale, or install() not called).
QString current();

} // namespace languages

} // namespace robostage
