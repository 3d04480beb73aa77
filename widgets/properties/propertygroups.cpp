// The properties dock's groups for links (inertial), geometry, joints and lights: typed editors
// that push the commands of edit/propertycommands.h.

#include "dialogs/sharededitprompt.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "edit/propertycommands.h"
#include "properties/fuelnote.h"
#include "properties/propertiesdock.h"
#include "properties/propertyeditors.h"

#include <tinyxml2.h>

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

constexpr double kDegreesPerRadian = 180.0 / M_PI;

QString geometryTypeName(Geometry::Type type)
{
    static const char *const names[] = {QT_TRANSLATE_NOOP("robostage::PropertiesDock", "none"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "empty"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "box"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "sphere"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "cylinder"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "capsule"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "ellipsoid"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "cone"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "plane"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "mesh"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "heightmap"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "polyline"),
        QT_TRANSLATE_NOOP("robostage::PropertiesDock", "image")};
    return PropertiesDock::tr(names[int(type)]);
}

QString lightTypeName(Light::Type type)
{
    switch (type) {
    case Light::Type::Point:
        return PropertiesDock::tr("point");
    case Light::Type::Spot:
        return PropertiesDock::tr("spot");
    case Light::Type::Directional:
        break;
    }
    return PropertiesDock::tr("directional");
}

QString vec(const Vec3 &v, const QString &unit)
{
    return PropertiesDock::tr("%1 %2 %3 %4")
        .arg(displayNumber(v.x), displayNumber(v.y), displayNumber(v.z), unit)
        .trimmed();
}

/// A combo box `name` with `items` (data: the enum value as int), `current` selected (added
/// when it is not among them).
template<class T>
QComboBox *typeCombo(const QString &name, std::vector<T> items, T current, QString (*label)(T))
{
    auto *combo = new QComboBox;
    combo->setObjectName(name);
    if (std::find(items.begin(), items.end(), current) == items.end())
        items.insert(items.begin(), current);
    for (T item : items)
        combo->addItem(label(item), int(item));
    combo->setCurrentIndex(combo->findData(int(current)));
    return combo;
}

QString jointTypeLabel(Joint::Type type)
{
    return QString::fromLatin1(jointTypeName(type));
}

bool angular(Joint::Type type)
{
    return type != Joint::Type::Prismatic;
}

} // namespace

void PropertiesDock::setFileChooser(std::function<QString(const QString &)> chooser)
{
    m_fileChooser = std::move(chooser);
}

void PropertiesDock::addLink(const Link &link)
{
    QFormLayout *form = addGroup(tr("Inertial"));
    const Inertial &i = link.inertial;
    auto *mass = new NumberFields({{QStringLiteral("inertialMass"), QString(), tr("kg"), i.mass}});
    const QString unit = tr("kg·m²");
    auto *diagonal = new NumberFields({{QStringLiteral("inertiaIxx"), tr("ixx"), QString(), i.ixx},
        {QStringLiteral("inertiaIyy"), tr("iyy"), QString(), i.iyy},
        {QStringLiteral("inertiaIzz"), tr("izz"), unit, i.izz}});
    auto *products = new NumberFields({{QStringLiteral("inertiaIxy"), tr("ixy"), QString(), i.ixy},
        {QStringLiteral("inertiaIxz"), tr("ixz"), QString(), i.ixz},
        {QStringLiteral("inertiaIyz"), tr("iyz"), unit, i.iyz}});
    form->addRow(tr("Mass"), mass);
    form->addRow(tr("Inertia"), diagonal);
    form->addRow(QString(), products);
    if (!i.present)
        form->addRow(QString(), readOnlyLabel(tr("(no <inertial>: the defaults)")));
    else if (i.computed)
        form->addRow(QString(),
            readOnlyLabel(tr("(auto=\"true\": computed from the collisions; centre of mass "
                             "%1 %2 %3 m)")
                              .arg(i.pose.X_RF.p.x, 0, 'g', 6)
                              .arg(i.pose.X_RF.p.y, 0, 'g', 6)
                              .arg(i.pose.X_RF.p.z, 0, 'g', 6)));
    else if (i.automatic)
        form->addRow(
            QString(), readOnlyLabel(tr("(auto=\"true\", but not computed: see Diagnostics)")));
    auto commit = [this, mass, diagonal, products] {
        QString error;
        const auto m = mass->values(&error);
        const auto d = m ? diagonal->values(&error) : std::nullopt;
        const auto p = d ? products->values(&error) : std::nullopt;
        if (!p) {
            refuse(error);
            return;
        }
        const edit::InertialValue value {
            (*m)[0], (*d)[0], (*d)[1], (*d)[2], (*p)[0], (*p)[1], (*p)[2]};
        edit::EditResult result;
        apply(edit::SetInertial::create(*m_session, m_frame, value, result), result);
    };
    for (NumberFields *fields : {mass, diagonal, products})
        connect(fields, &NumberFields::committed, this, commit);
    form->addRow(tr("Contents"),
        // "visuals: N" reads right for every N without plural forms (English has no catalogue).
        readOnlyLabel(tr("visuals: %1, collisions: %2")
                          .arg(link.visuals.size())
                          .arg(link.collisions.size())));
}

