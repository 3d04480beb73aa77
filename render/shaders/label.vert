#version 330 core
// A text label (render/markerlabel.h): a quad of labelSize pixels facing the screen, above the
// point its entity is placed at, the same size however far the point is.

in vec3 vertexPosition; // QPlaneMesh: x and z in [-0.5, 0.5], y = 0
in vec2 vertexTexCoord;

uniform mat4 modelViewProjection;
uniform mat4 viewportMatrix; // normalised device coordinates to pixels
uniform vec2 labelSize; // pixels

out vec2 texCoord;

void main()
{
    vec4 anchor = modelViewProjection * vec4(0.0, 0.0, 0.0, 1.0);
    texCoord = vertexTexCoord;
    if (anchor.w <= 0.0) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0); // behind the camera: clipped
        return;
    }
    vec2 halfViewport = vec2(viewportMatrix[0][0], viewportMatrix[1][1]);
    // Centred above the point, 10 pixels clear of it.
    vec2 pixels = vec2(vertexPosition.x, -vertexPosition.z + 0.5) * labelSize + vec2(0.0, 10.0);
    gl_Position = vec4(anchor.xy + pixels / halfViewport * anchor.w, 0.0, anchor.w);
}
