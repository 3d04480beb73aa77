#pragma once

#include <QDialog>
#include <QSize>

class QCheckBox;
class QSpinBox;

namespace robostage {

/// The options of File › Export Image…: the image's width and height in pixels (the view's
/// size by default; "Keep aspect ratio" scales one with the other) and whether the background
/// is transparent instead of the scene's background and sky. Object names: widthBox,
/// heightBox, keepAspectBox, transparentBox.
class ImageExportDialog : public QDialog
{
    Q_OBJECT

public:
    /// Starts at `viewSize` (pixels) with an opaque background.
    explicit ImageExportDialog(const QSize &viewSize, QWidget *parent = nullptr);

    QSize imageSize() const;
    bool transparentBackground() const;

    /// The largest edge offered, pixels.
    static constexpr int kMaxEdge = 8192;

private:
    /// Keeps the aspect ratio of the view when "Keep aspect ratio" is on.
    void follow(QSpinBox *changed);

    QSize m_viewSize;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QCheckBox *m_keepAspect;
    QCheckBox *m_transparent;
    bool m_following = false;
};

} // namespace robostage
