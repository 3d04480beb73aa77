// The dialog that asks for a new xacro expression when an edit refused a computed value
// (sharededitprompt.h askXacroExpression; issue 16 "the user may type a new expression").

#include "dialogs/sharededitprompt.h"

#include "edit/commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <QInputDialog>

namespace robostage {

namespace {

struct XacroExpressionText
{
    Q_DECLARE_TR_FUNCTIONS(robostage::XacroExpressionText)
};

XacroExpressionPrompt &prompt()
{
    static XacroExpressionPrompt p;
    return p;
}

} // namespace

void setXacroExpressionPrompt(XacroExpressionPrompt p)
{
    prompt() = std::move(p);
}

std::unique_ptr<QUndoCommand> askXacroExpression(
    QWidget *parent, edit::EditSession &session, edit::EditResult &result)
{
    const edit::EditResult::ComputedValue at = result.computed;
    std::optional<QString> text;
    if (prompt()) {
        text = prompt()(result);
    } else {
        bool ok = false;
        const QString typed = QInputDialog::getText(parent ? parent : QApplication::activeWindow(),
            XacroExpressionText::tr("Computed Value"),
            XacroExpressionText::tr("%1 is computed by an expression at %2.\n"
                                    "The edit asked for %3. Type a new expression (${…}) or "
                                    "value to write there:")
                .arg(at.attribute, at.where, at.value),
            QLineEdit::Normal, at.written, &ok);
        if (ok)
            text = typed;
    }
    result = edit::EditResult();
    if (!text) {
        result.error = XacroExpressionText::tr("The edit was cancelled; nothing changed.");
        return nullptr;
    }
    return edit::SetXacroExpression::create(session, at, *text, result);
}

} // namespace robostage
