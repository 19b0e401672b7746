# CPackPerGenerator.cmake (CPACK_PROJECT_CONFIG_FILE): settings that differ per generator.
# The .tar.gz is relocatable: its top folder holds bin/ and share/, not usr/.
if(CPACK_GENERATOR STREQUAL "TGZ")
  set(CPACK_PACKAGING_INSTALL_PREFIX "")
  set(CPACK_SET_DESTDIR OFF)
endif()
