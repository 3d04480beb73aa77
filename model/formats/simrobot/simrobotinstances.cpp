#include "simrobotinstances.h"

#include "document.h"
#include "formats/readcontext.h"
#include "translation.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <utility>

namespace robostage::simrobot {

using tinyxml2::XMLElement;

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::simrobot::Instantiator", "robostage::simrobot", text);
}

QString qs(const char *text)
{
    return QString::fromUtf8(text ? text : "");
}

/// The element class (grammar: `translationClass` …) of `tag` as a child of `parentTag` when
/// that parent takes at most one of the class; empty when the child may repeat. A referencing
/// element's own child of such a class replaces the definition's.
QByteArray singularClass(const QByteArray &tag, const QByteArray &parentTag)
{
    static const QHash<QByteArray, QByteArray> classes = {
        {"Translation", "translation"},
        {"Rotation", "rotation"},
        {"Surface", "surface"},
        {"Vertices", "vertices"},
        {"Normals", "normals"},
        {"TexCoords", "texCoords"},
        {"Axis", "axis"},
        {"Deflection", "deflection"},
        {"PT2Motor", "motor"},
        {"ServoMotor", "motor"},
        {"VelocityMotor", "motor"},
        {"Material", "material"},
        {"QuickSolver", "solver"},
    };
    if (tag == "Body" && (parentTag == "Hinge" || parentTag == "Slider"))
        return "body";
    return classes.value(tag);
}

} // namespace

const InstanceAttribute *Instance::attribute(const char *name) const
{
    const auto it = attributes.constFind(QByteArray(name));
    return it == attributes.constEnd() ? nullptr : &it.value();
}

QString Instance::value(const char *name) const
{
    const InstanceAttribute *a = attribute(name);
    return a ? a->value : QString();
}

const Instance *Instance::child(const char *tag) const
{
    for (const auto &c : children) {
        if (c->tag == tag)
            return c.get();
    }
    return nullptr;
}

int Instance::line() const
{
    return element ? element->GetLineNum() : 0;
}

struct Instantiator::Private
{
    struct Definition
    {
        const XMLElement *element = nullptr;
        int file = -1;
    };

    Document &document;
    const ResourceResolver &resolver;
    std::vector<std::unique_ptr<ReadContext>> contexts;
    QHash<QString, Definition> definitions; ///< by "NAME TAG", as SimRobot's parser keys them
    Definition scene;
    QStringList includeStack; ///< canonical paths of the files being read
    QSet<const XMLElement *> replaying; ///< definitions being instantiated (ref loops)
    QSet<QString> reported; ///< placeholder warnings already given
    int instances = 0; ///< instances made so far (kMaxInstances)
    bool tooMany = false; ///< kMaxInstances was reached and reported

    Private(Document &doc, const ResourceResolver &r)
        : document(doc)
        , resolver(r)
    {
    }

    const ReadContext &context(int file)
    {
        if (file >= int(contexts.size()))
            contexts.resize(size_t(file) + 1);
        auto &c = contexts[size_t(file)];
        if (!c)
            c = std::make_unique<ReadContext>(document, resolver, file);
        return *c;
    }

    void collect(int file, const XMLElement *simulation);
    void include(int file, const XMLElement *e);
    std::unique_ptr<Instance> instantiate(
        const XMLElement *e, int file, const Instance *parent, int depth, bool shared);
    QString substitute(const QString &text, const Instance &context, const XMLElement *e, int file);

    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::simrobot::Instantiator)
};

Instantiator::Instantiator(Document &document, const ResourceResolver &resolver)
    : d(std::make_unique<Private>(document, resolver))
{
}

Instantiator::~Instantiator() = default;

const ReadContext &Instantiator::context(int file)
{
    return d->context(file);
}

std::unique_ptr<Instance> Instantiator::run(int file)
{
    const XMLElement *root = d->document.files()[size_t(file)].xml->RootElement();
    d->includeStack << QFileInfo(d->document.files()[size_t(file)].path).canonicalFilePath();
    d->collect(file, root);
    d->includeStack.clear();
    if (!d->scene.element) {
        d->context(file).error(root,
            tr("the scene has no <Scene> element (neither in this file nor in the files it "
               "includes), so there is nothing to show. Add <Scene name=\"…\"> with the "
               "bodies and compounds to show."));
        return nullptr;
    }
    return d->instantiate(d->scene.element, d->scene.file, nullptr, 0, false);
}

