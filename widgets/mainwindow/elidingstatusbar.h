#pragma once

#include <QStatusBar>

namespace robostage {

/// The main window's status bar: a message wider than the room left of the permanent widgets
/// is drawn cut at the end with "…" instead of clipped mid-letter, and the whole message is the
/// bar's tool tip while it shows (issue 30, item 8: long status messages).
class ElidingStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    explicit ElidingStatusBar(QWidget *parent = nullptr);

    /// The current message as it is drawn now: whole, or cut with "…" to the room it has.
    QString shownMessage() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /// Where the message is drawn: from the left edge to the first permanent widget shown.
    QRect messageRect() const;
};

} // namespace robostage
