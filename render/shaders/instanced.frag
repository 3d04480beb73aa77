// Instanced shapes: per-fragment Blinn-Phong and fog (lighting.glsl), or with VERTEX_LIGHTING
// the interpolated vertex colour with per-fragment fog.

#ifdef VERTEX_LIGHTING
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

out vec4 fragColor;

void main()
{
#ifdef VERTEX_LIGHTING
    fragColor = vec4(applyFog(shadedColor.rgb, eyeDistance), shadedColor.a);
#else
    vec3 toEye = eyePosition - worldPosition;
    float distance = length(toEye);
    vec3 color = shade(worldPosition, normalize(worldNormal), toEye / max(distance, 1e-9),
        diffuseColor.rgb, ambientColor.rgb, specularColor, emissiveColor, ambientColor.a);
    fragColor = vec4(applyFog(color, distance), diffuseColor.a);
#endif
#ifdef OPACITY_SCALE
    fragColor.a *= OPACITY_SCALE; // the transparent view style (SceneShading)
#endif
}
