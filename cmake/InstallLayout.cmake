# InstallLayout.cmake: where `cmake --install` puts Sparrow, per platform.
#   Linux (FHS)  bin/sparrow, bin/sparrow-cli, share/sparrow/{rules,assets,fonts}
#   Windows      sparrow.exe, sparrow-cli.exe, the DLLs, rules/, assets/, fonts/ side by side
#   macOS        Sparrow.app/Contents/MacOS/{Sparrow,sparrow-cli}, .../Contents/Resources/{...}
# The programs find their data from their own folder through SPARROW_RELATIVE_DATA_DIR
# (src/table/data_dirs.c), so an installed tree works wherever it is unpacked.
if(WIN32)
  set(SPARROW_BIN_DEST .)
  set(SPARROW_DATA_DEST .)
elseif(APPLE)
  set(SPARROW_BUNDLE_NAME Sparrow)
  set(SPARROW_BIN_DEST ${SPARROW_BUNDLE_NAME}.app/Contents/MacOS)
  set(SPARROW_DATA_DEST ${SPARROW_BUNDLE_NAME}.app/Contents/Resources)
else()
  set(SPARROW_BIN_DEST ${CMAKE_INSTALL_BINDIR})
  set(SPARROW_DATA_DEST ${CMAKE_INSTALL_DATADIR}/sparrow)
endif()

file(RELATIVE_PATH SPARROW_RELATIVE_DATA_DIR "/prefix/${SPARROW_BIN_DEST}" "/prefix/${SPARROW_DATA_DEST}")
if(SPARROW_RELATIVE_DATA_DIR STREQUAL "")
  set(SPARROW_RELATIVE_DATA_DIR .)
endif()
target_compile_definitions(sparrow_table PRIVATE SPARROW_RELATIVE_DATA_DIR="${SPARROW_RELATIVE_DATA_DIR}")

if(APPLE)
  # the game is the bundle; the command-line tool lives beside its executable
  set_target_properties(sparrow PROPERTIES
    MACOSX_BUNDLE TRUE
    OUTPUT_NAME ${SPARROW_BUNDLE_NAME}
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_SOURCE_DIR}/packaging/macos/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER ${SPARROW_APP_ID}
    MACOSX_BUNDLE_BUNDLE_NAME ${SPARROW_BUNDLE_NAME}
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE sparrow.icns)
  install(TARGETS sparrow BUNDLE DESTINATION .)
  install(TARGETS sparrow-cli RUNTIME DESTINATION ${SPARROW_BIN_DEST})
elseif(WIN32)
  # a window program, no console (SDL2main supplies WinMain and calls main())
  set_target_properties(sparrow PROPERTIES WIN32_EXECUTABLE TRUE)
  install(TARGETS sparrow sparrow-cli RUNTIME DESTINATION ${SPARROW_BIN_DEST})
else()
  install(TARGETS sparrow sparrow-cli RUNTIME DESTINATION ${SPARROW_BIN_DEST})
endif()

install(DIRECTORY ${CMAKE_SOURCE_DIR}/rules/ DESTINATION ${SPARROW_DATA_DEST}/rules
        FILES_MATCHING PATTERN "*.rules" PATTERN "*.md")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/ DESTINATION ${SPARROW_DATA_DEST}/assets)
# the worked examples: the house-rules editor's sample hands (table/ruleset_samples.h)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/tests/vectors/ DESTINATION ${SPARROW_DATA_DEST}/samples
        FILES_MATCHING PATTERN "*.jsonl")
install(FILES ${CMAKE_SOURCE_DIR}/fonts/README.md DESTINATION ${SPARROW_DATA_DEST}/fonts)

if(WIN32)
  # the DLLs the programs load (SDL2 family, FreeType, libconfig, cJSON, SQLite, the MinGW runtime),
  # found in the Windows prefix and the cross compiler's folders; Windows' own are skipped
  find_program(SPARROW_OBJDUMP NAMES ${CMAKE_C_COMPILER_TARGET}-objdump x86_64-w64-mingw32-objdump objdump)
  get_filename_component(_sparrow_cc_dir ${CMAKE_C_COMPILER} DIRECTORY)
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-libgcc-file-name
                  OUTPUT_VARIABLE _sparrow_libgcc OUTPUT_STRIP_TRAILING_WHITESPACE)
  get_filename_component(_sparrow_libgcc_dir "${_sparrow_libgcc}" DIRECTORY)
  set(SPARROW_WIN_PREFIX "" CACHE PATH "Folder holding the Windows builds of the libraries (bin/*.dll)")
  set(_sparrow_dll_dirs ${SPARROW_WIN_PREFIX}/bin ${_sparrow_libgcc_dir} /usr/x86_64-w64-mingw32/lib
      ${_sparrow_cc_dir})
  # their licence texts, when the build gathered them (packaging/windows/build.sh does)
  set(SPARROW_WIN_LICENSES "" CACHE PATH "Folder of the carried libraries' licence texts (installed as licenses/)")
  if(SPARROW_WIN_LICENSES)
    install(DIRECTORY ${SPARROW_WIN_LICENSES}/ DESTINATION ${SPARROW_DATA_DEST}/licenses)
  endif()
  install(CODE "
    set(SPARROW_EXES \"$<TARGET_FILE:sparrow>\" \"$<TARGET_FILE:sparrow-cli>\")
    set(SPARROW_DLL_DIRS \"${_sparrow_dll_dirs}\")
    set(SPARROW_OBJDUMP \"${SPARROW_OBJDUMP}\")
    set(SPARROW_DLL_DEST \"\${CMAKE_INSTALL_PREFIX}/${SPARROW_BIN_DEST}\")
    include(\"${CMAKE_CURRENT_LIST_DIR}/WindowsDlls.cmake\")")
elseif(APPLE)
  # copy Homebrew's dylibs into the bundle and point both programs (every executable in the
  # bundle, sparrow-cli included) at them
  install(CODE "
    include(BundleUtilities)
    set(BU_CHMOD_BUNDLE_ITEMS ON)
    fixup_bundle(\"\${CMAKE_INSTALL_PREFIX}/${SPARROW_BUNDLE_NAME}.app\" \"\" \"\")")
endif()
