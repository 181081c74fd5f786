"""Why a compiler error appeared on the new toolkit: rules applied to the error's text (and, for
signature changes, to the source line it points at). These rules, not answers typed per file, decide
which errors `migrate` must predict.

Causes:
  api            a runtime/driver API entity was removed or changed shape: a removed function,
                 enumerator, struct field, header, texture/surface reference, or a call whose
                 arguments no longer fit
  cccl           a Thrust/CUB/libcu++ entity or header was removed (CCCL 3.0)
  dialect        the new toolkit's headers need a newer C++ dialect
  architecture   the new nvcc refuses the GPU architecture
  host-compiler  the new toolkit refuses the host compiler
  other          anything else, e.g. an error that only follows from an earlier one ("identifier
                 \"scratch\" is undefined" after the declaration of scratch failed)
`migrate` must report the first four (PREDICTABLE); the rest are listed but not scored.
"""

import json
import os
import re

PREDICTABLE = ("api", "cccl", "dialect", "architecture")

CUDA_NAME = r"(?:cuda[A-Z]\w*|cu[A-Z]\w*|CU_\w+|CUDA_\w+|tex\w*|surf\w*|texture|surface)"
CCCL_NAMESPACE = r"(?:thrust|cub|cuda::std|cuda)"
CCCL_MACRO = r"(?:CUB_|THRUST_|_CCCL_|CCCL_)\w+"
CALL_OF_CUDA_API = re.compile(r"\b(?:(?:cuda|cu)[A-Z]\w*|tex\d\w*|surf\d\w*)\s*\(")

# (cause, pattern on the message); first match wins, order matters
RULES = [
    (
        "architecture",
        re.compile(r"Unsupported gpu architecture|Value 'sm_\d+' is not defined|unsupported.*compute_\d+"),
    ),
    (
        "host-compiler",
        re.compile(r"unsupported (?:GNU|clang|Microsoft Visual Studio|ICC|Intel) version|host_config\.h"),
    ),
    (
        "dialect",
        re.compile(
            r"requires at least C\+\+ ?\d+|C\+\+ ?1[47] (?:is|are) (?:deprecated|not supported)"
            r"|CCCL_IGNORE_DEPRECATED_CPP_DIALECT"
        ),
    ),
    # a header of the toolkit that is gone
    ("cccl", re.compile(r"^(?:thrust|cub|cuda|nv)/\S+: No such file or directory")),
    ("api", re.compile(r"^\S+\.h: No such file or directory")),
    # removed entities, EDG and GCC spellings
    (
        "cccl",
        re.compile(
            rf'namespace "{CCCL_NAMESPACE}(?:::\w+)*" has no member|identifier "{CCCL_MACRO}" is undefined'
            rf"|'\w+' is not a member of '{CCCL_NAMESPACE}(?:::\w+)*'|'{CCCL_MACRO}' was not declared"
        ),
    ),
    (
        "api",
        re.compile(
            rf'identifier "{CUDA_NAME}" is undefined|class "cuda\w+" has no member|struct "cuda\w+" has no member'
            rf"|'struct cuda\w+' has no member named|'{CUDA_NAME}' was not declared in this scope"
            r'|texture is not a template|"texture" is not a template|cudaMemLocation|cudaGraphEdgeData'
            r"|cudaExternalSemaphore\w*Params"
        ),
    ),
]


def removed_fields():
    """The cudaDeviceProp fields a release removed, from the knowledge base's migration section (made
    from the toolkits' own headers by compat/refresh_migration.py, and checked against them)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "compat", "knowledge.json")
    try:
        with open(path) as f:
            migration = json.load(f).get("migration", {})
    except (OSError, ValueError):
        return []
    entries = migration.get("entries", migration) if isinstance(migration, dict) else migration
    names = set()
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict) and entry.get("kind") == "field":
            names.add(entry.get("name", ""))
    return sorted(n for n in names if n)


# a removed cudaDeviceProp field read without `.` (in a member of a class derived from it): EDG and
# GCC name only the field
_FIELDS = "|".join(map(re.escape, removed_fields())) or "(?!)"
RULES.append(("api", re.compile(rf"""identifier "(?:{_FIELDS})" is undefined|'(?:{_FIELDS})' was not declared""")))

# an argument-shape error is an API change when the line it points at calls a CUDA API function
SIGNATURE = re.compile(
    r"too (?:few|many) arguments in function call|no instance of overloaded function \"(?:cuda|cu|tex|surf)"
    r"|argument of type .* is incompatible with parameter of type|no suitable constructor exists"
    r"|no suitable conversion function|too (?:few|many) arguments to function|cannot convert .* to"
    r"|invalid conversion from|could not convert .* to"
)
# errors inside CCCL's own headers that the user's use of a removed or changed CCCL entity triggers
IN_CCCL_HEADER = re.compile(r"(?:^|/)(?:cccl/)?(?:thrust|cub|cuda)/")


def cause_of(message, source_line="", header=None):
    """The cause of one error: its message, the text of the corpus line it is placed at, and the
    toolkit header it was reported in (None when it was reported in the corpus itself)."""
    message = message.replace("\u2018", "'").replace("\u2019", "'")  # GCC quotes as a UTF-8 locale spells them
    for cause, pattern in RULES:
        if pattern.search(message):
            return cause
    if SIGNATURE.search(message) and CALL_OF_CUDA_API.search(source_line):
        return "api"
    if header and IN_CCCL_HEADER.search(header) and re.search(r"\b(?:thrust|cub)::", source_line):
        return "cccl"
    return "other"
