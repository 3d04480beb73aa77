#pragma once

// The questions an edit asks: where the value it changes is written in a definition other
// instances share (model/edit/editsession.h SharedEdit, EditResult::SharedQuestion), and, for a
// xacro value computed by an expression, which expression to write instead
// (EditResult::ComputedValue, SetXacroExpression).

#include "edit/editsession.h"

#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>

class QWidget;

namespace robostage {

/// Replaces the question dialog (tests): returns the user's choice, SharedEdit::Ask for Cancel.
/// A null prompt restores the QMessageBox.
using SharedEditPrompt = std::function<edit::SharedEdit(const edit::EditResult &question)>;
void setSharedEditPrompt(SharedEditPrompt prompt);

/// Asks, over `parent`, "Change only this instance" / "Change the shared definition (N uses)" /
/// Cancel for `question` (needsSharedChoice() true); the first button is left out when only the
/// definition can change, with the reason shown. Returns SharedEdit::Ask for Cancel.
edit::SharedEdit askSharedEdit(QWidget *parent, const edit::EditResult &question);

/// Replaces the expression dialog (tests): returns the text to write, or nullopt for Cancel. A
/// null prompt restores the QInputDialog.
using XacroExpressionPrompt = std::function<std::optional<QString>(const edit::EditResult &)>;
void setXacroExpressionPrompt(XacroExpressionPrompt prompt);

/// Asks, over `parent`, for a new expression in place of the computed xacro value of `result`
/// (result.computed.asked), showing the expression as written, its FILE:LINE and the value the
/// edit asked for, and makes the SetXacroExpression command of `session`. Null after Cancel or
/// when the new text is refused; `result` says why.
std::unique_ptr<QUndoCommand> askXacroExpression(
    QWidget *parent, edit::EditSession &session, edit::EditResult &result);

/// Makes a command with `make(SharedEdit::Ask, result)`; when the result asks for a shared-edit
/// choice, asks (askSharedEdit) and makes it again with the answer; when it refuses a xacro value
/// computed by an expression and `session` is given, asks for a new expression
/// (askXacroExpression). After Cancel the command is null and `result` says the edit was
/// cancelled.
std::unique_ptr<QUndoCommand> makeWithSharedChoice(QWidget *parent, edit::EditSession *session,
    edit::EditResult &result,
    const std::function<std::unique_ptr<QUndoCommand>(edit::SharedEdit, edit::EditResult &)> &make);

} // namespace robostage
