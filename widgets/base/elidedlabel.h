#pragma once

#include <QLabel>

namespace robostage {

/// A one-line QLabel that can be narrower than its text: it shrinks down to a few characters
/// in a layout and then draws its text cut at the end ("head_ti…": names that share a suffix
/// such as "_joint" stay apart), the whole text still in text() (give it a tool tip to show it).
/// For names in grids whose other columns (sliders, spin boxes) must stay visible.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(const QString &text, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    /// The text as drawn now (elided or whole).
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace robostage
