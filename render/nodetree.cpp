#include "nodetree.h"

#include <Qt3DCore/QNode>

namespace robostage {

void deleteLeavesFirst(Qt3DCore::QNode *node)
{
    if (!node)
        return;
    const Qt3DCore::QNodeVector children = node->childNodes();
    for (Qt3DCore::QNode *child : children)
        deleteLeavesFirst(child);
    delete node;
}

} // namespace robostage