// "Structure of a Scene Description File": the children of <Simulation> (with those of included
// files in place of each <Include>) are named definitions; the <Scene> among them is what is
// instantiated, and `ref=` names the others.
void Instantiator::Private::collect(int file, const XMLElement *simulation)
{
    const ReadContext &ctx = context(file);
    for (const XMLElement *e = simulation->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray tag(e->Name());
        if (tag == "Include") {
            include(file, e);
            continue;
        }
        const char *name = e->Attribute("name");
        if (tag == "Scene" && scene.element) {
            ctx.error(e,
                tr("a second <Scene> ('%1'); the scene is the first one ('%2'). Remove one of "
                   "them.")
                    .arg(qs(name), qs(scene.element->Attribute("name"))));
            continue;
        }
        if (tag == "Scene") {
            scene = {e, file};
            if (name)
                definitions.insert(qs(name) + QStringLiteral(" Scene"), scene);
            continue;
        }
        if (!name || !*name) {
            ctx.warning(e,
                tr("<%1> at the top level has no name=, so nothing can refer to it and it is "
                   "not used. Give it a name and refer to it with ref=\"…\", or move it into "
                   "the <Scene>.")
                    .arg(qs(e->Name())));
            continue;
        }
        const QString key = qs(name) + QLatin1Char(' ') + qs(e->Name());
        if (const auto it = definitions.constFind(key); it != definitions.constEnd()) {
            ctx.error(e,
                tr("<%1 name=\"%2\"> is defined twice (first in %3:%4); this one is ignored. "
                   "Rename one of them.")
                    .arg(qs(e->Name()), qs(name), document.files()[size_t(it->file)].path)
                    .arg(it->element->GetLineNum()));
            continue;
        }
        definitions.insert(key, {e, file});
    }
}

// `<Include href>`: "their Simulation element is removed and only its contents are inserted";
// href is relative to the including file (SimRobot's parser, and corpus MANIFEST.md).
void Instantiator::Private::include(int file, const XMLElement *e)
{
    const ReadContext &ctx = context(file);
    const QString href = qs(e->Attribute("href")).trimmed();
    if (href.isEmpty()) {
        ctx.warning(e, tr("<Include> without href= includes nothing. Add href=\"FILE.rsi2\"."));
        return;
    }
    const QString from = document.files()[size_t(file)].path;
    const QString path = QDir::cleanPath(
        QDir::isAbsolutePath(href) ? href : QFileInfo(from).absoluteDir().filePath(href));
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty()) {
        ctx.error(e,
            tr("included file '%1' does not exist (looked for '%2', relative to this file). "
               "Fix href= or restore the file.")
                .arg(href, path));
        return;
    }
    if (includeStack.contains(canonical)) {
        ctx.error(e,
            tr("'%1' includes itself (%2); the include is skipped. Remove the <Include> that "
               "closes the cycle.")
                .arg(href, (includeStack + QStringList {canonical}).join(QStringLiteral(" → "))));
        return;
    }
    if (includeStack.size() >= kMaxIncludeDepth) {
        ctx.error(e,
            tr("includes nest deeper than %1 files; '%2' is skipped. Flatten the includes.")
                .arg(kMaxIncludeDepth)
                .arg(href));
        return;
    }
    const int included = document.addFile(path, from, e->GetLineNum());
    if (included < 0)
        return;
    const XMLElement *root = document.files()[size_t(included)].xml->RootElement();
    if (!root || QByteArray(root->Name()) != "Simulation") {
        context(included).error(root,
            tr("an included SimRobot file must have <Simulation> as its root element, not "
               "<%1>; it is skipped.")
                .arg(qs(root ? root->Name() : "")));
        return;
    }
    includeStack << canonical;
    collect(included, root);
    includeStack.removeLast();
}

