#include "simrobotsensors.h"

#include "xmlout.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace robostage::convert {

namespace {

using tinyxml2::XMLElement;

/// One lidar.sdf scan direction: `samples` rays from -angle/2 to +angle/2.
void addScan(XMLElement *scan, const char *direction, int samples, double angle)
{
    XMLElement *e = addChild(scan, direction);
    addChild(e, "samples", QString::number(samples));
    addChild(e, "resolution", QStringLiteral("1"));
    addChild(e, "min_angle", computed(-angle / 2));
    addChild(e, "max_angle", computed(angle / 2));
}

} // namespace

QStringList writeSimRobotSensor(
    XMLElement *link, const Sensor &s, const Pose &X_LS, const Link &owner)
{
    QStringList notes;
    const QByteArray tag = s.type.toUtf8();
    const char *type = tag == "Camera"                 ? "camera"
        : tag == "DepthImageSensor"                    ? "depth_camera"
        : tag == "ObjectSegmentedImageSensor"          ? "segmentation_camera"
        : tag == "Accelerometer" || tag == "Gyroscope" ? "imu"
        : tag == "CollisionSensor"                     ? "contact"
        : s.hasCamera || s.hasRay                      ? "gpu_lidar"
                                                       : nullptr;
    if (!type) {
        notes << tr("not converted: <%1> (SDFormat has no such sensor)").arg(s.type);
        return notes;
    }
    XMLElement *e = addChild(link, "sensor");
    e->SetAttribute("name", s.name.toUtf8().constData());
    e->SetAttribute("type", type);
    if (!X_LS.isIdentity())
        addChild(e, "pose", poseText(X_LS));
    const QByteArray t(type);
    if (t.endsWith("camera")) {
        // camera.sdf: horizontal_fov in [0.1, 2π], the vertical one follows from the image.
        XMLElement *camera = addChild(e, "camera");
        const double fov = std::clamp(s.horizontalFov, 0.1, 6.283186);
        if (fov != s.horizontalFov)
            notes << tr("the opening angle angleX is clamped to SDFormat's 0.1 to 2π radians");
        addChild(camera, "horizontal_fov", computed(fov));
        XMLElement *image = addChild(camera, "image");
        addChild(image, "width", QString::number(std::max(1, s.imageWidth)));
        addChild(image, "height", QString::number(std::max(1, s.imageHeight)));
        XMLElement *clip = addChild(camera, "clip");
        addChild(clip, "near", computed(s.nearClip));
        addChild(clip, "far", computed(std::max(s.farClip, 0.1)));
        if (s.verticalFov && s.imageWidth > 0 && s.imageHeight > 0) {
            const double implied
                = 2 * std::atan(std::tan(fov / 2) * double(s.imageHeight) / double(s.imageWidth));
            if (std::abs(implied - *s.verticalFov) > 1e-3)
                notes << tr("angleY (SDFormat cameras derive the vertical opening angle from "
                            "horizontal_fov and the image's aspect ratio)");
        }
    } else if (t == "gpu_lidar") {
        // A SingleDistanceSensor is one ray along +x; an ApproxDistanceSensor measures the
        // nearest point in its angleX × angleY pyramid, here one ray per direction at its
        // corners and centre (3 × 3).
        XMLElement *lidar = addChild(e, "lidar");
        XMLElement *scan = addChild(lidar, "scan");
        if (s.hasRay) {
            addScan(scan, "horizontal", 1, 0);
        } else {
            addScan(scan, "horizontal", 3, s.horizontalFov);
            addScan(scan, "vertical", 3, s.verticalFov.value_or(s.horizontalFov));
            notes << tr("<ApproxDistanceSensor> is written as a 3 × 3 ray gpu_lidar over its "
                        "opening angles (SDFormat has no nearest-point sensor)");
        }
        XMLElement *range = addChild(lidar, "range");
        addChild(range, "min", computed(s.nearClip));
        addChild(range, "max", computed(s.farClip));
    } else if (t == "contact") {
        // contact.sdf takes exactly one <collision>: the body's first geometry.
        XMLElement *contact = addChild(e, "contact");
        addChild(contact, "collision",
            owner.collisions.empty() ? QStringLiteral("__default__")
                                     : owner.collisions.front().name);
        if (owner.collisions.size() != 1)
            notes << tr("the contact sensor of a CollisionSensor names one collision, the body's "
                        "first geometry (SDFormat takes one)");
    }
    return notes;
}

} // namespace robostage::convert
