// The probe report, cudacompat-probe.json: every fact with where it came from, and the decision.
//
// Schema (schema_version 1). A fact is {"value": ..., "source": "..."}; decisions are plain.
//   cudacompat_version            the tool that wrote it
//   toolkit.found                 bool
//   toolkit.version               fact: "13.0.88"
//   toolkit.version_witnesses     [{"source", "value"}]: every witness read (cuda.h, version.json, nvcc)
//   toolkit.root / layout / nvcc  facts; layout is standard | distro | distro-unpacked | pip-wheel
//   toolkit.include_dirs, toolkit.library_dir
//   toolkit.ptx_isa               fact: the PTX ISA this release emits
//   toolkit.driver_floor          fact: minor-version-compatibility floor
//   toolkit.cccl_version          fact: "3.0.1"
//   toolkit.candidates            [{root, layout, origins[], version, usable, problems[], notes[]}]
//   host_compiler                 {path, family, version, source, requested (fact), nvcc_default (bool: no
//                                  -ccbin, nvcc's own default as its nvcc.profile/PATH resolve it), supported,
//                                  accepted_range (fact), alternatives[] (looked for when the compiler is refused or
//                                  'auto'), nvcc_flags[]}
//   architectures                 {value: ["75-real", ...], source, sass[], ptx[], supported (fact)}
//   compile_check                 {ran, command, from_cache, seconds, result}: nvcc -cubin of an empty kernel
//   features                      {NAME: fact(bool)}
//   gpu                           {driver_version, libcuda_present, used_for_decisions: false}
//   decision                      {build_cuda: bool, reason, mode, mode_source, error?}
//   warnings                      [string]
#pragma once

#include <string>

#include "probe/probe.h"

namespace cudacompat {

// The report as JSON text, indented by 2, and a newline. Every string in it is valid UTF-8 (bytes
// that are not are written as \xNN), so it never throws.
std::string report_to_json_text(const ProbeReport& report);

// The same facts as a table for people (the configure summary prints this).
std::string report_to_text(const ProbeReport& report);

}  // namespace cudacompat
