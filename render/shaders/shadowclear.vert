#version 330 core
// Clears the shadow map (render/shadowpass.h): a quad over the whole map at the far plane,
// drawn with depth test Always.

in vec3 vertexPosition; // clip-space corner, z ignored

void main()
{
    gl_Position = vec4(vertexPosition.xy, 1.0, 1.0);
}
