#pragma once

// Internal to the URDF reader: typed access to URDF attributes with diagnostics.

#include "scene.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <initializer_list>
#include <vector>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;

namespace urdf {

/// Whether `element` is named `name` exactly as written (`drake:joint` is not `joint`).
bool isTag(const tinyxml2::XMLElement *element, const char *name);
/// Whether `element` is named `name` or `drake:name` (Drake spells several of its URDF
/// extensions both ways, see drake-urdf-xsd.txt and the corpus).
bool isTagOrDrake(const tinyxml2::XMLElement *element, const char *name);
/// Whether `element` is a Drake extension element (`drake:` prefix).
bool isDrakeTag(const tinyxml2::XMLElement *element);
/// The name of `element` as written (e.g. `drake:joint`), for messages and extensions.
QString tagOf(const tinyxml2::XMLElement *element);

/// URDF attribute access shared by the link, joint and robot readers.
///
/// URDF puts every value in attributes (urdf-xml.md: `<origin xyz rpy>`, `<box size>`, `<limit
/// lower upper effort velocity>` …). Numeric attributes may use Drake parameters
/// (drake-urdf-xsd.txt, `robot/parameter` and `matlab_parameter_expression`): each `$name` is
/// replaced by the value of the robot's `<parameter name value>` before the number is parsed.
/// Parameters are substituted, not evaluated: `$m * $l` stays an expression and is reported.
///
/// A value that does not parse is an error at the element's line that says what was found and
/// what is expected; the caller's fallback is used so that the rest of the file still loads.
class Attributes
{
    Q_DECLARE_TR_FUNCTIONS(robostage::urdf::Attributes)

public:
    explicit Attributes(const ReadContext &context)
        : ctx(context)
    {
    }

    const ReadContext &ctx;

    /// Reads the `<parameter>` / `<drake:parameter>` children of `robot` (name and numeric value
    /// required; malformed ones are reported and ignored).
    void readParameters(const tinyxml2::XMLElement *robot);

    /// Attribute `name` of `element` as written (no substitution); empty when absent.
    static QString string(const tinyxml2::XMLElement *element, const char *name);
    static bool has(const tinyxml2::XMLElement *element, const char *name);

    /// Whitespace-separated numbers of attribute `name` after parameter substitution.
    /// Returns false when the attribute is absent; sets `ok` to false (without reporting) when
    /// it is present but not all numbers.
    bool list(const tinyxml2::XMLElement *element, const char *name, std::vector<double> &out,
        bool &ok) const;

    /// One number (metres, radians, kg … as the attribute defines). Absent: `fallback`,
    /// silently. Malformed: `fallback`, after an error.
    double number(const tinyxml2::XMLElement *element, const char *name, double fallback) const;
    /// Like number(), with `present` telling whether a valid value was read.
    double number(const tinyxml2::XMLElement *element, const char *name, double fallback,
        bool &present) const;
    /// Exactly three numbers. Absent: `fallback`, silently. Malformed: `fallback`, after an error.
    Vec3 vec3(const tinyxml2::XMLElement *element, const char *name, const Vec3 &fallback) const;
    /// Exactly one of `counts` numbers (absent: empty, silently; malformed: empty, after an
    /// error naming `expected` and `consequence`, by default "the attribute is ignored").
    std::vector<double> numbers(const tinyxml2::XMLElement *element, const char *name,
        std::initializer_list<int> counts, const QString &expected,
        const QString &consequence = QString()) const;

    /// Pose X_RF from the `xyz` (metres) and `rpy` (fixed-axis roll, pitch, yaw in radians:
    /// R = Rz(yaw) Ry(pitch) Rx(roll)) attributes of `element`; each defaults to zero
    /// (urdf-xml.md "link"/"joint" → `<origin>`).
    Pose xyzRpy(const tinyxml2::XMLElement *element) const;
    /// The `<origin>` child of `parent` as a PoseSpec (identity and `present == false` when
    /// there is none). The frame it is relative to is implied by the element (the link frame
    /// for visual/collision/inertial, the parent link frame for a joint).
    PoseSpec origin(const tinyxml2::XMLElement *parent) const;

    /// Reports that attribute `name` of `element` is malformed: found `found`, expected
    /// `expected`, `consequence` says what is used instead.
    void reportMalformed(const tinyxml2::XMLElement *element, const char *name,
        const QString &expected, const QString &consequence) const;
    /// Reports a missing required attribute; `consequence` says what happens (e.g. "the joint
    /// is skipped"), `fix` what to write.
    void reportMissing(const tinyxml2::XMLElement *element, const char *name,
        const QString &consequence, const QString &fix) const;

    /// Appends every child of `element` whose name is not in `known` to `out` as an Extension
    /// (unknown and `drake:` elements are kept and shown, never dropped).
    void collectExtensions(const tinyxml2::XMLElement *element,
        std::initializer_list<const char *> known, std::vector<Extension> &out) const;

private:
    QByteArray substituted(const char *text) const;

    QHash<QByteArray, QByteArray> m_parameters;
};

} // namespace urdf
} // namespace robostage
