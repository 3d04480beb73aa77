#pragma once

// The format-neutral scene: what an SDFormat world/model, a URDF robot and a SimRobot scene
// describe, independent of the file syntax. Every entity keeps a SourceRef to the XML
// element it was read from (the tinyxml2 DOM in Document stays the source of truth for saving)
// and a FrameId into the document's FrameGraph, where its world pose is resolved.
//
// Units: metres, radians, kilograms, kg·m². Colours are linear RGBA in [0, 1] as written.

#include "pose.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {

using FrameId = int;
constexpr FrameId kNoFrame = -1;
/// FrameId of the implicit `world` frame; always node 0 of a FrameGraph.
constexpr FrameId kWorldFrame = 0;

/// Where an entity was read from: the element in its file's DOM, the index of that file in
/// Document::files(), and the 1-based line of the element (0 when unknown, e.g. an element that
/// `<experimental:params>` added to a generated copy). Valid as long as the Document lives.
struct SourceRef
{
    tinyxml2::XMLElement *element = nullptr;
    int file = -1;
    int line = 0;
};

struct Color
{
    float r = 0, g = 0, b = 0, a = 1;
    bool operator==(const Color &o) const { return r == o.r && g == o.g && b == o.b && a == o.a; }
};

/// A `<pose>` (SDF) or `<origin>` (URDF) as written: the transform X_RF of this entity's frame F
/// in the frame R named by `relativeTo` (empty: the element's default frame as the spec says).
struct PoseSpec
{
    Pose X_RF;
    QString relativeTo;
    bool present = false;
};

/// SDFormat material.sdf `<pbr>` (metal or specular workflow). Map entries are URIs as
/// written; the maps the viewport draws also have the local file they resolved to (*Path,
/// empty when absent or unresolved; the reader warned about the latter).
struct PbrMaterial
{
    enum class Workflow { Metal, Specular };
    Workflow workflow = Workflow::Metal;
    QString albedoMap, normalMap, roughnessMap, metalnessMap, emissiveMap, ambientOcclusionMap,
        lightMap, environmentMap, specularMap, glossinessMap;
    QString albedoMapPath, normalMapPath, roughnessMapPath, metalnessMapPath, emissiveMapPath;
    double metalness = 0.5, roughness = 0.5, glossiness = 0;
};

/// A visual's appearance: SDF `<material>` (colours, shininess, `<script>`, `<pbr>`) or a URDF
/// `<material>` (named or inline colour, texture). Unset colours are std::nullopt.
struct Material
{
    bool present = false;
    std::optional<Color> ambient, diffuse, specular, emissive;
    double shininess = 0;
    bool lighting = true;
    bool doubleSided = false;
    QString scriptName; ///< SDF `<script><name>`, e.g. `Gazebo/Grey`.
    QStringList scriptUris; ///< SDF `<script><uri>` entries as written.
    QString urdfName; ///< URDF `<material name>` (robot-level or inline).
    QString texture; ///< URDF `<texture filename>` as written.
    QString textureResolved; ///< Resolved local path of `texture`, empty if unresolved.
    std::shared_ptr<PbrMaterial> pbr;
};

/// SDFormat heightmap_shape.sdf `<texture>`: a layer tiled every `size` metres; `diffuse` and
/// `normal` are URIs as written, the *Path members the local files they resolved to (empty
/// when they did not resolve; the reader warned).
struct HeightmapTexture
{
    double size = 10;
    QString diffuse, normal;
    QString diffusePath, normalPath;
};

struct HeightmapBlend
{
    double minHeight = 0, fadeDistance = 0;
};

/// A triangle mesh written in the description itself (SimRobot `ComplexAppearance`: Vertices,
/// Normals, TexCoords, Triangles, Quads), in the geometry frame, metres. Arrays are tightly
/// packed: positions and normals xyz per vertex (normals empty: flat shading from the
/// triangles), texCoords uv per vertex (empty when none), indices 3 per triangle. Shared
/// read-only by every geometry that shows the same definition.
struct InlineMesh
{
    std::vector<float> positions, normals, texCoords;
    std::vector<std::uint32_t> indices;
    int vertexCount() const { return int(positions.size() / 3); }
    int triangleCount() const { return int(indices.size() / 3); }
};

