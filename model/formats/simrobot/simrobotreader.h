#pragma once

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;

namespace simrobot {

/// Reads a SimRobot scene (`<Simulation>` root; `.ros2`/`.rsi2`, `.ros3`/`.rsi3`;
/// simrobot-scene-description.md) into ctx.document as a world:
/// - the `<Scene>` (name, background `color`, `gravity`) is the world; its lights are world
///   lights (Light, PointLight, SpotLight, DirLight);
/// - each `<Compound>` is a static model with one link of the same name that holds its
///   appearances, geometries and sensors; nested compounds and free bodies are nested models;
/// - each free `<Body>` is a model whose root link has the body's name; every `<Hinge>` /
///   `<Slider>` is a revolute (continuous without `<Deflection>`) / prismatic joint of that
///   model whose child link is the joint's `<Body>`;
/// - appearances are visuals (ComplexAppearance as an inline mesh), geometries collisions,
///   masses the link's inertial, sensors sensors; `Friction`/`RollingFriction` materials are
///   kept as link extensions.
/// Poses: `<Translation>` then `<Rotation>` (R = Rz·Ry·Rx, as SDFormat rpy) of each element
/// relative to its parent element; a joint's body is posed relative to the joint. Unnamed
/// elements are named after their tag; names are made unique per scope with `_2`, `_3`, ….
/// Problems are reported with file and line; the rest of the scene still loads.
void read(const ReadContext &ctx, const tinyxml2::XMLElement *simulation);

} // namespace simrobot
} // namespace robostage
