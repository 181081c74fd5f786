#include "common/report_envelope.h"

#include <string>

namespace cudacompat {

json::Tree report_envelope(std::string_view command, int schema, const std::vector<Diagnostic>& diagnostics) {
  return {{"schema", "cudacompat-" + std::string(command) + "/" + std::to_string(schema)},
          {"tool", "cudacompat"},
          {"version", CUDACOMPAT_VERSION_STRING},
          {"diagnostics", to_json(diagnostics)}};
}

}  // namespace cudacompat
