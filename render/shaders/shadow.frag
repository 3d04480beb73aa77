#version 330 core
// Depth-only pass of shadow mapping (render/shadowpass.h): only the depth is written.

void main()
{
}
