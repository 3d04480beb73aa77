// gen_world: writes the load-benchmark world (docs/PERFORMANCE.md).
//
//   gen_world N OUTPUT.sdf
//
// An SDFormat 1.9 world with N models on a square grid. Each model is a chain of 5 links
// (posed relative to the model, each with an inertial, a box visual with its own ambient and
// diffuse colour, and a box collision) joined by 4 revolute joints with an axis and limits.
// The output depends only on N, so runs on different machines load identical bytes.
// Plain streams: this is a generator, not a reader of the format.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

namespace {

constexpr int kLinksPerModel = 5;
constexpr int kColourSteps = 37; // 37^3 = 50653 distinct colours >= 5 links x 10000 models

struct Rgb
{
    double r, g, b;
};

/// A colour that no other link index gets (for index < 37^3): the index in base 37, one digit
/// per channel, mapped to [0.05, 0.95].
Rgb linkColour(long index)
{
    const auto channel = [](long digit) {
        return 0.05 + 0.9 * double(digit) / (kColourSteps - 1);
    };
    return {channel(index % kColourSteps), channel(index / kColourSteps % kColourSteps),
        channel(index / (kColourSteps * kColourSteps) % kColourSteps)};
}

/// `v` with a fixed number of decimals; the program never sets a locale, so the point is ".".
std::string num(double v, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

std::string triple(double a, double b, double c, int decimals)
{
    return num(a, decimals) + ' ' + num(b, decimals) + ' ' + num(c, decimals);
}

void writeBox(std::ostream &out, const char *indent, double x, double y, double z)
{
    out << indent << "<geometry>\n"
        << indent << "  <box><size>" << triple(x, y, z, 3) << "</size></box>\n"
        << indent << "</geometry>\n";
}

void writeLink(std::ostream &out, int model, int link)
{
    const long index = long(model) * kLinksPerModel + link;
    const Rgb c = linkColour(index);
    const double length = 0.2; // link extent along z, metres
    const double width = 0.08 - 0.01 * link; // tapering chain
    const double mass = 1.0 - 0.15 * link; // kg
    const double ixx = mass * (width * width + length * length) / 12.0;
    const double izz = mass * (2 * width * width) / 12.0;

    out << "      <link name=\"link_" << link << "\">\n"
        << "        <pose>0 0 " << num(length * link + 0.1, 3) << " 0 0 0</pose>\n"
        << "        <inertial>\n"
        << "          <pose>0 0 " << num(length / 2, 3) << " 0 0 0</pose>\n"
        << "          <mass>" << num(mass, 3) << "</mass>\n"
        << "          <inertia>\n"
        << "            <ixx>" << num(ixx, 6) << "</ixx><ixy>0</ixy><ixz>0</ixz>\n"
        << "            <iyy>" << num(ixx, 6) << "</iyy><iyz>0</iyz>\n"
        << "            <izz>" << num(izz, 6) << "</izz>\n"
        << "          </inertia>\n"
        << "        </inertial>\n"
        << "        <visual name=\"visual\">\n"
        << "          <pose>0 0 " << num(length / 2, 3) << " 0 0 0</pose>\n";
    writeBox(out, "          ", width, width, length);
    out << "          <material>\n"
        << "            <ambient>" << triple(c.r * 0.5, c.g * 0.5, c.b * 0.5, 4) << " 1</ambient>\n"
        << "            <diffuse>" << triple(c.r, c.g, c.b, 4) << " 1</diffuse>\n"
        << "            <specular>0.1 0.1 0.1 1</specular>\n"
        << "          </material>\n"
        << "        </visual>\n"
        << "        <collision name=\"collision\">\n"
        << "          <pose>0 0 " << num(length / 2, 3) << " 0 0 0</pose>\n";
    writeBox(out, "          ", width, width, length);
    out << "        </collision>\n"
        << "      </link>\n";
}

void writeJoint(std::ostream &out, int joint)
{
    // Alternate the axis between x and y so the chain bends in both directions.
    const char *axis = joint % 2 == 0 ? "1 0 0" : "0 1 0";
    out << "      <joint name=\"joint_" << joint << "\" type=\"revolute\">\n"
        << "        <parent>link_" << joint << "</parent>\n"
        << "        <child>link_" << joint + 1 << "</child>\n"
        << "        <axis>\n"
        << "          <xyz>" << axis << "</xyz>\n"
        << "          <limit>\n"
        << "            <lower>-1.5708</lower>\n"
        << "            <upper>1.5708</upper>\n"
        << "            <effort>50</effort>\n"
        << "            <velocity>2</velocity>\n"
        << "          </limit>\n"
        << "        </axis>\n"
        << "      </joint>\n";
}

void writeModel(std::ostream &out, int model, int columns)
{
    const double spacing = 0.5; // metres between grid cells
    const double x = spacing * (model % columns);
    const double y = spacing * (model / columns);
    const double yaw = 0.1 * (model % 7);
    out << "    <model name=\"arm_" << model << "\">\n"
        << "      <pose>" << triple(x, y, 0, 3) << " 0 0 " << num(yaw, 3) << "</pose>\n";
    for (int link = 0; link < kLinksPerModel; ++link)
        writeLink(out, model, link);
    for (int joint = 0; joint + 1 < kLinksPerModel; ++joint)
        writeJoint(out, joint);
    out << "    </model>\n";
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc != 3) {
        std::cerr << "usage: gen_world N OUTPUT.sdf\n";
        return 2;
    }
    char *end = nullptr;
    const long n = std::strtol(argv[1], &end, 10);
    if (*end != '\0' || n < 1 || n > 1000000) {
        std::cerr << "gen_world: N must be an integer in 1..1000000\n";
        return 2;
    }
    std::ofstream out(argv[2], std::ios::binary);
    if (!out) {
        std::cerr << "gen_world: cannot write " << argv[2] << '\n';
        return 1;
    }
    const int columns = int(std::ceil(std::sqrt(double(n))));
    out << "<?xml version=\"1.0\"?>\n"
        << "<!-- Generated by RoboStage bench/gen_world " << n << ": " << n << " models x "
        << kLinksPerModel << " links. -->\n"
        << "<sdf version=\"1.9\">\n"
        << "  <world name=\"bench_" << n << "\">\n"
        << "    <gravity>0 0 -9.8</gravity>\n"
        << "    <light name=\"sun\" type=\"directional\">\n"
        << "      <pose>0 0 10 0 0 0</pose>\n"
        << "      <diffuse>0.8 0.8 0.8 1</diffuse>\n"
        << "      <specular>0.2 0.2 0.2 1</specular>\n"
        << "      <direction>-0.5 0.1 -0.9</direction>\n"
        << "    </light>\n";
    for (int model = 0; model < int(n); ++model)
        writeModel(out, model, columns);
    out << "  </world>\n"
        << "</sdf>\n";
    out.close();
    if (!out) {
        std::cerr << "gen_world: error writing " << argv[2] << '\n';
        return 1;
    }
    return 0;
}
