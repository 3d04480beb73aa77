// Shared by instanced.vert and instanced.frag (SceneShading prepends it after the #version
// line, `#define LIGHT_COUNT n` (0 to MAX_LIGHTS), for per-vertex lighting
// `#define VERTEX_LIGHTING` and, when light i casts shadows (render/shadowpass.h),
// `#define SHADOW_LIGHT i`).
//
// Blinn-Phong with scene ambient, up to 8 SDFormat lights and SDFormat fog.
// Lights (SDFormat light.sdf): type 0 point, 1 spot, 2 directional; colour = diffuse ×
// intensity; attenuation 1 / (constant + linear·d + quadratic·d²), zero beyond range; spot
// factor ((cos θ − cos(outer/2)) / (cos(inner/2) − cos(outer/2)))^falloff.
// Fog (SDFormat scene.sdf `<fog>`): 0 none, 1 linear (start, end), 2 exp, 3 exp2 (density).

const int MAX_LIGHTS = 8;
const float PI = 3.14159265358979;

/// sRGB colour (IEC 61966-2-1) to linear light, and back; clamped to [0, 1].
vec3 srgbToLinear(vec3 c)
{
    c = clamp(c, 0.0, 1.0);
    return mix(c / 12.92, pow((c + 0.055) / 1.055, vec3(2.4)), step(0.04045, c));
}

vec3 linearToSrgb(vec3 c)
{
    c = clamp(c, 0.0, 1.0);
    return mix(c * 12.92, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(0.0031308, c));
}

uniform vec3 eyePosition;
uniform vec3 sceneAmbient;
uniform vec4 lightPosType[MAX_LIGHTS]; // world position, w = type
uniform vec4 lightDirRange[MAX_LIGHTS]; // unit world direction, w = range
uniform vec4 lightDiffuse[MAX_LIGHTS]; // rgb × intensity
uniform vec4 lightSpecular[MAX_LIGHTS]; // rgb × intensity
uniform vec4 lightAttenuation[MAX_LIGHTS]; // constant, linear, quadratic
uniform vec4 lightSpot[MAX_LIGHTS]; // cos(inner/2), cos(outer/2), falloff
uniform int fogMode;
uniform vec3 fogColor;
uniform vec3 fogParams; // start, end, density

/// `n` turned towards the eye direction v: surfaces are two-sided.
vec3 facing(vec3 n, vec3 v)
{
    return dot(n, v) < 0.0 ? -n : n;
}

/// Diffuse and specular light that light i adds at surface point p (world, metres) with unit
/// normal n (facing the eye) seen from direction v (unit, towards the eye).
vec3 lightContribution(int i, vec3 p, vec3 n, vec3 v, vec3 diffuse, vec3 specular,
    float shininess)
{
    int type = int(lightPosType[i].w + 0.5);
    vec3 l;
    float factor = 1.0;
    if (type == 2) {
        l = -lightDirRange[i].xyz;
    } else {
        vec3 d = lightPosType[i].xyz - p;
        float dist = length(d);
        l = d / max(dist, 1e-9);
        vec3 att = lightAttenuation[i].xyz;
        factor = dist > lightDirRange[i].w
            ? 0.0
            : 1.0 / max(att.x + att.y * dist + att.z * dist * dist, 1e-6);
        if (type == 1) {
            float cosAngle = dot(-l, lightDirRange[i].xyz);
            vec3 spot = lightSpot[i].xyz;
            float t = clamp((cosAngle - spot.y) / max(spot.x - spot.y, 1e-6), 0.0, 1.0);
            factor *= spot.z > 0.0 ? pow(t, spot.z) : step(spot.y, cosAngle);
        }
    }
    float lambert = max(dot(n, l), 0.0);
    if (lambert <= 0.0 || factor <= 0.0)
        return vec3(0.0);
    vec3 h = normalize(l + v);
    float spec = pow(max(dot(n, h), 0.0), max(shininess, 1.0));
    return factor * (lightDiffuse[i].rgb * diffuse * lambert
        + lightSpecular[i].rgb * specular * spec);
}

/// Colour of a surface point p (world, metres) with normal n seen from direction v (unit,
/// towards the eye). Two-sided: a normal facing away from the eye is flipped. The light
/// SHADOW_LIGHT, if any, is weighted by `shadowLightVisibility` (0 in shadow … 1 lit).
vec3 shade(vec3 p, vec3 n, vec3 v, vec3 diffuse, vec3 ambient, vec3 specular, vec3 emissive,
    float shininess, float shadowLightVisibility)
{
    n = facing(n, v);
    vec3 color = emissive + sceneAmbient * ambient;
    for (int i = 0; i < LIGHT_COUNT; ++i) {
        vec3 light = lightContribution(i, p, n, v, diffuse, specular, shininess);
#ifdef SHADOW_LIGHT
        if (i == SHADOW_LIGHT)
            light *= shadowLightVisibility;
#endif
        color += light;
    }
    return color;
}

/// `color` seen through the fog at `eyeDistance` metres.
vec3 applyFog(vec3 color, float eyeDistance)
{
    if (fogMode == 0)
        return color;
    float f;
    if (fogMode == 1)
        f = clamp((fogParams.y - eyeDistance) / max(fogParams.y - fogParams.x, 1e-6), 0.0, 1.0);
    else if (fogMode == 2)
        f = exp(-fogParams.z * eyeDistance);
    else
        f = exp(-(fogParams.z * eyeDistance) * (fogParams.z * eyeDistance));
    return mix(fogColor, color, f);
}
