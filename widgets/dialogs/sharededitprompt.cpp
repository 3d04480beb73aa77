#include "dialogs/sharededitprompt.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace robostage {

namespace {

// A class context lupdate and the runtime agree on (a free tr() in a function returning
// edit::SharedEdit lands in lupdate's "robostage::edit" context).
struct SharedEditText
{
    Q_DECLARE_TR_FUNCTIONS(robostage::SharedEditText)
};

SharedEditPrompt &prompt()
{
    static SharedEditPrompt p;
    return p;
}

} // namespace

void setSharedEditPrompt(SharedEditPrompt p)
{
    prompt() = std::move(p);
}

edit::SharedEdit askSharedEdit(QWidget *parent, const edit::EditResult &question)
{
    if (prompt())
        return prompt()(question);
    const edit::EditResult::SharedQuestion &q = question.shared;
    QMessageBox box(parent ? parent : QApplication::activeWindow());
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(SharedEditText::tr("Shared Definition"));
    box.setText(
        SharedEditText::tr("The value is written in a definition that %n instance(s) share (%1).",
            nullptr, q.definitionUses)
            .arg(q.definitionWhere));
    QPushButton *instance = nullptr;
    if (q.instancePossible)
        instance = box.addButton(
            SharedEditText::tr("Change only this instance"), QMessageBox::AcceptRole);
    else
        box.setInformativeText(
            SharedEditText::tr("Only the definition can change: %1.").arg(q.instanceRefusal));
    QPushButton *definition = box.addButton(
        SharedEditText::tr("Change the shared definition (%n use(s))", nullptr, q.definitionUses),
        QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.exec();
    if (instance && box.clickedButton() == instance)
        return edit::SharedEdit::Instance;
    if (box.clickedButton() == definition)
        return edit::SharedEdit::Definition;
    return edit::SharedEdit::Ask;
}

std::unique_ptr<QUndoCommand> makeWithSharedChoice(QWidget *parent, edit::EditSession *session,
    edit::EditResult &result,
    const std::function<std::unique_ptr<QUndoCommand>(edit::SharedEdit, edit::EditResult &)> &make)
{
    std::unique_ptr<QUndoCommand> command = make(edit::SharedEdit::Ask, result);
    if (!command && result.computed.asked && session)
        return askXacroExpression(parent, *session, result);
    if (command || !result.needsSharedChoice())
        return command;
    const edit::SharedEdit choice = askSharedEdit(parent, result);
    result = edit::EditResult();
    if (choice == edit::SharedEdit::Ask) {
        result.error = SharedEditText::tr("The edit was cancelled; nothing changed.");
        return nullptr;
    }
    command = make(choice, result);
    if (!command && result.computed.asked && session)
        return askXacroExpression(parent, *session, result);
    return command;
}

} // namespace robostage
