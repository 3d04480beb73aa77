#include "selection.h"

namespace robostage {

Selection::Selection(QObject *parent)
    : QObject(parent)
{
}

void Selection::setFrame(FrameId frame)
{
    if (frame == m_frame)
        return;
    m_frame = frame;
    emit changed(frame);
}

} // namespace robostage
