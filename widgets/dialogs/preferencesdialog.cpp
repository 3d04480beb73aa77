#include "dialogs/preferencesdialog.h"

#include "base/languages.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace robostage {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    // Each language by its own name, so that whoever reads it finds theirs.
    m_language->addItem(tr("System default"), QString());
    for (const QString &language : languages::available())
        m_language->addItem(languages::nativeName(language), language);
    const int current = m_language->findData(languages::stored());
    m_language->setCurrentIndex(current < 0 ? 0 : current);
    connect(m_language, &QComboBox::activated, this, &PreferencesDialog::chooseLanguage);

    m_note->setObjectName(QStringLiteral("languageNote"));
    m_note->setWordWrap(true);
    m_note->setText(tr("RoboStage shows the new language when it is next started. Until then "
                       "every window stays in the language it started with, so that none is "
                       "half translated."));
    m_note->setVisible(languages::stored() != languages::current());

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addStretch();
    layout->addWidget(buttons);
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::chooseLanguage(int index)
{
    const QString language = m_language->itemData(index).toString();
    if (language == languages::stored())
        return;
    languages::store(language);
    m_note->setVisible(language != languages::current());
}

} // namespace robostage
