#include "posetarget.h"

#include "edithelpers.h"
#include "formats/readcontext.h"

#include <cmath>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

std::array<double, 6> decompose(const Pose &X)
{
    const Vec3 rpy = X.q.toRpy();
    return {X.p.x, X.p.y, X.p.z, rpy.x, rpy.y, rpy.z};
}

/// Radians that SetPose writes back as exactly `degrees` under `degrees="true"` (it multiplies
/// by 180/π), so an untouched angle keeps its spelling.
double radiansWrittenAs(double degrees)
{
    const double scale = 180.0 / M_PI;
    double r = degrees * (M_PI / 180.0);
    for (int step = 0; step < 8 && r * scale != degrees; ++step)
        r = std::nextafter(r, r * scale < degrees ? HUGE_VAL : -HUGE_VAL);
    return r;
}

/// The first `count` whitespace-separated tokens of `text` (one parseDoubles() read) into
/// `spelled` from index `first` on.
void spell(const char *text, std::array<QByteArray, 6> &spelled, int first, int count)
{
    const QList<QByteArray> tokens = QByteArray(text).simplified().split(' ');
    for (int i = 0; i < count && i < tokens.size(); ++i)
        spelled[size_t(first + i)] = tokens[i];
}

/// SDFormat `<pose>` numbers as SetPose takes them (and their spelling, radians only); false
/// when absent or unreadable.
bool readSdfPose(
    const XMLElement *pose, std::array<double, 6> &out, std::array<QByteArray, 6> &spelled)
{
    if (!pose || !pose->GetText())
        return false;
    const char *format = pose->Attribute("rotation_format");
    if (format && QByteArray(format) == "quat_xyzw") {
        double v[7];
        if (!parseDoubles(pose->GetText(), v, 7))
            return false;
        const Vec3 rpy = Quat {v[6], v[3], v[4], v[5]}.normalized().toRpy();
        out = {v[0], v[1], v[2], rpy.x, rpy.y, rpy.z};
        spell(pose->GetText(), spelled, 0, 3);
        return true;
    }
    double v[6];
    if (!parseDoubles(pose->GetText(), v, 6))
        return false;
    bool degrees = false;
    if (pose->Attribute("degrees"))
        parseBool(pose->Attribute("degrees"), degrees);
    for (int i = 3; i < 6 && degrees; ++i)
        v[i] = radiansWrittenAs(v[i]);
    std::copy(v, v + 6, out.begin());
    spell(pose->GetText(), spelled, 0, degrees ? 3 : 6);
    return true;
}

/// URDF `xyz`/`rpy` attributes of `element` (absent ones are zero) and their spelling; false
/// when malformed.
bool readXyzRpy(
    const XMLElement *element, std::array<double, 6> &out, std::array<QByteArray, 6> &spelled)
{
    out = {};
    if (!element)
        return true;
    if (const char *xyz = element->Attribute("xyz"); xyz && !parseDoubles(xyz, out.data(), 3))
        return false;
    if (const char *rpy = element->Attribute("rpy"); rpy && !parseDoubles(rpy, out.data() + 3, 3))
        return false;
    spell(element->Attribute("xyz"), spelled, 0, 3);
    spell(element->Attribute("rpy"), spelled, 3, 3);
    return true;
}

/// URDF: the joint whose child is the link of `info` (urdf-xml.md: the link frame is the
/// joint frame).
const Joint *parentJoint(const EntityInfo &info)
{
    if (!info.model || !info.link)
        return nullptr;
    for (const Joint &j : info.model->joints) {
        if (j.child == info.link->name)
            return &j;
    }
    return nullptr;
}

/// `value` rounded to the nanometre (shortest spelling of a dragged position).
double roundNanometre(double value)
{
    return std::round(value * 1e9) / 1e9;
}

} // namespace

