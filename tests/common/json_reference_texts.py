"""The expected texts of tests/common/json_value_test.cpp, written by Python's json module.

json::Tree's text is checked against the reference implementation of JSON text that every consumer of
cudacompat's reports uses: `json.dumps(value, ensure_ascii=False)` with the separators of each indent,
and `bytes.decode("utf-8", "replace")` for what is not UTF-8. This script prints them as C++ string
literals; run it with `python3 tests/common/json_reference_texts.py` and paste its output over the
constants of the same names when a value in the test changes.
"""

import json

# The values of JsonTree.WritesTheTextPythonsJsonModuleWritesForTheSameValues, in the order set.
VALUES = {
    "text": 'tab\t quote" backslash\\ slash/ bell\x07 escape\x1b del\x7f caf\u00e9 \u20ac',
    "literal": "\\u001B is text, not an escape",
    "numbers": [0, -1, 9223372036854775807],
    "sizes": [0, 4096],
    "seconds": [0.0, 0.012, 1.5, 12.25, 0.1, 123.456, 86400.0],
    "flags": [True, False],
    "nothing": None,
    "empty_list": [],
    "nested": {"inner": {}, "list": ["a"]},
}

# JsonTree.WritesKeysInOrderWhenAskedAsPythonsSortKeysDoes.
UNSORTED = {"zeta": 1, "Beta": {"b": 1, "a": 2}, "alpha": [{"y": 1, "x": 2}], "_under": True}

# Utf8Replaced.ReplacesEachMaximalIllFormedPartWithOneReplacementCharacterAsPythonDoes.
ILL_FORMED = [
    b"plain",
    b"caf\xe9 au lait",
    b"\xff\xfe",
    b"\xe2\x82",
    b"\xe2\x82x",
    b"\xed\xa0\x80",
    b"\xf0\x9f\x98\x80 ok \xf0\x9f\x98",
    b"\xc0\xaf",
    b"\xf4\x90\x80\x80",
    b"\xe0\x80\x80",
    b"a\xc3",
    b"\x80\x80z",
    b"\xf1\x80\x80\xe2\x82\xac",
]


def cxx(text: str | bytes) -> str:
    """A C++ string literal of these UTF-8 bytes: printable ASCII as is, the rest as \\xNN."""
    data = text.encode() if isinstance(text, str) else text
    out = '"'
    previous_was_hex = False
    for byte in data:
        char = chr(byte)
        if char == "\n":
            out += '\\n"\n    "'  # one literal a line, as the text reads
        elif char in '"\\':
            out += "\\" + char
        elif 0x20 <= byte < 0x7F:
            if previous_was_hex and char in "0123456789abcdefABCDEF":
                out += '" "'  # ends the \xNN escape, which would otherwise swallow this digit
            out += char
        else:
            out += f"\\x{byte:02x}"
            previous_was_hex = True
            continue
        previous_was_hex = False
    return out + '"'


def dumps(value: object, indent: int) -> str:
    if indent < 0:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(value, ensure_ascii=False, indent=indent)


def main() -> None:
    for indent in (-1, 1, 2):
        name = f"kValuesIndent{'None' if indent < 0 else indent}"
        print(f"const std::string {name} = {cxx(dumps(VALUES, indent))};")
    print(f"const std::string kSortedIndent2 = {cxx(json.dumps(UNSORTED, sort_keys=True, indent=2))};")
    print("const std::pair<std::string, std::string> kReplaced[] = {")
    for data in ILL_FORMED:
        print(f"    {{{cxx(data)}, {cxx(json.dumps(data.decode('utf-8', 'replace'), ensure_ascii=False))}}},")
    print("};")


if __name__ == "__main__":
    main()