struct Polyline
{
    std::vector<std::array<double, 2>> points; ///< x, y in metres.
    double height = 1;
};

/// A shape. Sizes in metres. Which fields are meaningful depends on `type` (SDFormat
/// `geometry` description; URDF `<geometry>`; Drake `<capsule>`/`<drake:ellipsoid>`).
struct Geometry
{
    enum class Type {
        None,
        Empty,
        Box,
        Sphere,
        Cylinder,
        Capsule,
        Ellipsoid,
        Cone,
        Plane,
        Mesh,
        Heightmap,
        Polyline,
        Image
    };
    Type type = Type::None;
    Vec3 size {1, 1, 1}; ///< box size; heightmap size; ellipsoid radii; plane size in x, y.
    double radius = 0.5; ///< sphere, cylinder, capsule, cone.
    double length = 1; ///< cylinder, capsule, cone.
    Vec3 normal {0, 0, 1}; ///< plane normal.
    Vec3 position; ///< heightmap `<pos>`.
    Vec3 scale {1, 1, 1}; ///< mesh scale.
    QString uri; ///< mesh / heightmap / image URI as written.
    QString resolvedPath; ///< local file the URI resolved to; empty when it did not resolve.
    QString submesh; ///< `<submesh><name>`.
    /// Type::Mesh written inline (SimRobot ComplexAppearance) instead of a file; `uri` then
    /// names where it is written, and `resolvedPath` is empty.
    std::shared_ptr<const InlineMesh> inlineMesh;
    bool centerSubmesh = false;
    std::vector<HeightmapTexture> heightmapTextures;
    std::vector<HeightmapBlend> heightmapBlends;
    std::vector<Polyline> polylines;
    SourceRef source;
};

struct Visual
{
    QString name;
    PoseSpec pose;
    Geometry geometry;
    Material material;
    double transparency = 0;
    bool castShadows = true;
    FrameId frame = kNoFrame;
    SourceRef source;
};

struct Collision
{
    QString name;
    PoseSpec pose;
    Geometry geometry;
    /// SDF 1.11 collision.sdf `<density>` in kg/m³, for `<inertial auto="true">`; unset when
    /// not written (the link's `//inertial/density`, else 1000, applies).
    std::optional<double> density;
    FrameId frame = kNoFrame;
    SourceRef source;
};

/// Link inertia: mass in kg, centre-of-mass frame pose (relative to the link frame), inertia
/// tensor about the centre of mass in kg·m², expressed in the centre-of-mass frame. The member
/// defaults are SDFormat's (inertial.sdf: mass 1, unit diagonal); the URDF reader sets absent
/// values to 0 as urdf-xml.md specifies.
struct Inertial
{
    bool present = false;
    /// SDF 1.11 `<inertial auto="true">`: the values below are computed from the collisions
    /// when the document loads (model/geometry/autoinertial.h), if a load hook is installed.
    bool automatic = false;
    /// An automatic inertial whose values were computed (false: they are the file's or the
    /// defaults, e.g. no load hook, or no collision with a volume).
    bool computed = false;
    /// `<mass>` is written: an automatic inertial is scaled to it (libsdformat 15.2).
    bool massWritten = false;
    /// SDF 1.11 `//inertial/density` in kg/m³, for collisions that give none; unset: 1000.
    std::optional<double> density;
    double mass = 1;
    PoseSpec pose;
    double ixx = 1, ixy = 0, ixz = 0, iyy = 1, iyz = 0, izz = 1;
};

