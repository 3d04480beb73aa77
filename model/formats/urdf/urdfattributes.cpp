#include "urdfattributes.h"

#include "formats/readcontext.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <cstring>

namespace robostage::urdf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::urdf", text);
}

bool isIdentifierChar(char c, bool first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
        || (!first && c >= '0' && c <= '9');
}

} // namespace

bool isTag(const tinyxml2::XMLElement *element, const char *name)
{
    return element && std::strcmp(element->Name(), name) == 0;
}

bool isTagOrDrake(const tinyxml2::XMLElement *element, const char *name)
{
    if (!element)
        return false;
    const char *n = element->Name();
    if (std::strncmp(n, "drake:", 6) == 0)
        n += 6;
    return std::strcmp(n, name) == 0;
}

bool isDrakeTag(const tinyxml2::XMLElement *element)
{
    return element && std::strncmp(element->Name(), "drake:", 6) == 0;
}

QString tagOf(const tinyxml2::XMLElement *element)
{
    return QString::fromUtf8(element->Name());
}

void Attributes::readParameters(const tinyxml2::XMLElement *robot)
{
    // drake-urdf-xsd.txt, "robot/parameter": name and value required, lb/ub optional bounds.
    for (const tinyxml2::XMLElement *e = robot->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (!isTagOrDrake(e, "parameter"))
            continue;
        const char *name = e->Attribute("name");
        if (!name || !*name) {
            reportMissing(e, "name", tr("the parameter is ignored"),
                tr("name=\"m1\", then write $m1 in numeric attributes"));
            continue;
        }
        double value = 0;
        const char *text = e->Attribute("value");
        if (!text) {
            reportMissing(e, "value", tr("the parameter is ignored"), tr("value=\"1.0\""));
            continue;
        }
        if (!parseDouble(text, value)) {
            reportMalformed(e, "value", tr("a finite number"), tr("the parameter is ignored"));
            continue;
        }
        m_parameters.insert(QByteArray(name), QByteArray(text).trimmed());
    }
}

QString Attributes::string(const tinyxml2::XMLElement *element, const char *name)
{
    return ReadContext::attribute(element, name);
}

bool Attributes::has(const tinyxml2::XMLElement *element, const char *name)
{
    return element && element->Attribute(name);
}

QByteArray Attributes::substituted(const char *text) const
{
    QByteArray out;
    const size_t n = std::strlen(text);
    out.reserve(int(n));
    for (size_t i = 0; i < n; ++i) {
        if (text[i] == '$' && i + 1 < n && isIdentifierChar(text[i + 1], true)) {
            size_t end = i + 1;
            while (end < n && isIdentifierChar(text[end], false))
                ++end;
            const QByteArray key(text + i + 1, int(end - i - 1));
            const auto it = m_parameters.constFind(key);
            if (it != m_parameters.constEnd()) {
                out += *it;
                i = end - 1;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

bool Attributes::list(
    const tinyxml2::XMLElement *element, const char *name, std::vector<double> &out, bool &ok) const
{
    out.clear();
    ok = true;
    const char *raw = element ? element->Attribute(name) : nullptr;
    if (!raw)
        return false;
    const QByteArray text = std::strchr(raw, '$') ? substituted(raw) : QByteArray(raw);
    for (const QByteArray &token : text.simplified().split(' ')) {
        if (token.isEmpty())
            continue;
        double v = 0;
        if (!parseDouble(token.constData(), v)) {
            ok = false;
            out.clear();
            return true;
        }
        out.push_back(v);
    }
    return true;
}

void Attributes::reportMalformed(const tinyxml2::XMLElement *element, const char *name,
    const QString &expected, const QString &consequence) const
{
    const char *raw = element->Attribute(name);
    QString found = QString::fromUtf8(raw ? raw : "");
    if (found.contains(QLatin1Char('$'))) {
        const QString after = QString::fromUtf8(substituted(raw));
        found += after == found
            ? tr("' (an undefined parameter: declare it with <parameter name=\"…\" value=\"…\"/> "
                 "in <robot>)")
            : tr("', which is '%1' after parameter substitution (expressions are not evaluated)")
                  .arg(after);
        found.prepend(QLatin1Char('\''));
    } else {
        found = QLatin1Char('\'') + found + QLatin1Char('\'');
    }
    ctx.error(element,
        tr("attribute %1 of <%2> must be %3, found %4; %5.")
            .arg(QString::fromUtf8(name), tagOf(element), expected, found, consequence));
}

void Attributes::reportMissing(const tinyxml2::XMLElement *element, const char *name,
    const QString &consequence, const QString &fix) const
{
    ctx.error(element,
        tr("<%1> has no %2 attribute; %3. Add %4.")
            .arg(tagOf(element), QString::fromUtf8(name), consequence, fix));
}

double Attributes::number(
    const tinyxml2::XMLElement *element, const char *name, double fallback) const
{
    bool present = false;
    return number(element, name, fallback, present);
}

double Attributes::number(
    const tinyxml2::XMLElement *element, const char *name, double fallback, bool &present) const
{
    present = false;
    std::vector<double> v;
    bool ok = true;
    if (!list(element, name, v, ok))
        return fallback;
    if (!ok || v.size() != 1) {
        reportMalformed(element, name, tr("one finite number"), tr("using %1").arg(fallback));
        return fallback;
    }
    present = true;
    return v[0];
}

Vec3 Attributes::vec3(
    const tinyxml2::XMLElement *element, const char *name, const Vec3 &fallback) const
{
    const std::vector<double> v = numbers(element, name, {3}, tr("three finite numbers"),
        tr("using '%1 %2 %3'").arg(fallback.x).arg(fallback.y).arg(fallback.z));
    return v.size() == 3 ? Vec3 {v[0], v[1], v[2]} : fallback;
}

std::vector<double> Attributes::numbers(const tinyxml2::XMLElement *element, const char *name,
    std::initializer_list<int> counts, const QString &expected, const QString &consequence) const
{
    std::vector<double> v;
    bool ok = true;
    if (!list(element, name, v, ok))
        return {};
    if (ok) {
        for (int c : counts) {
            if (int(v.size()) == c)
                return v;
        }
    }
    reportMalformed(element, name, expected,
        consequence.isEmpty() ? tr("the attribute is ignored") : consequence);
    return {};
}

Pose Attributes::xyzRpy(const tinyxml2::XMLElement *element) const
{
    const Vec3 xyz = vec3(element, "xyz", Vec3 {});
    const Vec3 rpy = vec3(element, "rpy", Vec3 {});
    return {xyz, Quat::fromRpy(rpy.x, rpy.y, rpy.z)};
}

PoseSpec Attributes::origin(const tinyxml2::XMLElement *parent) const
{
    PoseSpec spec;
    const tinyxml2::XMLElement *origin = parent ? parent->FirstChildElement("origin") : nullptr;
    if (!origin)
        return spec;
    spec.present = true;
    spec.X_RF = xyzRpy(origin);
    return spec;
}

void Attributes::collectExtensions(const tinyxml2::XMLElement *element,
    std::initializer_list<const char *> known, std::vector<Extension> &out) const
{
    for (const tinyxml2::XMLElement *e = element->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || std::strcmp(e->Name(), k) == 0;
        if (!isKnown)
            out.push_back({tagOf(e), QString(), ctx.ref(e)});
    }
}

} // namespace robostage::urdf
