#include "dialogs/adddialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

using Kind = edit::AddSpec::Kind;

QDoubleSpinBox *number(double value, double minimum, const char *suffix, const QString &name)
{
    auto *box = new QDoubleSpinBox;
    box->setObjectName(name);
    box->setDecimals(4);
    box->setRange(minimum, 1e6);
    box->setValue(value);
    box->setSuffix(QString::fromUtf8(suffix));
    return box;
}

QComboBox *choices(const QStringList &items, const QString &current, const QString &name)
{
    auto *box = new QComboBox;
    box->setObjectName(name);
    box->addItems(items);
    if (items.contains(current))
        box->setCurrentText(current);
    return box;
}

} // namespace

AddEntityDialog::AddEntityDialog(const Options &options, QWidget *parent)
    : QDialog(parent)
    , m_options(options)
    , m_name(new QLineEdit(options.name))
{
    setObjectName(QStringLiteral("addEntityDialog"));
    auto *form = m_form = new QFormLayout;
    m_name->setObjectName(QStringLiteral("addName"));
    m_name->selectAll();
    form->addRow(tr("Name"), m_name);
    if (!options.parent.isEmpty())
        form->addRow(tr("In"), new QLabel(options.parent));

    const bool withJoint
        = options.kind == Kind::Joint || (options.urdf && options.kind == Kind::Link);
    if (withJoint)
        addJointRows(form);
    if (!options.types.isEmpty()) {
        m_type = choices(options.types, {}, QStringLiteral("addType"));
        form->addRow(tr("Type"), m_type);
    }
    if (options.kind == Kind::Collision && !options.visuals.empty())
        addCopyRow(form);
    if (options.kind == Kind::Visual || options.kind == Kind::Collision) {
        m_geometry = choices(options.shapes, {}, QStringLiteral("addGeometry"));
        form->addRow(tr("Geometry"), m_geometry);
        auto *sizes = new QHBoxLayout;
        m_sizes = sizes;
        for (int i = 0; i < 3; ++i) {
            m_sizeLabel[i] = new QLabel;
            m_size[i] = number(0.1, 1e-6, " m", QStringLiteral("addSize%1").arg(i));
            sizes->addWidget(m_sizeLabel[i]);
            sizes->addWidget(m_size[i], 1);
        }
        form->addRow(tr("Size"), sizes);
        addMeshRow(form);
        connect(m_geometry, &QComboBox::currentTextChanged, this, &AddEntityDialog::showSizes);
    }

    // The pose: of the joint origin in the parent link for a URDF link, else of the entity in
    // its default pose frame.
    auto *position = new QHBoxLayout;
    auto *rotation = new QHBoxLayout;
    const char *axes[] = {"x", "y", "z", "roll", "pitch", "yaw"};
    for (int i = 0; i < 6; ++i) {
        m_pose[i] = number(0, -1e6, i < 3 ? " m" : " °", QStringLiteral("addPose%1").arg(i));
        if (i >= 3)
            m_pose[i]->setRange(-360, 360);
        (i < 3 ? position : rotation)->addWidget(new QLabel(QLatin1String(axes[i])));
        (i < 3 ? position : rotation)->addWidget(m_pose[i], 1);
    }
    form->addRow(tr("Position"), position);
    form->addRow(tr("Rotation"), rotation);
    if (options.offerPlaceInView) {
        m_placeInView
            = new QCheckBox(options.rightClicked ? tr("Place where you right-clicked in the view")
                                                 : tr("Place by clicking in the view"));
        m_placeInView->setObjectName(QStringLiteral("addPlaceInView"));
        m_placeInView->setToolTip(options.rightClicked
                ? tr("The entity goes to the point on the surface or the ground you "
                     "right-clicked, with the rotation above")
                : tr("After Add, click a surface or the ground in the 3D view: the entity goes "
                     "there, with the rotation above"));
        form->addRow(QString(), m_placeInView);
        connect(m_placeInView, &QCheckBox::toggled, this, [this](bool place) {
            for (int i = 0; i < 3; ++i)
                m_pose[i]->setEnabled(!place);
        });
        m_placeInView->setChecked(options.placeInViewChecked);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Add"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &AddEntityDialog::updateOk);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (m_geometry)
        showSizes();
    if (m_axisRow)
        showAxis();
}

void AddEntityDialog::addJointRows(QFormLayout *form)
{
    const Options &options = m_options;
    m_jointType = choices(options.jointTypes, {}, QStringLiteral("addJointType"));
    if (options.kind == Kind::Link) {
        // A URDF link comes with its parent joint: its name, following the link's.
        m_jointName = new QLineEdit(options.name + QStringLiteral("_joint"));
        m_jointName->setObjectName(QStringLiteral("addJointName"));
        form->addRow(tr("Parent joint"), m_jointName);
        connect(m_jointName, &QLineEdit::textEdited, this, [this] { m_jointNameEdited = true; });
        connect(m_name, &QLineEdit::textChanged, this, [this](const QString &name) {
            if (!m_jointNameEdited)
                m_jointName->setText(name.trimmed() + QStringLiteral("_joint"));
        });
        connect(m_jointName, &QLineEdit::textChanged, this, &AddEntityDialog::updateOk);
        form->addRow(tr("Joint type"), m_jointType);
    } else {
        form->addRow(tr("Type"), m_jointType);
    }
    m_jointParent = choices(options.links, options.parentLink, QStringLiteral("addJointParent"));
    form->addRow(tr("Parent link"), m_jointParent);
    if (options.kind == Kind::Joint) {
        m_jointChild = choices(options.links, {}, QStringLiteral("addJointChild"));
        if (m_jointChild->currentText() == m_jointParent->currentText()
            && m_jointChild->count() > 1)
            m_jointChild->setCurrentIndex(m_jointChild->currentIndex() == 0 ? 1 : 0);
        form->addRow(tr("Child link"), m_jointChild);
    }
    // The axis, in the joint frame (joint.sdf `<axis><xyz>`, urdf-xml.md `<axis xyz>`).
    m_axisRow = new QWidget;
    auto *axis = new QHBoxLayout(m_axisRow);
    axis->setContentsMargins(0, 0, 0, 0);
    const char *names[] = {"x", "y", "z"};
    for (int i = 0; i < 3; ++i) {
        m_axis[i] = number(i == 2 ? 1 : 0, -1e6, "", QStringLiteral("addAxis%1").arg(i));
        axis->addWidget(new QLabel(QLatin1String(names[i])));
        axis->addWidget(m_axis[i], 1);
        connect(m_axis[i], &QDoubleSpinBox::valueChanged, this, &AddEntityDialog::updateOk);
    }
    m_axisRow->setToolTip(tr("The joint's axis in the joint frame: it turns about it (revolute, "
                             "continuous), slides along it (prismatic) or, for a planar "
                             "joint, moves in the plane normal to it"));
    form->addRow(tr("Axis"), m_axisRow);
    connect(m_jointType, &QComboBox::currentTextChanged, this, &AddEntityDialog::showAxis);
    if (options.offerPickLinks) {
        m_pickLinks = new QCheckBox(tr("Pick the parent and then the child link in the "
                                       "view or the scene tree"));
        m_pickLinks->setObjectName(QStringLiteral("addPickLinks"));
        form->addRow(QString(), m_pickLinks);
        connect(m_pickLinks, &QCheckBox::toggled, this, [this](bool pick) {
            m_jointParent->setEnabled(!pick);
            m_jointChild->setEnabled(!pick);
        });
    }
}

void AddEntityDialog::showAxis()
{
    // The types with one axis: joint.sdf revolute, continuous, prismatic, screw; urdf-xml.md
    // revolute, continuous, prismatic and planar (its normal). Fixed, floating, ball and the
    // two-axis SDFormat joints (written with x and y) have none to choose.
    static const QStringList withAxis {QStringLiteral("revolute"), QStringLiteral("continuous"),
        QStringLiteral("prismatic"), QStringLiteral("screw"), QStringLiteral("planar")};
    m_form->setRowVisible(m_axisRow, withAxis.contains(m_jointType->currentText()));
    updateOk();
}

void AddEntityDialog::addCopyRow(QFormLayout *form)
{
    // A collision often starts as its visual's shape (issue 30): copy one's geometry and pose.
    m_copyVisual = new QComboBox;
    m_copyVisual->setObjectName(QStringLiteral("addCopyVisual"));
    m_copyVisual->addItem(tr("(a new shape)"));
    for (const Options::VisualSource &v : m_options.visuals)
        m_copyVisual->addItem(tr("visual %1").arg(v.name));
    m_copyVisual->setToolTip(tr("Start from a visual's geometry and pose; change them below "
                                "before adding if you like"));
    form->addRow(tr("Copy of"), m_copyVisual);
    connect(m_copyVisual, &QComboBox::currentIndexChanged, this, &AddEntityDialog::copyVisual);
}

void AddEntityDialog::copyVisual(int index)
{
    if (index <= 0 || size_t(index) > m_options.visuals.size())
        return;
    const Options::VisualSource &v = m_options.visuals[size_t(index - 1)];
    const Geometry &g = v.geometry;
    const char *shape = g.type == Geometry::Type::Box ? "box"
        : g.type == Geometry::Type::Sphere            ? "sphere"
        : g.type == Geometry::Type::Cylinder          ? "cylinder"
        : g.type == Geometry::Type::Capsule           ? "capsule"
        : g.type == Geometry::Type::Ellipsoid         ? "ellipsoid"
        : g.type == Geometry::Type::Mesh              ? "mesh"
                                                      : nullptr;
    if (!shape || m_geometry->findText(QLatin1String(shape)) < 0)
        return; // a shape this file cannot have as a collision (a plane, a heightmap, …)
    m_geometry->setCurrentText(QLatin1String(shape));
    if (g.type == Geometry::Type::Box || g.type == Geometry::Type::Ellipsoid) {
        m_size[0]->setValue(g.size.x);
        m_size[1]->setValue(g.size.y);
        m_size[2]->setValue(g.size.z);
    } else if (g.type == Geometry::Type::Mesh) {
        m_meshUri->setText(g.uri);
        m_meshScale->setValue(g.scale.x);
    } else {
        m_size[0]->setValue(g.radius);
        m_size[1]->setValue(g.length);
    }
    for (int i = 0; i < 6; ++i)
        m_pose[i]->setValue(i < 3 ? v.xyzRpy[size_t(i)] : v.xyzRpy[size_t(i)] * 180 / M_PI);
}

void AddEntityDialog::addMeshRow(QFormLayout *form)
{
    // A mesh: its URI as it will be written (editable), a file dialog and one scale factor.
    m_meshRow = new QWidget;
    auto *row = new QHBoxLayout(m_meshRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_meshUri = new QLineEdit;
    m_meshUri->setObjectName(QStringLiteral("addMeshUri"));
    m_meshUri->setPlaceholderText(tr("package://, model:// or a relative path"));
    auto *browse = new QPushButton(tr("Browse…"));
    browse->setObjectName(QStringLiteral("addMeshBrowse"));
    m_meshScale = number(1, 1e-6, "", QStringLiteral("addMeshScale"));
    m_meshScale->setToolTip(tr("Scale factor of the mesh"));
    row->addWidget(m_meshUri, 3);
    row->addWidget(browse);
    row->addWidget(new QLabel(tr("scale")));
    row->addWidget(m_meshScale, 1);
    form->addRow(tr("Mesh"), m_meshRow);
    connect(browse, &QPushButton::clicked, this, &AddEntityDialog::browseMesh);
    connect(m_meshUri, &QLineEdit::textChanged, this, &AddEntityDialog::updateOk);
    m_chooseMesh = [this](const QString &folder) {
        return QFileDialog::getOpenFileName(this, tr("Mesh File"), folder,
            tr("Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;All files (*)"));
    };
}

void AddEntityDialog::browseMesh()
{
    const QString path = m_chooseMesh(m_options.meshFolder);
    if (path.isEmpty())
        return;
    m_meshUri->setText(m_options.meshUri ? m_options.meshUri(path) : path);
}

void AddEntityDialog::updateOk()
{
    if (!m_ok)
        return; // while the rows are built
    const bool mesh = m_geometry && m_geometry->currentText() == QLatin1String("mesh");
    const bool axisShown = m_axisRow && m_form->isRowVisible(m_axisRow);
    const bool zeroAxis = axisShown
        && std::all_of(std::begin(m_axis), std::end(m_axis),
            [](const QDoubleSpinBox *box) { return box->value() == 0; });
    m_ok->setEnabled(!m_name->text().trimmed().isEmpty()
        && (!mesh || !m_meshUri->text().trimmed().isEmpty())
        && (!m_jointName || !m_jointName->text().trimmed().isEmpty()) && !zeroAxis);
}

void AddEntityDialog::showSizes()
{
    // The sizes each shape has (geometry.sdf), with their defaults in metres.
    const QString shape = m_geometry->currentText();
    QStringList labels;
    if (shape == QLatin1String("box"))
        labels = {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
    else if (shape == QLatin1String("ellipsoid"))
        labels = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    else if (shape == QLatin1String("sphere"))
        labels = {tr("radius")};
    else
        labels = {tr("radius"), tr("length")};
    const bool mesh = shape == QLatin1String("mesh");
    if (mesh)
        labels.clear();
    m_form->setRowVisible(m_sizes, !mesh);
    m_form->setRowVisible(m_meshRow, mesh);
    for (int i = 0; i < 3; ++i) {
        const bool used = i < labels.size();
        m_sizeLabel[i]->setVisible(used);
        m_size[i]->setVisible(used);
        if (used)
            m_sizeLabel[i]->setText(labels.at(i));
    }
    updateOk();
}

bool AddEntityDialog::placeInView() const
{
    return m_placeInView && m_placeInView->isChecked();
}

bool AddEntityDialog::pickLinks() const
{
    return m_pickLinks && m_pickLinks->isChecked();
}

Vec3 AddEntityDialog::axis() const
{
    return m_axis[0] ? Vec3 {m_axis[0]->value(), m_axis[1]->value(), m_axis[2]->value()}
                     : Vec3 {0, 0, 1};
}

edit::AddSpec AddEntityDialog::spec(edit::AddSpec *joint) const
{
    edit::AddSpec spec;
    spec.kind = m_options.kind;
    spec.parent = m_options.parent;
    spec.name = m_name->text().trimmed();
    std::array<double, 6> pose {};
    for (int i = 0; i < 6; ++i)
        pose[size_t(i)] = i < 3 ? m_pose[i]->value() : m_pose[i]->value() * M_PI / 180;
    const bool zero = std::all_of(pose.begin(), pose.end(), [](double v) { return v == 0; });
    if (m_type)
        spec.type = m_type->currentText();
    if (m_geometry) {
        const QString shape = m_geometry->currentText();
        Geometry &g = spec.geometry;
        const double a = m_size[0]->value(), b = m_size[1]->value(), c = m_size[2]->value();
        if (shape == QLatin1String("mesh")) {
            g.type = Geometry::Type::Mesh;
            g.uri = m_meshUri->text().trimmed();
            const double s = m_meshScale->value();
            g.scale = {s, s, s};
        } else if (shape == QLatin1String("box") || shape == QLatin1String("ellipsoid")) {
            g.type
                = shape == QLatin1String("box") ? Geometry::Type::Box : Geometry::Type::Ellipsoid;
            g.size = {a, b, c};
        } else {
            g.type = shape == QLatin1String("sphere") ? Geometry::Type::Sphere
                : shape == QLatin1String("capsule")   ? Geometry::Type::Capsule
                                                      : Geometry::Type::Cylinder;
            g.radius = a;
            g.length = b;
        }
    }
    if (m_options.urdf && m_options.kind == Kind::Link) {
        // A URDF link's pose is its parent joint's origin: the pose goes to the joint.
        spec.parent.clear();
        if (joint) {
            joint->kind = Kind::Joint;
            joint->name = m_jointName->text().trimmed();
            joint->jointType = m_jointType->currentText();
            joint->axis = axis();
            joint->jointParent = m_jointParent->currentText();
            joint->jointChild = spec.name;
            joint->xyzRpy = pose;
            joint->hasPose = !zero;
        }
        return spec;
    }
    spec.xyzRpy = pose;
    spec.hasPose = !zero;
    if (m_options.urdf && m_options.kind == Kind::Joint)
        spec.parent.clear(); // URDF: NAME=TYPE,PARENT,CHILD, no model part
    if (m_jointType) {
        spec.jointType = m_jointType->currentText();
        spec.jointParent = m_jointParent->currentText();
        spec.jointChild = m_jointChild ? m_jointChild->currentText() : QString();
        spec.axis = axis();
    }
    return spec;
}

} // namespace robostage
