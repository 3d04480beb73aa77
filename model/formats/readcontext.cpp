#include "readcontext.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>
#include <cstring>

namespace robostage {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

const char *parseOne(const char *p, const char *end, double &out)
{
    while (p < end && isSpace(*p))
        ++p;
    if (p == end)
        return nullptr;
    if (*p == '+') // from_chars rejects a leading '+', XML Schema allows it
        ++p;
    const auto result = std::from_chars(p, end, out);
    if (result.ec != std::errc() || !std::isfinite(out))
        return nullptr;
    if (result.ptr < end && !isSpace(*result.ptr))
        return nullptr;
    return result.ptr;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage", text);
}

} // namespace

bool parseDouble(const char *text, double &out)
{
    return parseDoubles(text, &out, 1);
}

bool parseDoubles(const char *text, double *out, int count)
{
    if (!text)
        return false;
    const char *p = text;
    const char *end = text + std::strlen(text);
    for (int i = 0; i < count; ++i) {
        p = parseOne(p, end, out[i]);
        if (!p)
            return false;
    }
    while (p < end && isSpace(*p))
        ++p;
    return p == end;
}

bool parseBool(const char *text, bool &out)
{
    if (!text)
        return false;
    const QByteArray t = QByteArray(text).trimmed();
    if (t == "true" || t == "1" || t == "True" || t == "TRUE") {
        out = true;
        return true;
    }
    if (t == "false" || t == "0" || t == "False" || t == "FALSE") {
        out = false;
        return true;
    }
    return false;
}

ReadContext::ReadContext(Document &document, const ResourceResolver &resolver, int file)
    : document(document)
    , resolver(resolver)
    , file(file)
    , path(document.files()[size_t(file)].path)
    , generated(!document.files()[size_t(file)].generatedFrom.isEmpty())
    , xacro(generated ? document.xacroExpansion() : nullptr)
{
}

int ReadContext::line(const tinyxml2::XMLElement *element) const
{
    if (!element)
        return 0;
    if (xacro)
        return xacro->origins.value(element).line;
    return generated ? element->IntAttribute(kOriginalLineAttribute, 0) : element->GetLineNum();
}

void ReadContext::report(
    Severity severity, const tinyxml2::XMLElement *element, const QString &message) const
{
    QString where = path;
    QString text = message;
    if (xacro && element) {
        const xacro::Origin origin = xacro->origins.value(element);
        where = xacro->files.value(origin.file, path);
        text += xacro->callChain(origin.call);
    }
    if (severity == Severity::Error)
        document.diagnostics().error(where, line(element), text);
    else
        document.diagnostics().warning(where, line(element), text);
}

SourceRef ReadContext::ref(const tinyxml2::XMLElement *element) const
{
    return {const_cast<tinyxml2::XMLElement *>(element), file, line(element)};
}

void ReadContext::error(const tinyxml2::XMLElement *element, const QString &message) const
{
    report(Severity::Error, element, message);
}

void ReadContext::warning(const tinyxml2::XMLElement *element, const QString &message) const
{
    report(Severity::Warning, element, message);
}

QString ReadContext::text(const tinyxml2::XMLElement *element)
{
    const char *t = element ? element->GetText() : nullptr;
    return t ? QString::fromUtf8(t).trimmed() : QString();
}

QString ReadContext::attribute(const tinyxml2::XMLElement *element, const char *name)
{
    const char *a = element ? element->Attribute(name) : nullptr;
    return a ? QString::fromUtf8(a) : QString();
}

double ReadContext::number(const tinyxml2::XMLElement *element, double fallback) const
{
    if (!element)
        return fallback;
    double v = 0;
    if (parseDouble(element->GetText(), v))
        return v;
    error(element,
        tr("<%1> must be a finite number, found '%2'; using %3. Write a number such as 0.5.")
            .arg(QString::fromUtf8(element->Name()), text(element))
            .arg(fallback));
    return fallback;
}

Vec3 ReadContext::vec3(const tinyxml2::XMLElement *element, const Vec3 &fallback) const
{
    if (!element)
        return fallback;
    double v[3];
    if (parseDoubles(element->GetText(), v, 3))
        return {v[0], v[1], v[2]};
    error(element,
        tr("<%1> must be three finite numbers, found '%2'; using '%3 %4 %5'.")
            .arg(QString::fromUtf8(element->Name()), text(element))
            .arg(fallback.x)
            .arg(fallback.y)
            .arg(fallback.z));
    return fallback;
}

bool ReadContext::boolean(const tinyxml2::XMLElement *element, bool fallback) const
{
    if (!element)
        return fallback;
    bool v = false;
    if (parseBool(element->GetText(), v))
        return v;
    error(element,
        tr("<%1> must be true, false, 1 or 0, found '%2'; using %3.")
            .arg(QString::fromUtf8(element->Name()), text(element),
                fallback ? QStringLiteral("true") : QStringLiteral("false")));
    return fallback;
}

Color ReadContext::color(const tinyxml2::XMLElement *element, const Color &fallback) const
{
    if (!element)
        return fallback;
    double v[4] = {0, 0, 0, 1};
    if (parseDoubles(element->GetText(), v, 4) || parseDoubles(element->GetText(), v, 3))
        return {float(v[0]), float(v[1]), float(v[2]), float(v[3])};
    error(element,
        tr("<%1> must be a colour of 3 or 4 numbers (r g b [a], 0 to 1), found '%2'; "
           "using the default.")
            .arg(QString::fromUtf8(element->Name()), text(element)));
    return fallback;
}

void ReadContext::checkGeometry(const tinyxml2::XMLElement *shape, const Geometry &g) const
{
    const QString name = QString::fromUtf8(shape->Name());
    if ((g.type == Geometry::Type::Box || g.type == Geometry::Type::Ellipsoid)
        && (g.size.x < 0 || g.size.y < 0 || g.size.z < 0))
        error(shape,
            tr("<%1> has a negative size (%2 %3 %4); sizes must be >= 0. Write the lengths in "
               "metres, without a sign.")
                .arg(name)
                .arg(g.size.x)
                .arg(g.size.y)
                .arg(g.size.z));
    if (g.radius < 0 || g.length < 0)
        error(shape,
            tr("<%1> has a negative radius or length; they must be >= 0. Write them in metres.")
                .arg(name));
    if (g.type == Geometry::Type::Mesh && (g.scale.x == 0 || g.scale.y == 0 || g.scale.z == 0))
        warning(shape,
            tr("<%1> has a scale of zero along an axis (%2 %3 %4), which flattens the mesh "
               "to nothing visible; use 1 to keep the mesh's own size.")
                .arg(name)
                .arg(g.scale.x)
                .arg(g.scale.y)
                .arg(g.scale.z));
}

void ReadContext::checkMass(const tinyxml2::XMLElement *element, double mass) const
{
    if (mass < 0)
        error(element,
            tr("the mass is negative (%1); a mass must be >= 0 kg. Write a positive mass, or "
               "leave out the <inertial> of a massless link.")
                .arg(mass));
}

QString ReadContext::resolveResource(const tinyxml2::XMLElement *element, const QString &uri) const
{
    if (uri.isEmpty())
        return {};
    const ResourceResolver::Result r = resolver.resolve(uri, path);
    if (!r.ok())
        warning(element, r.error);
    return r.path;
}

} // namespace robostage