void PropertiesDock::addGeometry(QFormLayout *form, const Geometry &g)
{
    const Document &doc = m_session->document();
    QString version;
    if (g.source.file >= 0 && g.source.file < int(doc.files().size())) {
        const tinyxml2::XMLElement *root = doc.files()[size_t(g.source.file)].xml->RootElement();
        version = QString::fromUtf8(root ? root->Attribute("version") : nullptr);
    }
    QComboBox *type = typeCombo(QStringLiteral("geometryType"),
        edit::editableGeometryTypes(doc.scene().format, version), g.type, &geometryTypeName);
    connect(type, &QComboBox::activated, this, [this, type, g](int index) {
        const auto chosen = Geometry::Type(type->itemData(index).toInt());
        if (chosen == g.type)
            return;
        Geometry value = edit::reshapedGeometry(g, chosen);
        if (chosen == Geometry::Type::Mesh) {
            value.uri = chooseMesh(g);
            if (value.uri.isEmpty()) {
                showFrame(m_frame); // cancelled: the combo shows the old type again
                return;
            }
        }
        commitGeometry(value);
    });
    form->addRow(tr("Type"), type);
    if (g.type == Geometry::Type::Mesh)
        addMesh(form, g);
    else
        addGeometrySizes(form, g);
}

void PropertiesDock::addGeometrySizes(QFormLayout *form, const Geometry &g)
{
    const QString m = tr("m");
    NumberFields *fields = nullptr;
    switch (g.type) {
    case Geometry::Type::Box:
    case Geometry::Type::Ellipsoid:
        fields = new NumberFields({{QStringLiteral("geometrySizeX"), tr("x"), QString(), g.size.x},
            {QStringLiteral("geometrySizeY"), tr("y"), QString(), g.size.y},
            {QStringLiteral("geometrySizeZ"), tr("z"), m, g.size.z}});
        form->addRow(g.type == Geometry::Type::Box ? tr("Size") : tr("Radii"), fields);
        break;
    case Geometry::Type::Sphere:
    case Geometry::Type::Cylinder:
    case Geometry::Type::Capsule:
    case Geometry::Type::Cone: {
        std::vector<NumberFields::Field> list {
            {QStringLiteral("geometryRadius"), tr("radius"), m, g.radius}};
        if (g.type != Geometry::Type::Sphere)
            list.push_back({QStringLiteral("geometryLength"), tr("length"), m, g.length});
        fields = new NumberFields(list);
        form->addRow(tr("Size"), fields);
        break;
    }
    case Geometry::Type::Plane:
        fields = new NumberFields({{QStringLiteral("geometrySizeX"), tr("x"), QString(), g.size.x},
            {QStringLiteral("geometrySizeY"), tr("y"), m, g.size.y},
            {QStringLiteral("planeNormalX"), tr("normal x"), QString(), g.normal.x},
            {QStringLiteral("planeNormalY"), tr("y"), QString(), g.normal.y},
            {QStringLiteral("planeNormalZ"), tr("z"), QString(), g.normal.z}});
        form->addRow(tr("Size"), fields);
        break;
    case Geometry::Type::Heightmap:
    case Geometry::Type::Image:
        form->addRow(tr("URI"), readOnlyLabel(g.uri));
        form->addRow(tr("Size"), readOnlyLabel(vec(g.size, m)));
        return;
    default:
        return;
    }
    for (QLineEdit *edit : fields->findChildren<QLineEdit *>())
        edit->setToolTip(tr("metres, > 0"));
    connect(fields, &NumberFields::committed, this, [this, fields, g] {
        QString error;
        const auto v = fields->values(&error);
        if (!v) {
            refuse(error);
            return;
        }
        Geometry value = g;
        switch (g.type) {
        case Geometry::Type::Box:
        case Geometry::Type::Ellipsoid:
            value.size = {(*v)[0], (*v)[1], (*v)[2]};
            break;
        case Geometry::Type::Plane:
            value.size = {(*v)[0], (*v)[1], 0};
            value.normal = {(*v)[2], (*v)[3], (*v)[4]};
            break;
        default:
            value.radius = (*v)[0];
            if (v->size() > 1)
                value.length = (*v)[1];
            break;
        }
        commitGeometry(value);
    });
}

