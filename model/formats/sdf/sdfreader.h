#pragma once

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;

namespace sdf {

/// Reads an SDFormat root (`<sdf version>`, or the SDF 1.0–1.2 `<gazebo version>` root) into
/// ctx.document: the world or the standalone model, their frame nodes and joint motions,
/// following `<include>`s. Implements SDFormat 1.4–1.11 (1.0–1.3 files, including the
/// `<gazebo version>` root, are read with the 1.4 rules); files older than 1.7 are read with
/// the conversions libsdformat applies (`//pose/@frame` as `relative_to`, 1.4 axes in the
/// parent model frame, `use_parent_model_frame` as `expressed_in="__model__"`).
void read(ReadContext &ctx, tinyxml2::XMLElement *root);

} // namespace sdf
} // namespace robostage
