# BundledFont.cmake: the packages carry Noto Sans CJK cut down to the characters Sparrow shows
# (about 1.4 MB a weight instead of 19), made at build time from the system's Noto CJK
# (Debian: fonts-noto-cjk) with fontTools' subsetter (Debian: python3-fonttools), installed in
# the data folder's fonts/ with its licence (SIL Open Font License 1.1). The game opens
# fonts/ first and the system fonts after it (src/ui/text.c), so a build without the subset
# still runs where the system has the font. Built with SPARROW_PACKAGE=ON (the packaging scripts).
option(SPARROW_PACKAGE "Build what the packages carry besides the programs: CJK font subset, raster icons" OFF)
set(SPARROW_CJK_FONT_DIR "/usr/share/fonts/opentype/noto" CACHE PATH
    "Folder with NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc to subset")
set(SPARROW_CJK_FONT_LICENSE "/usr/share/doc/fonts-noto-cjk/copyright" CACHE FILEPATH
    "The font's licence text, installed beside the subset")

if(SPARROW_PACKAGE)
  # a Python 3 that has fontTools: Debian's own first (a python3 earlier in PATH may lack it)
  find_program(SPARROW_FONT_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
  if(NOT SPARROW_FONT_PYTHON)
    find_program(SPARROW_FONT_PYTHON NAMES python3 python)
  endif()
  execute_process(COMMAND ${SPARROW_FONT_PYTHON} -c "import fontTools.subset"
                  RESULT_VARIABLE _sparrow_fonttools OUTPUT_QUIET ERROR_QUIET)
  if(NOT _sparrow_fonttools EQUAL 0)
    message(FATAL_ERROR "SPARROW_PACKAGE: ${SPARROW_FONT_PYTHON} cannot import fontTools "
                        "(Debian: apt-get install python3-fonttools; elsewhere: pip install fonttools)")
  endif()
  foreach(_f NotoSansCJK-Regular.ttc NotoSansCJK-Bold.ttc)
    if(NOT EXISTS ${SPARROW_CJK_FONT_DIR}/${_f})
      message(FATAL_ERROR "SPARROW_PACKAGE: ${SPARROW_CJK_FONT_DIR}/${_f} not found (Debian: fonts-noto-cjk; "
                          "or set SPARROW_CJK_FONT_DIR)")
    endif()
  endforeach()

  # every character the window can show comes from these files
  file(GLOB _sparrow_font_text CONFIGURE_DEPENDS
       ${CMAKE_SOURCE_DIR}/assets/i18n/*.txt ${CMAKE_SOURCE_DIR}/rules/*.rules
       ${CMAKE_SOURCE_DIR}/src/ui/*.c ${CMAKE_SOURCE_DIR}/src/app/*.c
       ${CMAKE_SOURCE_DIR}/src/core/*.c ${CMAKE_SOURCE_DIR}/src/table/*.c)
  set(_sparrow_fonts)
  foreach(_weight Regular Bold)
    set(_out ${CMAKE_BINARY_DIR}/fonts/NotoSansCJK-${_weight}.ttc)
    add_custom_command(
      OUTPUT ${_out}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fonts
      COMMAND ${SPARROW_FONT_PYTHON} ${CMAKE_SOURCE_DIR}/packaging/fonts/subset_cjk.py
              ${SPARROW_CJK_FONT_DIR}/NotoSansCJK-${_weight}.ttc ${_out} ${_sparrow_font_text}
      DEPENDS ${CMAKE_SOURCE_DIR}/packaging/fonts/subset_cjk.py ${_sparrow_font_text}
      COMMENT "Subsetting Noto Sans CJK ${_weight} to Sparrow's characters"
      VERBATIM)
    list(APPEND _sparrow_fonts ${_out})
  endforeach()
  add_custom_target(sparrow_font_subset ALL DEPENDS ${_sparrow_fonts})
  install(FILES ${_sparrow_fonts} DESTINATION ${SPARROW_DATA_DEST}/fonts)
  install(FILES ${SPARROW_CJK_FONT_LICENSE} DESTINATION ${SPARROW_DATA_DEST}/fonts RENAME NotoSansCJK-LICENSE.txt)
endif()
