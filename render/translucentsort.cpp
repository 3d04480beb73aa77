#include "translucentsort.h"

#include <algorithm>
#include <numeric>

namespace robostage {

QVector3D instanceWorldPoint(const InstanceData &d, const QVector3D &p)
{
    QVector3D out;
    for (int r = 0; r < 3; ++r)
        out[r] = d.rows[r * 4] * p.x() + d.rows[r * 4 + 1] * p.y() + d.rows[r * 4 + 2] * p.z()
            + d.rows[r * 4 + 3];
    return out;
}

std::vector<int> backToFrontOrder(
    const std::vector<InstanceData> &instances, const QVector3D &localCentre, const QVector3D &eye)
{
    std::vector<float> distance2(instances.size());
    for (size_t i = 0; i < instances.size(); ++i)
        distance2[i] = (instanceWorldPoint(instances[i], localCentre) - eye).lengthSquared();
    std::vector<int> order(instances.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&distance2](int a, int b) { return distance2[size_t(a)] > distance2[size_t(b)]; });
    return order;
}

} // namespace robostage
