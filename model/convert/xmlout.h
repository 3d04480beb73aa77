#pragma once

// Internal to the converters: writing XML with tinyxml2 (2-space indentation, shortest
// numbers) and reporting what a conversion leaves out.

#include "diagnostics.h"
#include "pose.h"
#include "scene.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage {

class Document;

namespace convert {

/// The converters' messages, translated in the `robostage::convert` context.
QString tr(const char *text);

/// `v` in the shortest decimal form that reads back as the same double ("0.1", "-2",
/// "1e+16"); fixed notation for exponents -5…14. "0" for ±0.
QString number(double v);

/// Like number() for a computed value (a composed pose, an rpy angle): rounded to 15
/// significant digits first and 0 below 1e-14, so that floating-point noise such as
/// 0.30000000000000004 is written 0.3.
QString computed(double v);

/// Space-separated computed() numbers.
QString computed(const Vec3 &v);

/// "r g b a", each channel in its shortest float form ("0.8", not "0.800000011920929").
QString colorText(const Color &c);

/// Fixed-axis roll, pitch, yaw in radians with R = Rz(yaw)·Ry(pitch)·Rx(roll) (URDF `rpy`,
/// SDFormat `<pose>`), accurate also near pitch = ±π/2 (there roll is 0).
Vec3 rollPitchYaw(const Quat &q);

/// "x y z roll pitch yaw" of X (metres, radians) as SDFormat `<pose>` text.
QString poseText(const Pose &X);

/// SDFormat version as major * 100 + minor for the versions the writers support ("1.9",
/// "1.10", "1.11"), else 0.
int parseSdfVersion(const QString &version);

/// Appends a child element `name` to `parent` with `text` (none when empty); returns it.
tinyxml2::XMLElement *addChild(
    tinyxml2::XMLElement *parent, const char *name, const QString &text = QString());

/// The document as UTF-8 text with an XML declaration and 2-space indentation.
QByteArray printed(const tinyxml2::XMLDocument &xml);

/// Where a conversion reports: the diagnostics of the conversion, at the file and line of
/// the source element.
class Reporter
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::convert)

public:
    Reporter(const Document &doc, Diagnostics &diagnostics)
        : m_doc(doc)
        , m_diagnostics(diagnostics)
    {
    }

    /// "not converted: " + what, as a warning at `source`.
    void notConverted(const SourceRef &source, const QString &what);
    void warning(const SourceRef &source, const QString &message);
    void error(const SourceRef &source, const QString &message);

private:
    const Document &m_doc;
    Diagnostics &m_diagnostics;
};

} // namespace convert
} // namespace robostage
