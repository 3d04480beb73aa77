#pragma once

// The question a SimRobot edit asks when the value it changes is written in a definition other
// instances share (model/edit/editsession.h SharedEdit, EditResult::SharedQuestion).

#include "edit/editsession.h"

#include <QUndoCommand>

#include <functional>
#include <memory>

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

/// Makes a command with `make(SharedEdit::Ask, result)`; when the result asks for a shared-edit
/// choice, asks (askSharedEdit) and makes it again with the answer. After Cancel the command is
/// null and `result` says the edit was cancelled.
std::unique_ptr<QUndoCommand> makeWithSharedChoice(QWidget *parent, edit::EditResult &result,
    const std::function<std::unique_ptr<QUndoCommand>(edit::SharedEdit, edit::EditResult &)> &make);

} // namespace robostage
