#pragma once

// Internal to model/: path and XML helpers shared by ResourceResolver and PackageFinder.

#include <QString>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage {

/// Ancestors visited above the referring file when walking up for a package or a model.
constexpr int kMaxWalkUp = 64;

/// `folder/rest` cleaned; `folder` alone when `rest` is empty. A `rest` starting with '/' is
/// still taken inside `folder` (unlike QDir::filePath()).
QString joinPath(const QString &folder, const QString &rest);

/// The parent of `folder`, or empty at the root.
QString parentFolder(const QString &folder);

/// Parses the XML file at `path` into `doc`; false when it is missing, unreadable, larger than
/// 1 MiB or malformed.
bool loadXml(const QString &path, tinyxml2::XMLDocument &doc);

/// The trimmed text of `element`; empty for null or an element without text.
QString elementText(const tinyxml2::XMLElement *element);

/// The `<name>` of `folder/package.xml` (ROS REP 149 package manifest), empty when there is
/// no readable one.
QString readPackageName(const QString &folder);

} // namespace robostage
