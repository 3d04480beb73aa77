#include "dialogs/imageexportdialog.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>

namespace robostage {

namespace {

QSpinBox *edgeBox(int value, const QString &name, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(1, ImageExportDialog::kMaxEdge);
    box->setSuffix(QCoreApplication::translate("robostage::ImageExportDialog", " px"));
    box->setValue(value);
    return box;
}

} // namespace

ImageExportDialog::ImageExportDialog(const QSize &viewSize, QWidget *parent)
    : QDialog(parent)
    , m_viewSize(viewSize.expandedTo(QSize(1, 1)))
{
    setWindowTitle(tr("Export Image"));
    m_width = edgeBox(m_viewSize.width(), QStringLiteral("widthBox"), this);
    m_height = edgeBox(m_viewSize.height(), QStringLiteral("heightBox"), this);
    m_keepAspect = new QCheckBox(tr("&Keep the view's aspect ratio"), this);
    m_keepAspect->setObjectName(QStringLiteral("keepAspectBox"));
    m_keepAspect->setChecked(true);
    m_transparent = new QCheckBox(tr("&Transparent background (no sky)"), this);
    m_transparent->setObjectName(QStringLiteral("transparentBox"));

    auto *size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Size:"), size);
    form->addRow(QString(), m_keepAspect);
    form->addRow(QString(), m_transparent);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_width, &QSpinBox::valueChanged, this, [this] { follow(m_width); });
    connect(m_height, &QSpinBox::valueChanged, this, [this] { follow(m_height); });
}

QSize ImageExportDialog::imageSize() const
{
    return {m_width->value(), m_height->value()};
}

bool ImageExportDialog::transparentBackground() const
{
    return m_transparent->isChecked();
}

void ImageExportDialog::follow(QSpinBox *changed)
{
    if (m_following || !m_keepAspect->isChecked())
        return;
    m_following = true;
    const double aspect = double(m_viewSize.width()) / m_viewSize.height();
    if (changed == m_width)
        m_height->setValue(int(std::lround(m_width->value() / aspect)));
    else
        m_width->setValue(int(std::lround(m_height->value() * aspect)));
    m_following = false;
}

} // namespace robostage
