#version 330 core
// Full-screen quad behind everything; passes the world-space view ray to the fragment shader.

in vec3 vertexPosition; // clip-space corner, z ignored

uniform mat4 inverseViewProjectionMatrix;

out vec3 viewRay;

void main()
{
    vec4 nearPoint = inverseViewProjectionMatrix * vec4(vertexPosition.xy, -1.0, 1.0);
    vec4 farPoint = inverseViewProjectionMatrix * vec4(vertexPosition.xy, 1.0, 1.0);
    viewRay = farPoint.xyz / farPoint.w - nearPoint.xyz / nearPoint.w;
    gl_Position = vec4(vertexPosition.xy, 0.0, 1.0);
}
