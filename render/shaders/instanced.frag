// Instanced shapes: per-fragment Blinn-Phong and fog (lighting.glsl), or with VERTEX_LIGHTING
// the interpolated vertex colour with per-fragment fog. TEXTURED adds the texture maps of
// render/scenetextures.h and the metal-roughness approximation below. SHADOW_LIGHT weights
// that light by the shadow map (render/shadowpass.h).

#ifdef VERTEX_LIGHTING
#ifdef FLAT_SHADING
flat
#endif
in vec4 shadedColor;
in float eyeDistance;
#else
in vec3 worldPosition;
in vec3 worldNormal;
in vec4 diffuseColor;
in vec4 ambientColor;
flat in vec3 specularColor;
flat in vec3 emissiveColor;
#endif

#ifdef TEXTURED
in vec2 texCoord;
// Maps a surface does not have are 1x1 stand-ins: white (albedo, roughness, metalness),
// black (emissive); the normal map is used only when hasNormalMap is 1.
uniform sampler2D albedoMap;
uniform sampler2D normalMap;
uniform sampler2D roughnessMap;
uniform sampler2D metalnessMap;
uniform sampler2D emissiveMap;
uniform int hasNormalMap;
// Bit i set: map i (albedo, normal, roughness, metalness, emissive) is a grey image, a
// one-channel texture (SharedFiles::mipLevels) whose value is every colour channel.
uniform int greyMaps;
uniform vec3 pbr; // metalness, roughness, 1 for SDFormat <pbr><metal> (0: plain colours)
uniform float alphaCutoff; // fragments less opaque than this are dropped (opaque pass)

/// The tangent frame from screen-space derivatives of position and texture coordinates, so
/// meshes need no tangents: `mapNormal` (tangent space, z out of the surface) in world space.
vec3 perturbNormal(vec3 n, vec3 p, vec2 uv, vec3 mapNormal)
{
    vec3 dpx = dFdx(p), dpy = dFdy(p);
    vec2 duvx = dFdx(uv), duvy = dFdy(uv);
    vec3 dpyPerp = cross(dpy, n), dpxPerp = cross(n, dpx);
    vec3 t = dpyPerp * duvx.x + dpxPerp * duvy.x;
    vec3 b = dpyPerp * duvx.y + dpxPerp * duvy.y;
    float scale = max(dot(t, t), dot(b, b));
    if (scale < 1e-20)
        return n; // no usable texture coordinates here
    return normalize(mat3(t * inversesqrt(scale), b * inversesqrt(scale), n) * mapNormal);
}

// Map `bit` of greyMaps at the fragment's texture coordinate, grey ones as (g, g, g, 1).
vec4 sampleMap(sampler2D map, int bit)
{
    vec4 texel = texture(map, texCoord);
    return (greyMaps & bit) != 0 ? vec4(texel.rrr, 1.0) : texel;
}
#endif

#ifdef SHADOW_LIGHT
in vec3 shadowCoord;
#ifdef VERTEX_LIGHTING
#ifdef FLAT_SHADING
flat
#endif
in vec3 shadowLightColor;
#endif
// Depth map of the shadow light, compared with LessOrEqual and filtered linearly: a lookup is
// the lit fraction of the 2x2 texels around the point, weighted bilinearly (2x2 PCF).
uniform sampler2DShadow shadowMap;

/// How much of the shadow light reaches this fragment: 0 in shadow … 1 lit. One lookup: four
/// half a texel apart (a 3x3 tent) looked much the same at the map's density and cost about
/// 9 % more CPU time per frame on llvmpipe with the ground filling the picture. Points outside
/// the map are lit: no caster lies between them and the light.
float shadowVisibility()
{
    if (any(lessThan(shadowCoord, vec3(0.0))) || any(greaterThan(shadowCoord, vec3(1.0))))
        return 1.0;
    return texture(shadowMap, shadowCoord);
}
#else
float shadowVisibility()
{
    return 1.0;
}
#endif

out vec4 fragColor;

void main()
{
#ifdef VERTEX_LIGHTING
    vec3 color = shadedColor.rgb;
#ifdef SHADOW_LIGHT
    color += shadowLightColor * shadowVisibility();
#endif
    fragColor = vec4(applyFog(color, eyeDistance), shadedColor.a);
#else
    vec3 toEye = eyePosition - worldPosition;
    float distance = length(toEye);
    vec3 n = normalize(worldNormal);
    vec3 diffuse = diffuseColor.rgb, ambient = ambientColor.rgb;
    vec3 specular = specularColor, emissive = emissiveColor;
    float shininess = ambientColor.a, alpha = diffuseColor.a;
    bool physical = false;
#ifdef TEXTURED
    vec4 albedo = sampleMap(albedoMap, 1);
    // SDFormat <pbr><metal> as gz-rendering's ogre2 draws it (Gazebo's own look for these
    // worlds, e.g. gz-sim's office.sdf with scene ambient 1 1 1): in linear light, the albedo
    // map decoded from sRGB; the material's <ambient> unused (Ogre2Material::SetAmbient) and
    // the scene ambient lighting diffuse × albedo / π (Ogre-Next's PBS keeps diffuse / π, and
    // only the lights' power of π cancels it). The result is encoded to sRGB below.
    physical = pbr.z > 0.5;
    vec3 texel = physical ? srgbToLinear(albedo.rgb) : albedo.rgb;
    diffuse *= texel;
    ambient = physical ? diffuse / PI : ambient * albedo.rgb;
    alpha *= albedo.a;
    if (alpha < alphaCutoff)
        discard;
    emissive += sampleMap(emissiveMap, 16).rgb;
    if (hasNormalMap == 1)
        n = perturbNormal(n, worldPosition, texCoord,
            sampleMap(normalMap, 2).xyz * 2.0 - 1.0);
    if (pbr.z > 0.5) {
        // Metal-roughness in Blinn-Phong terms: metals lose their diffuse part and tint their
        // highlights; roughness r widens the highlight (exponent 2 / r^4 - 2, the Beckmann
        // match) and dims it. Ambient (standing in for environment light) keeps the colour.
        float metal = clamp(pbr.x * sampleMap(metalnessMap, 8).b, 0.0, 1.0);
        float rough = clamp(pbr.y * sampleMap(roughnessMap, 4).g, 0.05, 1.0);
        specular = mix(vec3(0.04), diffuse, metal) * (1.0 - 0.7 * rough) * 2.0;
        diffuse *= 1.0 - metal;
        shininess = clamp(2.0 / (rough * rough * rough * rough) - 2.0, 1.0, 512.0);
    }
#endif
    vec3 color = shade(worldPosition, n, toEye / max(distance, 1e-9), diffuse, ambient,
        specular, emissive, shininess, shadowVisibility());
    if (physical)
        color = linearToSrgb(color);
    fragColor = vec4(applyFog(color, distance), alpha);
#endif
#ifdef OPACITY_SCALE
    fragColor.a *= OPACITY_SCALE; // the transparent view style (SceneShading)
#endif
}
