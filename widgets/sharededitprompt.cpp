#include "sharededitprompt.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::SharedEditPrompt", text);
}

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
    box.setWindowTitle(tr("Shared Definition"));
    box.setText(tr("The value is written in a definition that %1 instance(s) share (%2).")
                    .arg(q.definitionUses)
                    .arg(q.definitionWhere));
    QPushButton *instance = nullptr;
    if (q.instancePossible)
        instance = box.addButton(tr("Change only this instance"), QMessageBox::AcceptRole);
    else
        box.setInformativeText(tr("Only the definition can change: %1.").arg(q.instanceRefusal));
    QPushButton *definition
        = box.addButton(tr("Change the shared definition (%1 uses)").arg(q.definitionUses),
            QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.exec();
    if (instance && box.clickedButton() == instance)
        return edit::SharedEdit::Instance;
    if (box.clickedButton() == definition)
        return edit::SharedEdit::Definition;
    return edit::SharedEdit::Ask;
}

std::unique_ptr<QUndoCommand> makeWithSharedChoice(QWidget *parent, edit::EditResult &result,
    const std::function<std::unique_ptr<QUndoCommand>(edit::SharedEdit, edit::EditResult &)> &make)
{
    std::unique_ptr<QUndoCommand> command = make(edit::SharedEdit::Ask, result);
    if (command || !result.needsSharedChoice())
        return command;
    const edit::SharedEdit choice = askSharedEdit(parent, result);
    result = edit::EditResult();
    if (choice == edit::SharedEdit::Ask) {
        result.error = tr("The edit was cancelled; nothing changed.");
        return nullptr;
    }
    return make(choice, result);
}

} // namespace robostage