// "The ref Attribute" and "Placeholders and Set Element". SimRobot's parser (Parser.cpp) merges a
// referencing element with the definitions its `ref` chain names: its own attributes win, its own
// children come first and replace the definitions' children of a class the parent takes once
// (a Translation replaces the definition's Translation), and the first <Set> of a name wins, so a
// value set on a referencing element applies to everything it references.
std::unique_ptr<Instance> Instantiator::Private::instantiate(
    const XMLElement *e, int file, const Instance *parent, int depth, bool shared)
{
    const ReadContext &ctx = context(file);
    if (depth > kMaxInstanceDepth) {
        ctx.error(e,
            tr("the scene nests deeper than %1 elements here; <%2> and what it contains are "
               "skipped. Check for a ref= chain that keeps adding levels.")
                .arg(kMaxInstanceDepth)
                .arg(qs(e->Name())));
        return nullptr;
    }
    if (instances >= kMaxInstances) {
        if (!std::exchange(tooMany, true))
            ctx.error(e,
                tr("the scene expands to more than %1 elements (each ref= copies what it refers "
                   "to); <%2> and everything after it are skipped. Check for definitions that "
                   "refer to each other many times over.")
                    .arg(kMaxInstances)
                    .arg(qs(e->Name())));
        return nullptr;
    }
    ++instances;
    auto inst = std::make_unique<Instance>();
    inst->tag = QByteArray(e->Name());
    inst->element = e;
    inst->file = file;
    inst->parent = parent;
    inst->shared = shared;

    std::vector<Definition> chain {{e, file}};
    const XMLElement *refFrom = e;
    int refFile = file;
    for (const char *ref = e->Attribute("ref"); ref;) {
        const QString name = substitute(qs(ref), *inst, refFrom, refFile);
        const auto it = definitions.constFind(name + QLatin1Char(' ') + qs(e->Name()));
        if (it == definitions.constEnd()) {
            context(refFile).error(refFrom,
                tr("ref=\"%1\" names no top-level <%2 name=\"%1\">; the reference is ignored. "
                   "Define it at the top level of this file or an included one, or fix the "
                   "name.")
                    .arg(name, qs(e->Name())));
            break;
        }
        if (replaying.contains(it->element)) {
            context(refFile).error(refFrom,
                tr("ref=\"%1\" refers back to a definition that is being expanded (a reference "
                   "loop); <%2> is skipped. Break the loop.")
                    .arg(name, qs(e->Name())));
            for (size_t i = 1; i < chain.size(); ++i)
                replaying.remove(chain[i].element);
            return nullptr;
        }
        chain.push_back(*it);
        inst->definitions.emplace_back(it->element, it->file);
        replaying.insert(it->element);
        refFrom = it->element;
        refFile = it->file;
        ref = it->element->Attribute("ref");
    }

    for (const Definition &def : chain) {
        if (!inst->textElement && def.element->GetText()) {
            inst->textElement = def.element;
            inst->textFile = def.file;
        }
        for (const XMLElement *c = def.element->FirstChildElement("Set"); c;
             c = c->NextSiblingElement("Set")) {
            const char *name = c->Attribute("name");
            const char *value = c->Attribute("value");
            if (!name || !value) {
                context(def.file).warning(c,
                    tr("<Set> needs both name= and value=; it is ignored. Write <Set "
                       "name=\"placeholder\" value=\"…\"/>."));
                continue;
            }
            if (!inst->vars.contains(qs(name)))
                inst->vars.insert(qs(name), substitute(qs(value), *inst, c, def.file));
        }
    }
    for (const Definition &def : chain) {
        for (const tinyxml2::XMLAttribute *a = def.element->FirstAttribute(); a; a = a->Next()) {
            const QByteArray key(a->Name());
            if (key == "ref" || inst->attributes.contains(key))
                continue;
            InstanceAttribute attribute;
            attribute.written = qs(a->Value());
            attribute.value = substitute(attribute.written, *inst, def.element, def.file);
            attribute.element = def.element;
            attribute.file = def.file;
            inst->attributes.insert(key, attribute);
        }
    }

    QSet<QByteArray> replaced; // singular classes given by an earlier element of the chain
    for (size_t i = 0; i < chain.size(); ++i) {
        QSet<QByteArray> here;
        for (const XMLElement *c = chain[i].element->FirstChildElement(); c;
             c = c->NextSiblingElement()) {
            const QByteArray tag(c->Name());
            if (tag == "Set")
                continue;
            const QByteArray cls = singularClass(tag, inst->tag);
            if (!cls.isEmpty()) {
                if (replaced.contains(cls))
                    continue;
                if (here.contains(cls)) {
                    context(chain[i].file)
                        .warning(c,
                            tr("<%1> takes one <%2>; this second one is ignored.")
                                .arg(qs(e->Name()), qs(c->Name())));
                    continue;
                }
                here.insert(cls);
            }
            if (auto child = instantiate(c, chain[i].file, inst.get(), depth + 1, shared || i > 0))
                inst->children.push_back(std::move(child));
        }
        replaced.unite(here);
    }
    for (size_t i = 1; i < chain.size(); ++i)
        replaying.remove(chain[i].element);
    return inst;
}

// "Placeholders and Set Element": `$name` (letters and digits), `$(name)` or `${name}` take the
// value of the nearest <Set name> on this instance or around it. An undefined placeholder stays
// as written (as in SimRobot) and is reported once.
QString Instantiator::Private::substitute(
    const QString &text, const Instance &context, const XMLElement *e, int file)
{
    if (!text.contains(QLatin1Char('$')))
        return text;
    const auto lookup = [&](const QString &name) -> const QString * {
        for (const Instance *i = &context; i; i = i->parent) {
            const auto it = i->vars.constFind(name);
            if (it != i->vars.constEnd())
                return &it.value();
        }
        return nullptr;
    };
    QString out;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c != QLatin1Char('$')) {
            out += c;
            ++i;
            continue;
        }
        qsizetype start = i + 1, end = start;
        QString name;
        qsizetype next;
        if (start < text.size()
            && (text[start] == QLatin1Char('(') || text[start] == QLatin1Char('{'))) {
            const QChar close
                = text[start] == QLatin1Char('(') ? QLatin1Char(')') : QLatin1Char('}');
            end = text.indexOf(close, start + 1);
            if (end < 0) {
                out += text.mid(i);
                break;
            }
            name = text.mid(start + 1, end - start - 1);
            next = end + 1;
        } else {
            while (end < text.size() && text[end].isLetterOrNumber() && text[end].unicode() < 128)
                ++end;
            name = text.mid(start, end - start);
            next = end;
        }
        if (const QString *value = lookup(name)) {
            out += *value;
        } else {
            out += text.mid(i, next - i);
            const QString key = QString::number(quintptr(e)) + QLatin1Char('$') + name;
            if (!reported.contains(key)) {
                reported.insert(key);
                this->context(file).warning(e,
                    tr("placeholder $%1 is not set by a <Set name=\"%1\" value=\"…\"/> on this "
                       "element or around it, so '%2' stays as written. Add the <Set>.")
                        .arg(name, text));
            }
        }
        i = next;
    }
    return out;
}

} // namespace robostage::simrobot
