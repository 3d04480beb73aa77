#version 330 core
// Depth-only pass of shadow mapping (render/shadowpass.h): the instances of a batch
// (render/instancebatch.h) placed by their world transform X_WS as in instanced.vert, projected
// by the shadow light's orthographic view-projection. An instance whose specular alpha is 1
// (SDFormat visual.sdf `<cast_shadows>false</cast_shadows>`, helpers, overlays) collapses to a
// point outside the clip volume and draws nothing.

in vec3 vertexPosition;
in vec4 instanceRow0;
in vec4 instanceRow1;
in vec4 instanceRow2;
in vec4 instanceSpecular; // a = 1: casts no shadow

uniform mat4 lightViewProjection;

void main()
{
    if (instanceSpecular.a > 0.5) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
        return;
    }
    vec4 p = vec4(vertexPosition, 1.0);
    vec3 position = vec3(dot(instanceRow0, p), dot(instanceRow1, p), dot(instanceRow2, p));
    gl_Position = lightViewProjection * vec4(position, 1.0);
}
