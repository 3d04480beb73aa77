#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace robostage {

/// Edit › Preferences…: the user interface language (system default, English, Deutsch,
/// 简体中文). A choice is stored at once (languages::store) and takes effect at the next start:
/// the running RoboStage keeps its language everywhere, windows opened later included, rather
/// than half translate its windows (issue 30, item 6). The dialog says so.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// The language chosen in the combo box ("" for the system default, "de", …).
    QString language() const;

private:
    void chooseLanguage(int index);

    QComboBox *m_language;
    QLabel *m_note;
};

} // namespace robostage