/// A sensor; the camera fields describe a frustum when `hasCamera`.
struct Sensor
{
    QString name;
    QString type;
    PoseSpec pose;
    bool hasCamera = false;
    double horizontalFov = 1.047; ///< radians
    int imageWidth = 320, imageHeight = 240;
    double nearClip = 0.1, farClip = 100; ///< metres
    /// Vertical opening angle in radians when the format gives it (SimRobot `angleY`); else
    /// it follows from horizontalFov and the image's aspect ratio.
    std::optional<double> verticalFov;
    /// A single measuring ray along +X from nearClip to farClip (SimRobot
    /// `SingleDistanceSensor`), drawn as a line.
    bool hasRay = false;
    FrameId frame = kNoFrame;
    SourceRef source;
};

/// SDFormat `<light>` (also from URDF `<gazebo>` blocks). Angles in radians, ranges in metres.
struct Light
{
    enum class Type { Point, Spot, Directional };
    QString name;
    Type type = Type::Point;
    PoseSpec pose;
    Color diffuse {1, 1, 1, 1}, specular {0.1f, 0.1f, 0.1f, 1};
    double intensity = 1;
    double attenuationRange = 10, constant = 1, linear = 1, quadratic = 0;
    Vec3 direction {0, 0, -1};
    double spotInnerAngle = 0, spotOuterAngle = 0, spotFalloff = 0;
    bool castShadows = false;
    FrameId frame = kNoFrame;
    SourceRef source;
};

/// An element RoboStage does not model but keeps and shows: `<gazebo>` blocks, `drake:`
/// elements, `<transmission>`, `<loop_joint>`, `<plugin>`, unknown elements. (Drake loop joints,
/// collision filter groups and force elements are also read into Model's own fields.)
struct Extension
{
    QString tag; ///< element name as written, e.g. `gazebo`, `drake:joint`.
    QString reference; ///< `reference=` of a URDF `<gazebo>` block, else empty.
    SourceRef source;
};

struct Link
{
    QString name;
    PoseSpec pose;
    Inertial inertial;
    std::vector<Visual> visuals;
    std::vector<Collision> collisions;
    std::vector<Sensor> sensors;
    std::vector<Light> lights;
    std::vector<Extension> extensions;
    FrameId frame = kNoFrame;
    SourceRef source;
};

/// One joint axis (SDF `<axis>`/`<axis2>`, URDF `<axis>`/`<limit>`/`<dynamics>`).
/// `xyz` is a unit vector in the frame named by `expressedIn` (empty: the joint frame;
/// SDF 1.4–1.6 use the parent model frame when `useParentModelFrame`).
/// Limits are in radians (revolute) or metres (prismatic); effort in N·m or N; velocity in
/// rad/s or m/s. Without a `<limit>` element they are unbounded (±inf); an SDF `<limit>` that
/// omits a bound uses the spec default ±1e16, and effort/velocity default to -1 (no limit).
struct JointAxis
{
    Vec3 xyz {0, 0, 1};
    QString expressedIn;
    bool useParentModelFrame = false;
    double lower = -std::numeric_limits<double>::infinity();
    double upper = std::numeric_limits<double>::infinity();
    double effort = std::numeric_limits<double>::infinity();
    double velocity = std::numeric_limits<double>::infinity();
    double damping = 0, friction = 0, springReference = 0, springStiffness = 0;
    /// The joint position at start (radians or metres, in the same coordinate as lower/upper):
    /// SimRobot `<Deflection init>` (scene description, deflectionClass), SDFormat
    /// `<axis><initial_position>` (joint.sdf 1.6–1.8, read in every version). 0 otherwise and
    /// for URDF: poses in the file are those of the zero configuration either way.
    double initialPosition = 0;
};

/// A mimic constraint: this joint follows `joint`,
/// q = multiplier · (q_leader − reference) + offset (SDF 1.11 `//axis/mimic`; URDF `<mimic>`,
/// where reference is 0).
struct Mimic
{
    bool present = false;
    QString joint; ///< leader joint name as written
    QString axis; ///< SDF 1.11 leader axis (`axis` or `axis2`)
    double multiplier = 1, offset = 0, reference = 0;
};

