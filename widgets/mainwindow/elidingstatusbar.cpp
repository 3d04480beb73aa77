#include "mainwindow/elidingstatusbar.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOption>

#include <algorithm>

namespace robostage {

ElidingStatusBar::ElidingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this,
        [this](const QString &message) { setToolTip(message); });
}

QRect ElidingStatusBar::messageRect() const
{
    // As QStatusBar lays its message out: a few pixels in from the left, up to the leftmost
    // widget still shown (the permanent ones and the size grip: QStatusBar hides the others
    // while a message shows).
    int right = width() - 4;
    for (const QWidget *child : findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (child->isVisible())
            right = std::min(right, child->geometry().left() - 8);
    }
    return QRect(6, 0, std::max(0, right - 6), height());
}

QString ElidingStatusBar::shownMessage() const
{
    return fontMetrics().elidedText(currentMessage(), Qt::ElideRight, messageRect().width());
}

void ElidingStatusBar::paintEvent(QPaintEvent *event)
{
    if (currentMessage().isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // QStatusBar::paintEvent() with the message elided: the panel, the permanent widgets'
    // frames (the others are hidden while a message shows), then the text.
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
    painter.setPen(palette().windowText().color());
    painter.drawText(
        messageRect(), Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, shownMessage());
}

} // namespace robostage
