#version 330 core
// Gradient sky (shown when SDFormat `<scene><sky>` is present): zenith to horizon colour by
// the elevation of the view ray, Z up; below the horizon it fades to the ground colour.

in vec3 viewRay;

uniform vec3 skyZenith;
uniform vec3 skyHorizon;
uniform vec3 skyGround;

out vec4 fragColor;

void main()
{
    float elevation = normalize(viewRay).z;
    vec3 color = elevation >= 0.0 ? mix(skyHorizon, skyZenith, sqrt(elevation))
                                  : mix(skyHorizon, skyGround, min(-elevation * 4.0, 1.0));
    fragColor = vec4(color, 1.0);
}
