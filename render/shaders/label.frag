#version 330 core
// A text label (render/markerlabel.h): its painted texture, blended over the frame.

in vec2 texCoord;

uniform sampler2D labelTexture;

out vec4 fragColor;

void main()
{
    vec4 texel = texture(labelTexture, texCoord);
    if (texel.a < 0.01)
        discard;
    fragColor = texel;
}
