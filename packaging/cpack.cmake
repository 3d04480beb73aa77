# CPack settings: `cpack -G DEB` in the build folder writes robostage_<version>_<arch>.deb with
# what `cmake --install` installs, under /usr. Included by the top-level CMakeLists.txt.
#
# Depends: computed by dpkg-shlibdeps (package dpkg-dev) from the libraries the binary links,
# plus the Qt plugins that no ELF dependency names: libqt6svg6 reads the SVG icons at run time.
# No maintainer scripts: the mime database, desktop database and icon cache are refreshed by the
# dpkg file triggers of shared-mime-info (share/mime/packages), desktop-file-utils
# (share/applications) and hicolor-icon-theme (share/icons/hicolor) when those are installed.
set(ROBOSTAGE_MAINTAINER "RoboStage developers <robostage@example.org>"
    CACHE STRING "Maintainer field of the Debian package (Name <e-mail>)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME robostage)
set(CPACK_PACKAGE_VENDOR "RoboStage developers")
set(CPACK_PACKAGE_CONTACT "${ROBOSTAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "viewer and editor for SDFormat, URDF and SimRobot robot descriptions")
set(CPACK_PACKAGE_DESCRIPTION
    "RoboStage shows robot and world descriptions in 3D: SDFormat worlds and
models, URDF robots and SimRobot scenes. It resolves package:// and model://
URIs, computes the pose of every link, joint, frame, visual, collision and
light, and reports problems with file and line. It edits poses, joint axes,
colours and names and saves only what changed, and renders and converts
files from the command line.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ROBOSTAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "shared-mime-info, desktop-file-utils, hicolor-icon-theme")

# `cpack --config CPackSourceConfig.cmake`: the sources without build folders and Git data.
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/build-[^/]*/" "/out/" "\\\\.user$")

include(CPack)
