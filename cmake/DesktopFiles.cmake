# DesktopFiles.cmake: the icon and the desktop integration.
# The icon is assets/icon/sparrow.svg (our own art, made by src/tools/tilegen). Linux gets it as
# the scalable hicolor icon, the .desktop entry and the AppStream metainfo; with SPARROW_PACKAGE
# it is also rasterised (rsvg-convert, Debian: librsvg2-bin) to the hicolor sizes, packed into
# sparrow.ico for the Windows programs and into sparrow.icns for the macOS bundle
# (packaging/icons/pack_icons.py, plain Python).
set(SPARROW_ICON_SVG ${CMAKE_SOURCE_DIR}/assets/icon/sparrow.svg)
set(SPARROW_ICON_SIZES 16 22 24 32 48 64 128 256 512)

if(NOT WIN32 AND NOT APPLE)
  configure_file(${CMAKE_SOURCE_DIR}/packaging/linux/sparrow.desktop.in
                 ${CMAKE_BINARY_DIR}/packaging/${SPARROW_APP_ID}.desktop @ONLY)
  configure_file(${CMAKE_SOURCE_DIR}/packaging/linux/sparrow.metainfo.xml.in
                 ${CMAKE_BINARY_DIR}/packaging/${SPARROW_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${CMAKE_BINARY_DIR}/packaging/${SPARROW_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_BINARY_DIR}/packaging/${SPARROW_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${SPARROW_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${SPARROW_APP_ID}.svg)
endif()

if(SPARROW_PACKAGE)
  find_program(SPARROW_RSVG_CONVERT rsvg-convert)
  if(NOT SPARROW_RSVG_CONVERT)
    message(FATAL_ERROR "SPARROW_PACKAGE: rsvg-convert not found (Debian: librsvg2-bin; Homebrew/MSYS2: librsvg)")
  endif()
  set(_sparrow_icon_sizes ${SPARROW_ICON_SIZES})
  if(APPLE)
    list(APPEND _sparrow_icon_sizes 1024)
  endif()
  set(_sparrow_pngs)
  foreach(_size ${_sparrow_icon_sizes})
    set(_png ${CMAKE_BINARY_DIR}/icons/${_size}x${_size}/${SPARROW_APP_ID}.png)
    add_custom_command(
      OUTPUT ${_png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/icons/${_size}x${_size}
      COMMAND ${SPARROW_RSVG_CONVERT} -w ${_size} -h ${_size} -o ${_png} ${SPARROW_ICON_SVG}
      DEPENDS ${SPARROW_ICON_SVG}
      COMMENT "Rasterising the icon at ${_size}x${_size}"
      VERBATIM)
    list(APPEND _sparrow_pngs ${_png})
    if(NOT WIN32 AND NOT APPLE)
      install(FILES ${_png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_size}x${_size}/apps)
    endif()
  endforeach()
  add_custom_target(sparrow_icons ALL DEPENDS ${_sparrow_pngs})

  # sparrow.ico / sparrow.icns from the sizes the format holds
  function(sparrow_pack_icon format drop_sizes_regex)
    set(_pngs ${_sparrow_pngs})
    list(FILTER _pngs EXCLUDE REGEX "${drop_sizes_regex}")
    add_custom_command(
      OUTPUT ${CMAKE_BINARY_DIR}/icons/sparrow.${format}
      COMMAND ${SPARROW_FONT_PYTHON} ${CMAKE_SOURCE_DIR}/packaging/icons/pack_icons.py ${format}
              ${CMAKE_BINARY_DIR}/icons/sparrow.${format} ${_pngs}
      DEPENDS ${_pngs} ${CMAKE_SOURCE_DIR}/packaging/icons/pack_icons.py
      COMMENT "Packing sparrow.${format}" VERBATIM)
  endfunction()
  if(WIN32)
    sparrow_pack_icon(ico "/(22x22|512x512)/")
    # the programs' own icon (Explorer, task bar): a resource compiled into the .exe
    enable_language(RC)
    configure_file(${CMAKE_SOURCE_DIR}/packaging/windows/sparrow.rc.in ${CMAKE_BINARY_DIR}/icons/sparrow.rc @ONLY)
    set_source_files_properties(${CMAKE_BINARY_DIR}/icons/sparrow.rc PROPERTIES
                                OBJECT_DEPENDS ${CMAKE_BINARY_DIR}/icons/sparrow.ico)
    target_sources(sparrow PRIVATE ${CMAKE_BINARY_DIR}/icons/sparrow.rc)
    target_sources(sparrow-cli PRIVATE ${CMAKE_BINARY_DIR}/icons/sparrow.rc)
  elseif(APPLE)
    sparrow_pack_icon(icns "/(22x22|24x24|48x48)/")
    add_custom_target(sparrow_icns ALL DEPENDS ${CMAKE_BINARY_DIR}/icons/sparrow.icns)
    install(FILES ${CMAKE_BINARY_DIR}/icons/sparrow.icns DESTINATION ${SPARROW_DATA_DEST})
  endif()
else()
  # packages built without SPARROW_PACKAGE would lack icons and the font: say so
  message(STATUS "Sparrow: SPARROW_PACKAGE is OFF - no font subset or raster icons (packaging scripts turn it on)")
endif()
