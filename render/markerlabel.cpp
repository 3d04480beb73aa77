// Text labels in the view (markerlabel.h).

#include "markerlabel.h"

#include "sceneshading.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QUrl>

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTexture>

namespace robostage {

using namespace Qt3DRender;

namespace {

constexpr int kPixelSize = 14; ///< text height
constexpr int kPadding = 5; ///< around the text, pixels

QFont labelFont()
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(kPixelSize);
    return font;
}

/// The label's picture: the text on a rounded, translucent dark box.
class LabelImage : public QPaintedTextureImage
{
public:
    LabelImage(const QString &text, const QColor &color, Qt3DCore::QNode *parent)
        : QPaintedTextureImage(parent)
        , m_text(text)
        , m_color(color)
    {
        const QFontMetrics metrics(labelFont());
        setSize(
            QSize(metrics.horizontalAdvance(text) + 2 * kPadding, metrics.height() + 2 * kPadding));
    }

protected:
    void paint(QPainter *painter) override
    {
        painter->setCompositionMode(QPainter::CompositionMode_Source);
        painter->fillRect(QRect(QPoint(), size()), Qt::transparent);
        painter->setCompositionMode(QPainter::CompositionMode_SourceOver);
        painter->setRenderHint(QPainter::Antialiasing);
        QPainterPath box;
        box.addRoundedRect(QRectF(QPointF(), QSizeF(size())).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        painter->fillPath(box, QColor(20, 20, 20, 200));
        painter->setFont(labelFont());
        painter->setPen(m_color);
        painter->drawText(QRect(QPoint(), size()), Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    QColor m_color;
};

} // namespace

QEffect *makeLabelEffect(Qt3DCore::QNode *parent)
{
    auto *program = new QShaderProgram(parent);
    program->setVertexShaderCode(QShaderProgram::loadSource(
        QUrl(QStringLiteral("qrc:/robostage/render/shaders/label.vert"))));
    program->setFragmentShaderCode(QShaderProgram::loadSource(
        QUrl(QStringLiteral("qrc:/robostage/render/shaders/label.frag"))));
    return SceneShading::makeEffect(program, SceneShading::kLabelPass,
        SceneShading::blendedStates(SceneShading::Depth::Ignored, parent), parent);
}

Qt3DCore::QEntity *makeLabel(const QString &text, const Color &color, const Vec3 &p_W,
    QEffect *effect, Qt3DCore::QNode *parent)
{
    auto *entity = new Qt3DCore::QEntity(parent);
    auto *mesh = new Qt3DExtras::QPlaneMesh(entity);
    mesh->setWidth(1);
    mesh->setHeight(1);
    mesh->setMeshResolution(QSize(2, 2));
    auto *transform = new Qt3DCore::QTransform(entity);
    transform->setTranslation(QVector3D(float(p_W.x), float(p_W.y), float(p_W.z)));
    auto *texture = new QTexture2D(entity);
    texture->setMinificationFilter(QAbstractTexture::Linear);
    texture->setMagnificationFilter(QAbstractTexture::Linear);
    auto *image = new LabelImage(text, QColor::fromRgbF(color.r, color.g, color.b), texture);
    texture->addTextureImage(image);
    auto *material = new QMaterial(entity);
    material->setEffect(effect);
    material->addParameter(
        new QParameter(QStringLiteral("labelTexture"), QVariant::fromValue(texture), material));
    material->addParameter(
        new QParameter(QStringLiteral("labelSize"), QSizeF(image->size()), material));
    entity->addComponent(mesh);
    entity->addComponent(transform);
    entity->addComponent(material);
    return entity;
}

} // namespace robostage
