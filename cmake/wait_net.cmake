# wait_net.cmake: writes the C source of one learned wait network (src/ai/wait_model.h) from its
# data file, at build time: cmake -DIN=src/ai/nets/NAME.net -DOUT=wait_net_NAME.c -DNAME=NAME -P
# The data file: '#' comment lines, "layers INPUTS HIDDEN1 HIDDEN2", then the sections w1, b1, w2,
# b2, w3 and b3, each a name on its own line followed by its values, one a line.
file(STRINGS "${IN}" lines)
set(section "")
set(line_no 0)
foreach(line IN LISTS lines)
  math(EXPR line_no "${line_no} + 1")
  string(STRIP "${line}" line)
  if(line STREQUAL "" OR line MATCHES "^#")
    continue()
  endif()
  if(line MATCHES "^layers ([0-9]+) ([0-9]+) ([0-9]+)$")
    set(inputs ${CMAKE_MATCH_1})
    set(hidden1 ${CMAKE_MATCH_2})
    set(hidden2 ${CMAKE_MATCH_3})
  elseif(line MATCHES "^(w1|b1|w2|b2|w3|b3)$")
    set(section ${line})
    set(values_${section} "")
    set(count_${section} 0)
  elseif(line MATCHES "^[-+]?[0-9.]+([eE][-+]?[0-9]+)?$" AND NOT section STREQUAL "")
    string(APPEND values_${section} "${line}, ")
    math(EXPR count_${section} "${count_${section}} + 1")
  else()
    message(FATAL_ERROR "${IN}:${line_no}: expected a section name (w1 b1 w2 b2 w3 b3) or a number, not '${line}'")
  endif()
endforeach()
if(NOT DEFINED inputs)
  message(FATAL_ERROR "${IN}: no 'layers INPUTS HIDDEN1 HIDDEN2' line")
endif()
math(EXPR n_w1 "${inputs} * ${hidden1}")
math(EXPR n_w2 "${hidden1} * ${hidden2}")
set(n_b1 ${hidden1})
set(n_b2 ${hidden2})
set(n_w3 ${hidden2})
set(n_b3 1)
foreach(s w1 b1 w2 b2 w3 b3)
  if(NOT DEFINED count_${s} OR NOT count_${s} EQUAL n_${s})
    message(FATAL_ERROR "${IN}: section ${s} has ${count_${s}} values, the layers need ${n_${s}}")
  endif()
endforeach()
string(REGEX REPLACE ", $" "" b3 "${values_b3}")
file(WRITE "${OUT}" "/* wait_net_${NAME}.c: generated from src/ai/nets/${NAME}.net by cmake/wait_net.cmake; do not edit. */
#include \"ai/wait_model.h\"

_Static_assert(SP_WAIT_FEATURES == ${inputs} && SP_WAIT_HIDDEN1 == ${hidden1} && SP_WAIT_HIDDEN2 == ${hidden2},
               \"the network was fitted to another list of inputs or other layers\");

static const float w1[SP_WAIT_FEATURES * SP_WAIT_HIDDEN1] = {${values_w1}};
static const float b1[SP_WAIT_HIDDEN1] = {${values_b1}};
static const float w2[SP_WAIT_HIDDEN1 * SP_WAIT_HIDDEN2] = {${values_w2}};
static const float b2[SP_WAIT_HIDDEN2] = {${values_b2}};
static const float w3[SP_WAIT_HIDDEN2] = {${values_w3}};

const sp_wait_net sp_wait_net_${NAME} = {w1, b1, w2, b2, w3, ${b3}f};
")
