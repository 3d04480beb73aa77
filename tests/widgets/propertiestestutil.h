#pragma once

// Helpers of the tests that use the Properties dock as a user does: find the field of the form
// shown now and type into it.

#include "properties/propertiesdock.h"

#include <QLineEdit>
#include <QtTest>

namespace robostage::test {

/// The child `name` of type W of the form `dock` shows now (the form shown before may still
/// wait for its deletion), or null.
template<class W> W *visibleChild(PropertiesDock *dock, const QString &name)
{
    W *found = nullptr;
    for (W *w : dock->findChildren<W *>(name)) {
        if (w->isVisibleTo(dock))
            found = w;
    }
    return found;
}

/// Types `text` into the dock's line edit `name`, replacing its text, and presses Return.
inline void typeInto(PropertiesDock *dock, const QString &name, const QString &text)
{
    QTest::qWait(0); // the form shown before may still wait for its deletion
    QLineEdit *edit = visibleChild<QLineEdit>(dock, name);
    QVERIFY2(edit, qPrintable(name));
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace robostage::test
