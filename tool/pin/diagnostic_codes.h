// The codes of what `pin` and `pin --check` say besides their pins and findings (common/diagnostic.h):
// each kind of message has one code, named here once, so a consumer of --json can filter on it.
// docs/commands.md lists them for users.
#pragma once

namespace cudacompat::pins::codes {

// pin --check's errors: what could not be read, so nothing was judged there (exit 2).
inline constexpr const char* kEntryUnreadable = "entry-unreadable";  // an entry that does not parse
inline constexpr const char* kFileUnreadable = "file-unreadable";    // a file that cannot be opened or parsed
inline constexpr const char* kEnvironmentUnreadable = "environment-unreadable";  // an --env that cannot be listed
// The readers' errors about part of a file (DeclaredFile::errors), `where` the file:line.
inline constexpr const char* kEntryWrongType = "entry-wrong-type";               // a TOML/YAML value of the wrong type
inline constexpr const char* kIncludeNotFollowed = "include-not-followed";       // a -r/-c file that cannot be read
inline constexpr const char* kNotARequirementsFile = "not-a-requirements-file";  // no line of it is a requirement
inline constexpr const char* kTooManyUnreadableLines = "too-many-unreadable-lines";  // the rest of the file unread
inline constexpr const char* kDirectoryUnlistable = "directory-unlistable";          // an environment's site-packages
inline constexpr const char* kMetadataUnreadable = "metadata-unreadable";            // a METADATA or conda-meta record

// pin --check's notes: what was read and deliberately not judged.
inline constexpr const char* kNotARequirement = "not-a-requirement";  // a local path, URL or editable install
inline constexpr const char* kPipListReplaced = "pip-list-replaced";  // environment.yml: a pip: list conda ignores
inline constexpr const char* kJinjaMacroNotExpanded = "jinja-macro-not-expanded";  // a recipe's {% macro %}
inline constexpr const char* kConditionUndecided = "condition-undecided";          // a selector --cuda does not settle
inline constexpr const char* kJinjaUndecided = "jinja-undecided";  // a {{ expression }} --cuda does not settle
inline constexpr const char* kIndexOutrankedByPypi = "index-outranked-by-pypi";      // pip prefers PyPI's release
inline constexpr const char* kCudarcBuildScriptRange = "cudarc-build-script-range";  // nvcc releases cudarc maps

// pin's warnings: pins written, but something about them could not be settled.
inline constexpr const char* kReleaseNotInKnowledge = "release-not-in-knowledge";  // floors from a nearby release
inline constexpr const char* kPackageCannotResolve = "package-cannot-resolve";     // no release the artifacts need
inline constexpr const char* kPackageFloorLowered = "package-floor-lowered";       // pinned from its newest release
inline constexpr const char* kNoPackageKnown = "no-package-known";                 // a component left unpinned
inline constexpr const char* kCudarcNotAVersion = "cudarc-not-a-version";          // --cudarc as given
inline constexpr const char* kCudarcReleasesAllBad = "cudarc-releases-all-bad";
inline constexpr const char* kAptNameDerived = "apt-name-derived";  // a Debian name from NVIDIA's pattern, unconfirmed

}  // namespace cudacompat::pins::codes
