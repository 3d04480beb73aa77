# The folders of widgets/ are layers (widgets/CMakeLists.txt, ROBOSTAGE_WIDGETS_LAYERS, top to
# bottom): a file may include headers of its own folder and of the folders below it, never of a
# folder above it or of a sibling on its level (issue 30, "widgets/": "each folder may use the
# ones below it, never the reverse").
#
#   cmake -DWIDGETS_DIR=widgets -DLAYERS=mainwindow,editing,collisionfit|library,… -P THIS
#
# Prints each include that breaks the order (file, line, what it includes) and fails.
if(NOT WIDGETS_DIR OR NOT LAYERS)
    message(FATAL_ERROR "usage: cmake -DWIDGETS_DIR=DIR -DLAYERS=LAYER,… -P widgetslayers.cmake")
endif()
string(REPLACE "," ";" LAYERS "${LAYERS}")

# Level of each folder: its layer's index (siblings share one).
set(folders "")
set(level 0)
foreach(layer IN LISTS LAYERS)
    string(REPLACE "|" ";" siblings "${layer}")
    foreach(folder IN LISTS siblings)
        set(level_${folder} ${level})
        list(APPEND folders ${folder})
    endforeach()
    math(EXPR level "${level} + 1")
endforeach()

set(broken 0)
set(files_checked 0)
foreach(folder IN LISTS folders)
    file(GLOB sources "${WIDGETS_DIR}/${folder}/*.h" "${WIDGETS_DIR}/${folder}/*.cpp")
    if(NOT sources)
        message(SEND_ERROR "${WIDGETS_DIR}/${folder}: no sources (a layer named in LAYERS is gone)")
        math(EXPR broken "${broken} + 1")
    endif()
    foreach(source IN LISTS sources)
        math(EXPR files_checked "${files_checked} + 1")
        file(STRINGS "${source}" lines)
        set(line_number 0)
        foreach(line IN LISTS lines)
            math(EXPR line_number "${line_number} + 1")
            if(NOT line MATCHES "^#include \"([a-z]+)/[^\"]+\"")
                continue()
            endif()
            set(used ${CMAKE_MATCH_1})
            if(NOT DEFINED level_${used} OR used STREQUAL folder)
                continue() # another library's folder (model/edit, …), or its own
            endif()
            if(level_${used} LESS_EQUAL level_${folder})
                message(SEND_ERROR "${source}:${line_number}: ${folder}/ includes ${used}/, "
                    "which is not below it: ${line}")
                math(EXPR broken "${broken} + 1")
            endif()
        endforeach()
    endforeach()
endforeach()

# Files outside the folders (the layout has no loose files).
file(GLOB loose "${WIDGETS_DIR}/*.h" "${WIDGETS_DIR}/*.cpp")
foreach(source IN LISTS loose)
    message(SEND_ERROR "${source}: not in a folder of ${LAYERS}")
    math(EXPR broken "${broken} + 1")
endforeach()
if(broken GREATER 0)
    message(FATAL_ERROR "${broken} include(s) against the layers of widgets/")
endif()
message(STATUS "${files_checked} files of widgets/ include only their own folder and those below")
