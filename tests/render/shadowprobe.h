#pragma once

// Reading shadows off rendered images (tests/render/tst_shadows.cpp, tst_shadowpole.cpp).

#include <QImage>
#include <QPointF>
#include <QRgb>
#include <QtGlobal>

#include <algorithm>

/// Calls `use` with each of the 5x5 pixels around `p` (clamped to the image).
template<typename Use> void forPixelsAround(const QImage &image, const QPointF &p, Use use)
{
    for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
            const int x = qBound(0, int(p.x()) + dx, image.width() - 1);
            const int y = qBound(0, int(p.y()) + dy, image.height() - 1);
            use(image.pixel(x, y));
        }
    }
}

/// Mean grey level (0-255) of the 5x5 pixels around `p`.
inline double brightness(const QImage &image, const QPointF &p)
{
    double sum = 0;
    forPixelsAround(image, p, [&sum](QRgb c) { sum += (qRed(c) + qGreen(c) + qBlue(c)) / 3.0; });
    return sum / 25;
}

/// The brightest channel (0-255) of the 5x5 pixels around `p`: 255 where the colour clips.
inline int brightestChannel(const QImage &image, const QPointF &p)
{
    int brightest = 0;
    forPixelsAround(image, p, [&brightest](QRgb c) {
        brightest = std::max({brightest, qRed(c), qGreen(c), qBlue(c)});
    });
    return brightest;
}
