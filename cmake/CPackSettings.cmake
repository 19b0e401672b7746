# CPackSettings.cmake: the packages `cpack` makes from the install tree.
#   Linux    sparrow_<version>_<arch>.deb (dependencies found by dpkg-shlibdeps) and
#            sparrow-<version>-Linux.tar.gz (bin/, share/ - runs from wherever it is unpacked)
#   Windows  Sparrow-<version>-win64.zip and an NSIS installer (Start menu shortcut, uninstaller)
#   macOS    Sparrow-<version>-Darwin.dmg (DragNDrop: the bundle and a link to /Applications)
set(CPACK_PACKAGE_NAME sparrow)
set(CPACK_PACKAGE_VENDOR "Sparrow")
set(CPACK_PACKAGE_CONTACT "${SPARROW_CONTACT_NAME} <${SPARROW_CONTACT_EMAIL}>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${SPARROW_SUMMARY}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${SPARROW_HOMEPAGE}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY Sparrow)
set(CPACK_PACKAGE_EXECUTABLES sparrow Sparrow)
set(CPACK_STRIP_FILES ON)

if(WIN32)
  set(CPACK_GENERATOR ZIP NSIS)
  set(CPACK_PACKAGE_FILE_NAME Sparrow-${PROJECT_VERSION}-win64)
  set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY ON)
  set(CPACK_NSIS_PACKAGE_NAME "Sparrow ${PROJECT_VERSION}")
  set(CPACK_NSIS_DISPLAY_NAME "Sparrow 麻雀")
  set(CPACK_NSIS_URL_INFO_ABOUT "${SPARROW_HOMEPAGE}")
  set(CPACK_NSIS_INSTALLED_ICON_NAME sparrow.exe)
  if(SPARROW_PACKAGE)
    set(CPACK_NSIS_MUI_ICON ${CMAKE_BINARY_DIR}/icons/sparrow.ico)
    set(CPACK_NSIS_MUI_UNIICON ${CMAKE_BINARY_DIR}/icons/sparrow.ico)
  endif()
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
  set(CPACK_NSIS_UNICODE ON)
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_DMG_VOLUME_NAME Sparrow)
  set(CPACK_PACKAGE_FILE_NAME Sparrow-${PROJECT_VERSION}-Darwin)
else()
  set(CPACK_GENERATOR DEB TGZ)
  set(CPACK_PACKAGE_FILE_NAME sparrow-${PROJECT_VERSION}-Linux)
  # the .deb installs under /usr; the .tar.gz keeps bin/ and share/ at its top
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
  set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/CPackPerGenerator.cmake)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SECTION games)
  set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
  # libsdl2, libsdl2-image, libsdl2-ttf, libconfig, libcjson, libsqlite3, libc from the binaries' links
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  # CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY on the first line and indents the rest
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Sparrow plays six rulesets exactly as their sources \
describe them: 明將麻雀, classic Hong Kong mahjong (香港麻雀), 戲谷麻將館, 贵州兴义捉鸡, \
武汉红中赖子杠 and Chinese Official (国标麻将), with whole matches against computer players at three levels, full score \
sheets, saves and replays, and house rules as plain text files. In Traditional Chinese, \
Simplified Chinese and English. The package carries the part of Noto Sans CJK the game \
shows; sparrow-cli analyses and scores hands from the command line.")
endif()

include(CPack)