void PropertiesDock::addMesh(QFormLayout *form, const Geometry &g)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *uri = new QLineEdit(g.uri);
    uri->setObjectName(QStringLiteral("meshUri"));
    auto *browse = new QToolButton;
    browse->setObjectName(QStringLiteral("meshBrowse"));
    browse->setText(tr("…"));
    browse->setToolTip(tr("Choose the mesh file"));
    layout->addWidget(uri, 1);
    layout->addWidget(browse);
    form->addRow(tr("URI"), row);
    QString resolved;
    const QString file = g.source.file >= 0 ? m_session->document().filePath(g.source) : QString();
    if (!g.resolvedPath.isEmpty()) {
        resolved = tr("resolves to: %1").arg(g.resolvedPath);
        if (const QString fuel = fuelCacheNote(g.uri, file); !fuel.isEmpty())
            resolved += QLatin1Char('\n') + fuel;
    } else {
        resolved = tr("does not resolve: %1")
                       .arg(ResourceResolver::fromEnvironment().resolve(g.uri, file).error);
    }
    QLabel *resolvedLabel = readOnlyLabel(resolved);
    resolvedLabel->setObjectName(QStringLiteral("meshResolved"));
    form->addRow(QString(), resolvedLabel);
    auto *scale = new NumberFields({{QStringLiteral("meshScaleX"), tr("x"), QString(), g.scale.x},
        {QStringLiteral("meshScaleY"), tr("y"), QString(), g.scale.y},
        {QStringLiteral("meshScaleZ"), tr("z"), QString(), g.scale.z}});
    form->addRow(tr("Scale"), scale);
    connect(uri, &QLineEdit::editingFinished, this, [this, uri, g] {
        if (!uri->isModified())
            return;
        uri->setModified(false);
        Geometry value = g;
        value.uri = uri->text().trimmed();
        commitGeometry(value);
    });
    connect(browse, &QToolButton::clicked, this, [this, g] {
        Geometry value = g;
        value.uri = chooseMesh(g);
        if (!value.uri.isEmpty())
            commitGeometry(value);
    });
    connect(scale, &NumberFields::committed, this, [this, scale, g] {
        QString error;
        const auto v = scale->values(&error);
        if (!v) {
            refuse(error);
            return;
        }
        Geometry value = g;
        value.scale = {(*v)[0], (*v)[1], (*v)[2]};
        commitGeometry(value);
    });
}

QString PropertiesDock::chooseMesh(const Geometry &g)
{
    const QString referring
        = g.source.file >= 0 ? m_session->document().filePath(g.source) : QString();
    const QString start = g.resolvedPath.isEmpty() ? QFileInfo(referring).absolutePath()
                                                   : QFileInfo(g.resolvedPath).absolutePath();
    const QString chosen = m_fileChooser
        ? m_fileChooser(start)
        : QFileDialog::getOpenFileName(this, tr("Mesh File"), start,
            tr("Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;All files (*)"));
    if (chosen.isEmpty())
        return QString();
    return meshUriFor(chosen, g.uri, g.resolvedPath, referring);
}

void PropertiesDock::commitGeometry(const Geometry &value)
{
    edit::EditResult result;
    apply(edit::SetGeometry::create(*m_session, m_frame, value, result), result);
}