PoseTarget poseTarget(const Document &doc, FrameId entity)
{
    PoseTarget target;
    EntityInfo info;
    if (entity <= kWorldFrame || entity >= doc.frames().size()
        || !lookupEntity(doc, entity, info)) {
        target.error = QCoreApplication::translate(
            "robostage::edit", "the selection has no pose of its own");
        return target;
    }
    const FrameGraph &frames = doc.frames();
    target.entity = entity;
    target.expressedIn = frames.node(entity).relativeTo;
    target.posedNode = entity;
    const SourceRef source = isIncludedModel(info) ? info.model->include.source : info.source;
    bool read = false;
    if (!isUrdfFile(doc, source.file) || info.kind == FrameKind::Light) {
        read = source.element
            && readSdfPose(
                source.element->FirstChildElement("pose"), target.written, target.spelled);
    } else if (info.kind == FrameKind::Model) {
        target.error = QCoreApplication::translate(
            "robostage::edit", "a URDF robot has no pose of its own; move its links");
        return target;
    } else if (info.kind == FrameKind::Link) {
        const Joint *joint = parentJoint(info);
        if (!joint || !joint->source.element || joint->frame == kNoFrame) {
            target.error = QCoreApplication::translate(
                "robostage::edit", "'%1' is a URDF root link: it has no pose of its own")
                               .arg(info.scopedName);
            return target;
        }
        target.expressedIn = frames.node(joint->frame).relativeTo;
        target.posedNode = joint->frame;
        read = readXyzRpy(
            joint->source.element->FirstChildElement("origin"), target.written, target.spelled);
    } else if (info.kind == FrameKind::Frame) {
        read = readXyzRpy(source.element, target.written, target.spelled);
    } else {
        read = source.element
            && readXyzRpy(
                source.element->FirstChildElement("origin"), target.written, target.spelled);
    }
    if (!read) { // no pose element (identity) or one SetPose will report: the resolved pose
        target.written = decompose(frames.node(entity).X_RF);
        target.spelled = {};
    }
    return target;
}

std::array<double, 6> translatedPose(
    const PoseTarget &target, const Pose &X_WR, const Vec3 &delta_W)
{
    const Vec3 delta_R = X_WR.q.conjugate().rotate(delta_W);
    std::array<double, 6> out = target.written;
    const double d[3] = {delta_R.x, delta_R.y, delta_R.z};
    for (int i = 0; i < 3; ++i) {
        if (std::abs(d[i]) > 1e-12)
            out[size_t(i)] = roundNanometre(out[size_t(i)] + d[i]);
    }
    return out;
}

std::array<double, 6> rotatedPose(
    const PoseTarget &target, const Pose &X_WR, const Quat &rotation_W, const Vec3 &centre_W)
{
    const std::array<double, 6> &w = target.written;
    const Quat q_RW = X_WR.q.conjugate();
    const Quat D_R = (q_RW * rotation_W * X_WR.q).normalized();
    const Vec3 centre_R = X_WR.inverse().transformPoint(centre_W);
    const Vec3 p {w[0], w[1], w[2]};
    std::array<double, 6> out = w;
    if ((centre_R - p).norm() > 1e-6) {
        const Vec3 moved = centre_R + D_R.rotate(p - centre_R);
        out[0] = roundNanometre(moved.x);
        out[1] = roundNanometre(moved.y);
        out[2] = roundNanometre(moved.z);
    }
    const Vec3 rpy = (D_R * Quat::fromRpy(w[3], w[4], w[5])).normalized().toRpy();
    const double r[3] = {rpy.x, rpy.y, rpy.z};
    for (int i = 0; i < 3; ++i) {
        const double old = w[size_t(3 + i)];
        out[size_t(3 + i)] = std::abs(r[i] - old) < 1e-12 ? old : std::abs(r[i]) < 1e-15 ? 0 : r[i];
    }
    return out;
}

FrameId jointAxisFrame(const Document &doc, FrameId joint, Vec3 *axis)
{
    for (const JointMotion &motion : doc.frames().joints()) {
        if (motion.joint != joint)
            continue;
        if (axis)
            *axis = motion.axis;
        return motion.axisExpressedIn == kNoFrame ? joint : motion.axisExpressedIn;
    }
    return kNoFrame;
}

Vec3 directionIn(const Pose &X_WE, const Vec3 &direction_W)
{
    Vec3 u = X_WE.q.conjugate().rotate(direction_W).normalized();
    for (double *c : {&u.x, &u.y, &u.z}) {
        const double r = std::round(*c);
        if (std::abs(*c - r) < 1e-9)
            *c = r == 0 ? 0 : r; // no -0
    }
    return u;
}

std::array<double, 6> roundedChanges(const std::array<double, 6> &value,
    const std::array<double, 6> &before, double metres, double radians)
{
    std::array<double, 6> out = value;
    for (size_t i = 0; i < out.size(); ++i) {
        const double step = i < 3 ? metres : radians;
        if (out[i] != before[i] && step > 0)
            out[i] = std::round(out[i] / step) * step;
    }
    return out;
}

} // namespace robostage::edit
