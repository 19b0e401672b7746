# Packaging.cmake: installing Sparrow like any desktop game, and the packages made from that.
# Included once, at the end of the top-level CMakeLists.txt. Each part has its own file:
#   InstallLayout.cmake  where binaries and data go on Linux (FHS), Windows (beside the .exe)
#                        and macOS (inside Sparrow.app), and the relative path the programs use
#   BundledFont.cmake    the Noto Sans CJK subset carried by the packages (fonts/)
#   DesktopFiles.cmake   icons, .desktop entry, AppStream metainfo, .ico / .icns
#   CPackSettings.cmake  .deb + .tar.gz, .zip + NSIS installer, .dmg (DragNDrop)

# Who and where the project is, for every package: the reverse-DNS application id (desktop
# entry, metainfo, icon names, macOS bundle id; '-' of the GitHub name becomes '_', as AppStream
# asks), the home page (metainfo, installer, .deb) and the maintainer contact (.deb, metainfo).
set(SPARROW_APP_ID "io.github.sparrow_mahjong.Sparrow")
set(SPARROW_HOMEPAGE "https://github.com/sparrow-mahjong/sparrow")
set(SPARROW_CONTACT_NAME "Sparrow developers")
set(SPARROW_CONTACT_EMAIL "sparrow-mahjong@users.noreply.github.com")
set(SPARROW_SUMMARY "Mahjong as played in Hong Kong and mainland China, against computer players")

include(${CMAKE_CURRENT_LIST_DIR}/InstallLayout.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/BundledFont.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/DesktopFiles.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/CPackSettings.cmake)
