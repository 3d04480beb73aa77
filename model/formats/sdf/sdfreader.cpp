#include "sdfreader.h"
#include "formats/readcontext.h"
namespace robostage::sdf {
void read(ReadContext &ctx, tinyxml2::XMLElement *root)
{
    ctx.error(root, QStringLiteral("SDFormat reader not yet built"));
}
} // namespace robostage::sdf
