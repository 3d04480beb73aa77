// translateIn (translation.h).

#include "translation.h"

#include <QCoreApplication>

namespace robostage {

QString translateIn(const char *context, const char *fallback, const char *text)
{
    const QString translated = QCoreApplication::translate(context, text);
    if (translated != QLatin1String(text))
        return translated;
    return QCoreApplication::translate(fallback, text);
}

} // namespace robostage