void PropertiesDock::addJoint(const Joint &joint)
{
    QFormLayout *form = addGroup(tr("Joint"));
    QComboBox *type = typeCombo(QStringLiteral("jointType"),
        edit::editableJointTypes(m_session->document().scene().format), joint.type,
        &jointTypeLabel);
    connect(type, &QComboBox::activated, this, [this, type](int index) {
        edit::EditResult result;
        apply(edit::SetJointType::create(
                  *m_session, m_frame, Joint::Type(type->itemData(index).toInt()), result),
            result);
    });
    form->addRow(tr("Type"), type);
    form->addRow(tr("Parent"), readOnlyLabel(joint.parent));
    form->addRow(tr("Child"), readOnlyLabel(joint.child));
    if (!joint.hasAxis)
        return;
    const JointAxis &a = joint.axis;
    auto *axis = new NumberFields({{QStringLiteral("axisX"), tr("x"), QString(), a.xyz.x},
        {QStringLiteral("axisY"), tr("y"), QString(), a.xyz.y},
        {QStringLiteral("axisZ"), tr("z"), QString(), a.xyz.z}});
    connect(axis, &NumberFields::committed, this, [this, axis] {
        QString error;
        const auto xyz = axis->values(&error);
        if (!xyz) {
            refuse(error);
            return;
        }
        if ((*xyz)[0] == 0 && (*xyz)[1] == 0 && (*xyz)[2] == 0) {
            refuse(tr("The axis cannot be zero; it was not changed."));
            return;
        }
        edit::EditResult result;
        const Vec3 u {(*xyz)[0], (*xyz)[1], (*xyz)[2]};
        auto command = makeWithSharedChoice(this, m_session, result,
            [&](edit::SharedEdit shared, edit::EditResult &r) -> std::unique_ptr<QUndoCommand> {
                return edit::SetJointAxis::create(*m_session, m_frame, u, r, shared);
            });
        apply(std::move(command), result);
    });
    form->addRow(tr("Axis"), axis);
    form->addRow(tr("Axis in"),
        readOnlyLabel(a.expressedIn.isEmpty() ? tr("(joint frame)") : a.expressedIn));
    addJointLimits(form, joint);
}

void PropertiesDock::addJointLimits(QFormLayout *form, const Joint &joint)
{
    if (joint.type == Joint::Type::Fixed || joint.type == Joint::Type::Ball
        || joint.type == Joint::Type::Floating || joint.type == Joint::Type::Planar)
        return;
    const JointAxis &a = joint.axis;
    const bool rotates = angular(joint.type);
    const QString position = rotates ? tr("°") : tr("m");
    const double scale = rotates ? kDegreesPerRadian : 1;
    auto *range
        = new NumberFields({{QStringLiteral("jointLower"), tr("lower"), position, a.lower, scale},
            {QStringLiteral("jointUpper"), tr("upper"), position, a.upper, scale}});
    auto *rates = new NumberFields(
        {{QStringLiteral("jointEffort"), tr("effort"), rotates ? tr("N·m") : tr("N"), a.effort},
            {QStringLiteral("jointVelocity"), tr("velocity"), rotates ? tr("rad/s") : tr("m/s"),
                a.velocity}});
    form->addRow(tr("Limits"), range);
    form->addRow(QString(), rates);
    auto commit = [this, range, rates] {
        QString error;
        const auto r = range->values(&error);
        const auto v = r ? rates->values(&error) : std::nullopt;
        if (!v) {
            refuse(error);
            return;
        }
        edit::EditResult result;
        apply(edit::SetJointLimits::create(
                  *m_session, m_frame, {(*r)[0], (*r)[1], (*v)[0], (*v)[1]}, result),
            result);
    };
    connect(range, &NumberFields::committed, this, commit);
    connect(rates, &NumberFields::committed, this, commit);
}

void PropertiesDock::addLight(const Light &light)
{
    QFormLayout *form = addGroup(tr("Light"));
    QComboBox *type = typeCombo(QStringLiteral("lightType"),
        std::vector<Light::Type> {Light::Type::Point, Light::Type::Spot, Light::Type::Directional},
        light.type, &lightTypeName);
    connect(type, &QComboBox::activated, this, [this, type](int index) {
        edit::EditResult result;
        apply(edit::SetLightType::create(
                  *m_session, m_frame, Light::Type(type->itemData(index).toInt()), result),
            result);
    });
    form->addRow(tr("Type"), type);
    form->addRow(tr("Casts shadows"), readOnlyLabel(light.castShadows ? tr("yes") : tr("no")));
    form->addRow(tr("Direction"), readOnlyLabel(vec(light.direction, QString())));
    form->addRow(tr("Range"), readOnlyLabel(tr("%1 m").arg(displayNumber(light.attenuationRange))));
}

} // namespace robostage
