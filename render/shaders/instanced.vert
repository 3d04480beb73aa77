// Instanced shapes (render/instancebatch.h): a unit shape transformed per instance by a 3x4
// world transform X_WS (rows), with per-instance colours. With VERTEX_LIGHTING the colour is
// computed here (large batches, see SceneView); otherwise per fragment. TEXTURED (never with
// VERTEX_LIGHTING) passes the mesh's texture coordinates on. FLAT_SHADING (with VERTEX_LIGHTING)
// passes the colour on `flat`. With SHADOW_LIGHT the position in the shadow map (shadowMatrix:
// world → map texture coordinates and depth) goes to the fragment shader, which looks the
// shadow up; lit per vertex, the shadow light's own term is passed on separately so that the
// fragment shader can weight it by the shadow there.

in vec3 vertexPosition;
in vec3 vertexNormal;
in vec4 instanceRow0;
in vec4 instanceRow1;
in vec4 instanceRow2;
in vec4 instanceDiffuse; // rgb, a = opacity
in vec4 instanceAmbient; // rgb, a = shininess
in vec4 instanceSpecular;
in vec4 instanceEmissive;
#ifdef TEXTURED
in vec2 vertexTexCoord;
out vec2 texCoord;
#endif

uniform mat4 viewProjectionMatrix;
#ifdef SHADOW_LIGHT
uniform mat4 shadowMatrix;
out vec3 shadowCoord;
#endif

#ifdef VERTEX_LIGHTING
#ifdef FLAT_SHADING
flat // the colour of each triangle's provoking vertex (makeFlatUnitBox())
#endif
out vec4 shadedColor;
out float eyeDistance;
#ifdef SHADOW_LIGHT
#ifdef FLAT_SHADING
flat
#endif
out vec3 shadowLightColor;
#endif
#else
out vec3 worldPosition;
out vec3 worldNormal;
out vec4 diffuseColor;
out vec4 ambientColor;
flat out vec3 specularColor;
flat out vec3 emissiveColor;
#endif

void main()
{
    vec4 p = vec4(vertexPosition, 1.0);
    vec3 position = vec3(dot(instanceRow0, p), dot(instanceRow1, p), dot(instanceRow2, p));
    // The linear part is R·S (rotation times axis scale), so the normal matrix (R·S)^-T is
    // the sum of its columns divided by their squared lengths.
    vec3 c0 = vec3(instanceRow0.x, instanceRow1.x, instanceRow2.x);
    vec3 c1 = vec3(instanceRow0.y, instanceRow1.y, instanceRow2.y);
    vec3 c2 = vec3(instanceRow0.z, instanceRow1.z, instanceRow2.z);
    vec3 normal = c0 * (vertexNormal.x / max(dot(c0, c0), 1e-12))
        + c1 * (vertexNormal.y / max(dot(c1, c1), 1e-12))
        + c2 * (vertexNormal.z / max(dot(c2, c2), 1e-12));
#ifdef VERTEX_LIGHTING
    vec3 toEye = eyePosition - position;
    eyeDistance = length(toEye);
    vec3 v = toEye / max(eyeDistance, 1e-9);
    vec3 n = normalize(normal);
    vec3 color = shade(position, n, v, instanceDiffuse.rgb, instanceAmbient.rgb,
        instanceSpecular.rgb, instanceEmissive.rgb, instanceAmbient.a, 0.0);
    shadedColor = vec4(color, instanceDiffuse.a);
#ifdef SHADOW_LIGHT
    shadowLightColor = lightContribution(SHADOW_LIGHT, position, facing(n, v), v,
        instanceDiffuse.rgb, instanceSpecular.rgb, instanceAmbient.a);
#endif
#else
    worldPosition = position;
    worldNormal = normal;
    diffuseColor = instanceDiffuse;
    ambientColor = instanceAmbient;
    specularColor = instanceSpecular.rgb;
    emissiveColor = instanceEmissive.rgb;
#endif
#ifdef TEXTURED
    texCoord = vertexTexCoord;
#endif
#ifdef SHADOW_LIGHT
    shadowCoord = (shadowMatrix * vec4(position, 1.0)).xyz;
#endif
    gl_Position = viewProjectionMatrix * vec4(position, 1.0);
}