struct Joint
{
    enum class Type {
        Fixed,
        Revolute,
        Continuous,
        Prismatic,
        Floating,
        Planar,
        Ball,
        Universal,
        Revolute2,
        Screw,
        Gearbox,
        Other
    };
    QString name;
    Type type = Type::Fixed;
    QString typeName; ///< as written, e.g. `revolute`, `drake:ball`
    QString parent, child; ///< frame names as written
    PoseSpec pose;
    bool hasAxis = false, hasAxis2 = false;
    JointAxis axis, axis2;
    Mimic mimic;
    /// Screw joint, SDFormat `thread_pitch` (joint.sdf): radians of rotation per metre of
    /// translation, positive for a left-handed thread (gazebo-classic's reading).
    double threadPitch = 1;
    /// Screw joint, SDFormat 1.10+ `screw_thread_pitch` or Drake `drake:screw_thread_pitch`:
    /// metres of translation per revolution, positive for a right-handed thread. When set it
    /// takes precedence over `threadPitch`.
    std::optional<double> screwThreadPitch;
    bool hasSafetyController = false;
    double softLowerLimit = 0, softUpperLimit = 0, kPosition = 0, kVelocity = 0;
    bool hasCalibration = false;
    std::optional<double> calibrationRising, calibrationFalling;
    std::vector<Extension> extensions;
    FrameId frame = kNoFrame;
    SourceRef source;
};

/// The lower-case type name of SDFormat joint.sdf (`fixed`, `revolute`, `continuous`,
/// `prismatic`, `floating`, `planar`, `ball`, `universal`, `revolute2`, `screw`, `gearbox`;
/// URDF uses the first six); `other` for Joint::Type::Other.
const char *jointTypeName(Joint::Type type);

/// Explicit frame (SDF `<frame>`, Drake URDF `<frame>`).
struct Frame
{
    QString name;
    QString attachedTo; ///< as written; empty: the model frame (or world)
    PoseSpec pose;
    FrameId frame = kNoFrame;
    SourceRef source;
};

// --- Drake URDF extensions (drake-urdf-xsd.txt). The elements also stay in Model::extensions;
// these are what RoboStage shows and draws of them. ---

/// One side of a two-sided Drake element (`loop_joint/link1`, `linear_spring_damper/link2`):
/// a point fixed to `link` at pose X_LA (`xyz`/`rpy`, default identity).
struct LinkAttachment
{
    QString link; ///< link name as written
    Pose X_LA;
    /// The attachment frame's node in the FrameGraph (loop joints), else kNoFrame.
    FrameId frame = kNoFrame;
    /// The link's node (kNoFrame when `link` names no link of the model).
    FrameId linkFrame = kNoFrame;
};

/// drake-urdf-xsd.txt "robot/loop_joint": closes a kinematic loop between frame A on link1 and
/// frame B on link2; `axis` (default 1 0 0) is expressed in frame A. Drake itself rejects it;
/// RoboStage shows it without enforcing the loop.
struct LoopJoint
{
    QString name;
    QString typeName = QStringLiteral("continuous"); ///< `type`, as written
    Vec3 axis {1, 0, 0};
    LinkAttachment link1, link2;
    SourceRef source;
};

/// drake-urdf-xsd.txt "robot/collision_filter_group" (also `drake:collision_filter_group`, and
/// Drake's SDFormat `<drake:collision_filter_group>`): collisions between members of this group
/// and members of each ignored group are not reported. Names as written (in SDFormat scoped
/// relative to the declaring model, e.g. `robot1::link6`).
struct CollisionFilterGroup
{
    QString name;
    QStringList members; ///< `member link` (and `drake:member`)
    QStringList memberGroups; ///< `drake:member_group name`: groups whose members are members
    QStringList ignoredGroups; ///< `ignored_collision_filter_group` (name or
                               ///< collision_filter_group attribute)
    bool ignored = false; ///< `ignore="true"`: Drake skips the group
    SourceRef source;
};

