#pragma once

// The checks tst_addentity and tst_addlights make after applying AddSteps (addentitysteps.h):
// only the added elements' lines are new, every added entity is at its parent's pose composed
// with POSE, the batch rules hold, undo gives back the exact bytes and redo the edited ones.

#include "addentitysteps.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QTest>

namespace robostage::test {

/// The whitespace a line holding `text` starts with; "?" when no line holds it.
inline QByteArray indentOfLine(const QByteArray &bytes, const QByteArray &text)
{
    for (const QByteArray &line : bytes.split('\n')) {
        if (line.contains(text)) {
            int n = 0;
            while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
                ++n;
            return line.left(n);
        }
    }
    return "?";
}

/// The body of a data-driven parse test with columns `kind` (AddSpec::Kind), `text` (an
/// --add-* option's value) and `message`: parseAddSpec() refuses `text` with an error that
/// contains `message`.
inline void checkParseError()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(QString, message);
    edit::AddSpec spec;
    QString error;
    QVERIFY(!edit::parseAddSpec(edit::AddSpec::Kind(kind), text, spec, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

/// Parses `value` (an --add-* option's text) and pushes the AddEntity it describes on `s`; the
/// result of the push, or the parse error.
inline edit::EditResult addEntity(
    edit::EditSession &s, edit::AddSpec::Kind kind, const QString &value)
{
    edit::AddSpec spec;
    edit::EditResult result;
    if (!edit::parseAddSpec(kind, value, spec, &result.error))
        return result;
    auto command = edit::AddEntity::create(s, spec, result);
    return s.push(std::move(command), result);
}

/// `bytes` with every empty element written as `<TAG ATTRIBUTES></TAG>`: a self-closing
/// element that gets a child must get an end tag, the one byte change besides the new lines.
inline QByteArray emptyElementsExpanded(const QByteArray &bytes)
{
    static const QRegularExpression selfClosing(QStringLiteral("<([\\w:]+)([^<>]*?)\\s*/>"));
    static const QRegularExpression emptyPair(QStringLiteral("<([\\w:]+)([^<>]*?)\\s*>\\s*</\\1>"));
    return QString::fromUtf8(bytes)
        .replace(selfClosing, QStringLiteral("<\\1\\2></\\1>"))
        .replace(emptyPair, QStringLiteral("<\\1\\2></\\1>"))
        .toUtf8();
}

/// Applies `steps` to the session and checks what the file comment says: bytes, poses, undo,
/// redo. `what` names the file in messages. With `strict`, the file minus the added lines must
/// be the original byte for byte; else up to self-closing parents that got an end tag.
inline void checkSteps(edit::EditSession &s, const std::vector<AddStep> &steps, const QString &what,
    bool strict = true)
{
    const QByteArray before = s.bytes(s.path());
    QString error;
    QVERIFY2(applyAddSteps(s, steps, &error), qPrintable(what + ": " + error));
    QCOMPARE(s.undoStack()->count(), int(steps.size()));
    const QByteArray after = s.bytes(s.path());
    // THEN only the added elements' lines are new
    if (strict)
        QCOMPARE(withoutNamed(after, "rs_"), before);
    else
        QCOMPARE(emptyElementsExpanded(withoutNamed(after, "rs_")), emptyElementsExpanded(before));
    QVERIFY(after.size() > before.size());
    // AND every added entity is at its parent's pose composed with POSE
    const auto checkPoses = [&] {
        for (const AddStep &step : steps) {
            const FrameId id = edit::findEntity(s.document(), step.added,
                {FrameKind::Model, FrameKind::Link, FrameKind::Visual, FrameKind::Collision,
                    FrameKind::Joint, FrameKind::Frame, FrameKind::Light, FrameKind::Sensor},
                nullptr);
            QVERIFY2(id != kNoFrame, qPrintable(what + ": no " + step.added));
            const Pose actual = s.document().frames().worldPose(id);
            const Pose expected = expectedPose(s.document(), step);
            QVERIFY2(poseNear(actual, expected, 1e-9),
                qPrintable(QStringLiteral("%1: %2 at %3, expected %4")
                               .arg(what, step.added, describe(actual), describe(expected))));
        }
    };
    checkPoses();
    QStringList added;
    for (const AddStep &step : steps)
        added << step.added;
    const QStringList unfinished = edit::unfinishedAdditions(s.document(), added);
    QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join('\n')));
    // AND undo gives back the exact bytes, redo the edited ones
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
    while (s.undoStack()->canRedo())
        s.undoStack()->redo();
    QCOMPARE(s.bytes(s.path()), after);
    checkPoses();
}

} // namespace robostage::test
