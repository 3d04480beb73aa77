#include "urdfreader.h"
#include "formats/readcontext.h"
namespace robostage::urdf {
void read(ReadContext &ctx, tinyxml2::XMLElement *robot)
{
    ctx.error(robot, QStringLiteral("URDF reader not yet built"));
}
void readRobotInto(ReadContext &, tinyxml2::XMLElement *, Model &, FrameId, const QString &) {}
} // namespace robostage::urdf