/// One child of drake-urdf-xsd.txt "robot/force_element": thrust and propellor (a force along
/// `axis`, expressed in the origin frame, at `origin` on `parent.link`), wing (a plate of
/// `span` × `chord` metres in the parent's x-y plane at the quarter-chord point `origin`),
/// linear_spring_damper (between link1 and link2). Other types are kept, not drawn.
struct ForceElement
{
    enum class Type { Thrust, Propellor, Wing, LinearSpringDamper, Other };
    Type type = Type::Other;
    QString typeName; ///< element name as written, e.g. `propellor`
    QString name; ///< `force_element name`, or the child's own `name`
    LinkAttachment parent; ///< thrust, propellor, wing: `<parent link>` and `<origin>`
    LinkAttachment link2; ///< linear_spring_damper: `<link2>` (`parent` is `<link1>`)
    Vec3 axis {1, 0, 0};
    double span = 0, chord = 0; ///< wing, metres
    double visualDiameter = 0.2; ///< propellor, metres
    double stiffness = 0, damping = 0, restLength = 0; ///< linear_spring_damper (N/m, N·s/m, m)
    SourceRef source; ///< the child element (`<thrust>` …)
};

/// How a model came into the document through `<include>` (SDFormat `include` description).
struct IncludeInfo
{
    bool present = false;
    QString uri;
    QString resolvedPath; ///< the model file that was read
    bool merge = false;
    SourceRef source; ///< the `<include>` element in the including file
};

struct Model
{
    QString name;
    PoseSpec pose;
    bool isStatic = false;
    QString canonicalLink; ///< as written (`canonical_link` attribute), empty: first link
    QString placementFrame;
    QString version; ///< SDFormat version of the file the model was read from, or "urdf"
    std::vector<Link> links;
    std::vector<Joint> joints;
    std::vector<Frame> frames;
    std::vector<Model> models;
    std::vector<Extension> extensions;
    // Drake URDF extensions (see above); empty for other formats.
    std::vector<LoopJoint> loopJoints;
    std::vector<CollisionFilterGroup> collisionFilterGroups;
    std::vector<ForceElement> forceElements;
    IncludeInfo include;
    FrameId frame = kNoFrame;
    SourceRef source;
};

struct Sky
{
    bool present = false;
    double time = 10, sunrise = 6, sunset = 20;
    bool clouds = false;
    double cloudSpeed = 0.6;
    QString cubemapUri;
};

struct Fog
{
    bool present = false;
    QString type = QStringLiteral("none"); ///< none, linear, exp, exp2
    Color color {1, 1, 1, 1};
    double start = 1, end = 100, density = 1;
};

/// SDFormat `<scene>` (defaults from scene.sdf).
struct SceneSettings
{
    bool present = false;
    Color ambient {0.4f, 0.4f, 0.4f, 1};
    Color background {0.7f, 0.7f, 0.7f, 1};
    Sky sky;
    Fog fog;
    bool shadows = true;
    bool grid = true;
    bool originVisual = true;
};

struct World
{
    QString name;
    SceneSettings scene;
    Vec3 gravity {0, 0, -9.8};
    std::vector<Light> lights;
    std::vector<Model> models;
    std::vector<Joint> joints;
    std::vector<Frame> frames;
    std::vector<Extension> extensions;
    SourceRef source;
};

enum class SourceFormat { Unknown, Sdf, Urdf, SimRobot };

/// The whole semantic content of a document. A file that holds only a model (SDF `<model>` at
/// the root, or a URDF robot) has `declaresWorld == false` and its model in `world.models`.
struct SceneModel
{
    SourceFormat format = SourceFormat::Unknown;
    QString version; ///< SDFormat version attribute, or empty for URDF and SimRobot
    bool declaresWorld = false;
    World world;
};

/// How many models (nested ones included), links and joints `world` holds.
struct EntityCounts
{
    int models = 0, links = 0, joints = 0;
};
EntityCounts countEntities(const World &world);

/// The PoseSpec (the pose as written) of the entity of `world` whose frame node is `frame`: a
/// model, link, visual, collision, sensor, light, joint or frame; null for other nodes.
/// O(the entities of the model holding it) when models are in frame order, as readers make
/// them; else O(all entities).
PoseSpec *poseSpecOf(World &world, FrameId frame);
const PoseSpec *poseSpecOf(const World &world, FrameId frame);

} // namespace robostage
