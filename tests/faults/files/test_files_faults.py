#!/usr/bin/env python3
"""Hostile and broken files for `cudacompat audit`: each case is made from a real file (the audit
fixtures compiled here with nvcc, or this machine's CUDA libraries), cut, patched, renamed or
packed, and the audit is run on it. Every case asserts the exit code, a message, and that nothing
else was written (the scratch tree is the same before and after, but for an output the case asks
for).

A pytest module: a test per case, test_<case name> (tests/faults/files/CMakeLists.txt runs each with
--cudacompat and --case-arg fixtures=, work=; its names come from `--list`). The same cases from the
command line, for the table and the fuzz corpora:

  test_files_faults.py --cli build/bin/cudacompat --fixtures build/tests/audit/fixtures --work DIR [--case NAME]
  test_files_faults.py ... --table docs/faults-files.md   # also write the table of cases and results
  test_files_faults.py ... --corpus fuzz/corpus           # also copy each small case file into the fuzz corpora

Exit 0 when every case passes.
"""

import argparse
import hashlib
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import zipfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "support"))
from tree_state import tree_state  # noqa: E402
from measured_run import run_measured  # noqa: E402
from case_checks import expect, skip  # noqa: E402

CASES = []


def case(name, what, expect):
    def register(function):
        CASES.append((name, what, expect, function))
        return function

    return register


class Failure(Exception):
    pass


# ---- ELF helpers (64-bit little-endian) ---------------------------------------------------------


def sections(data):
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    table = []
    for i in range(shnum):
        at = shoff + i * shentsize
        name, kind, flags, addr, offset, size, link, info, align, entsize = struct.unpack_from("<IIQQQQIIQQ", data, at)
        table.append(
            dict(
                index=i,
                header=at,
                name_offset=name,
                type=kind,
                flags=flags,
                offset=offset,
                size=size,
                link=link,
                entsize=entsize,
            )
        )
    names = table[shstrndx]
    for section in table:
        start = names["offset"] + section["name_offset"]
        section["name"] = data[start : data.index(b"\0", start)].decode("latin-1")
    return table


def section(data, name):
    for s in sections(data):
        if s["name"] == name:
            return s
    raise Failure(f"fixture has no section {name}")


def first_fatbin_entry(data, base=0):
    """Offset of the first entry header of the container at `base`."""
    (magic,) = struct.unpack_from("<I", data, base)
    if magic != 0xBA55ED50:
        raise Failure(f"no fatbin at {base:#x}")
    return base + 16


def entries(data, base):
    (fat_size,) = struct.unpack_from("<Q", data, base + 8)
    at, end = base + 16, base + 16 + fat_size
    found = []
    while at + 64 <= end:
        kind, _, header_size = struct.unpack_from("<HHI", data, at)
        (padded,) = struct.unpack_from("<Q", data, at + 8)
        if header_size == 0:
            break
        found.append((at, kind))
        at += header_size + padded
    return found


def put(data, offset, fmt, value):
    data = bytearray(data)
    struct.pack_into(fmt, data, offset, value)
    return bytes(data)


def ar_archive(members):
    out = b"!<arch>\n"
    for name, content in members:
        header = name + b"/" + b" " * (16 - len(name) - 1)
        header += b"0           0     0     644     " + str(len(content)).encode().ljust(10) + b"`\n"
        assert len(header) == 60, len(header)
        out += header + content + (b"\n" if len(content) % 2 else b"")
    return out


# ---- the cases ------------------------------------------------------------------------------------
# Each function gets (ctx) and returns (inputs, extra_args, expect) where expect is a dict:
# code (exit), out / err (substrings), json (True: stdout must parse), writes (files it may create).


@case(
    "non_utf8_file_name_is_escaped_in_json",
    "a library named lib\\xff.so (bytes that are not UTF-8)",
    "exit 0; valid UTF-8 JSON naming it lib\\xff.so",
)
def _(ctx):
    path = ctx.copy("libkernels.so", b"lib\xffkernels.so")
    return [path], ["--json"], dict(code=0, json=True, out="lib\\\\xffkernels.so")


@case("non_utf8_file_name_is_escaped_in_the_table", "the same name, table output", "exit 0; the table shows \\xff")
def _(ctx):
    path = ctx.copy("libkernels.so", b"lib\xffkernels.so")
    return [path], [], dict(code=0, out="lib\\xffkernels.so")


@case(
    "terminal_control_characters_in_a_name_are_escaped",
    "a file named with ESC[2J (clear screen) and a newline",
    "exit 0; no ESC or raw newline from the name reaches the terminal",
)
def _(ctx):
    path = ctx.copy("libkernels.so", b"lib\x1b[2J\nx.so")
    return [path], [], dict(code=0, out="lib\\x1b[2J\\x0ax.so", absent=b"\x1b[2J")


@case(
    "non_utf8_dt_needed_entry_is_escaped",
    "a DT_NEEDED entry patched to hold the byte 0xff",
    "exit 0; valid JSON with the entry escaped",
)
def _(ctx):
    data = ctx.read("libmixed.so")
    dynstr = section(data, ".dynstr")
    text = data[dynstr["offset"] : dynstr["offset"] + dynstr["size"]]
    at = dynstr["offset"] + text.index(b"libcufft.so.11")
    data = data[: at + 3] + b"\xff" + data[at + 4 :]
    return [ctx.write("libmixed-ff.so", data)], ["--json"], dict(code=0, json=True, out="lib\\\\xffufft.so.11")


@case(
    "non_utf8_archive_member_name_is_escaped",
    "an ar archive whose member is named k\\xfe.o",
    "exit 0; valid JSON naming the member with \\xfe",
)
def _(ctx):
    data = ar_archive([(b"k\xfe.o", ctx.read("plain.o"))])
    return [ctx.write("members.a", data)], ["--json"], dict(code=0, json=True, out="k\\\\xfe.o")


@case(
    "truncated_library_is_an_error_with_its_offset",
    "libkernels.so cut to half its size",
    "exit 2; names the file and the offset where it ends",
)
def _(ctx):
    data = ctx.read("libkernels.so")
    return [ctx.write("half.so", data[: len(data) // 2])], [], dict(code=2, out="half.so: at offset 0x")


@case(
    "truncated_library_passes_with_skip_unreadable",
    "the same, with --skip-unreadable",
    "exit 0; still listed under 'Not read'",
)
def _(ctx):
    data = ctx.read("libkernels.so")
    return [ctx.write("half.so", data[: len(data) // 2])], ["--skip-unreadable"], dict(code=0, out="Not read")


@case(
    "sparse_file_claiming_20_gb_is_read_in_bounded_time_and_memory",
    "a 20 GB sparse file (28 KB of data) whose .rodata section claims all of it",
    "exit 0 within 20 s and 300 MB",
)
def _(ctx):
    data = bytearray(ctx.read("libkernels.so"))
    rodata = section(bytes(data), ".rodata")
    size = 20 << 30
    struct.pack_into("<Q", data, rodata["header"] + 0x20, size - rodata["offset"])
    path = ctx.write("sparse.so", bytes(data))
    os.truncate(path, size)
    return [path], [], dict(code=0, seconds=20, max_rss_mb=300)


@case(
    "wheel_member_expanding_1000x_is_read_in_bounded_memory",
    "a 1 MB wheel whose member is an ELF header followed by 1 GB of zeros",
    "exit 0 within 30 s and 300 MB of resident memory",
)
def _(ctx):
    head = ctx.read("libkernels.so")[:64]
    head = put(head, 0x28, "<Q", 0)  # no section table
    path = ctx.path("bomb-1.0-py3-none-any.whl")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        with wheel.open("bomb/_big.so", "w", force_zip64=True) as member:
            member.write(head)
            zeros = bytes(1 << 20)
            for _ in range(1024):
                member.write(zeros)
    return [path], [], dict(code=0, seconds=30, max_rss_mb=300)


@case(
    "unreadable_directory_is_an_error_not_a_silent_skip",
    "a directory the auditing user may not list",
    "exit 2; the directory is named as not listed",
)
def _(ctx):
    root = ctx.path("tree")
    os.makedirs(os.path.join(root, "locked"))
    shutil.copy(ctx.fixture("libkernels.so"), os.path.join(root, "libkernels.so"))
    shutil.copy(ctx.fixture("libdriver.so"), os.path.join(root, "locked", "libdriver.so"))
    os.chmod(os.path.join(root, "locked"), 0)
    ctx.as_nobody = True
    return [root], [], dict(code=2, out="locked: cannot list this directory")


@case(
    "unreadable_directory_passes_with_skip_unreadable",
    "the same directory with --skip-unreadable",
    "exit 0; the directory still listed",
)
def _(ctx):
    root = ctx.path("tree")
    os.makedirs(os.path.join(root, "locked"))
    shutil.copy(ctx.fixture("libkernels.so"), os.path.join(root, "libkernels.so"))
    os.chmod(os.path.join(root, "locked"), 0)
    ctx.as_nobody = True
    return [root], ["--skip-unreadable"], dict(code=0, out="locked: cannot list this directory")


@case(
    "path_too_long_to_open_is_an_error",
    "a file nested deeper than PATH_MAX allows to open",
    "exit 2; the entry is reported",
)
def _(ctx):
    root = ctx.path("deep")
    os.mkdir(root)
    fd = os.open(root, os.O_RDONLY)
    name = "d" * 200
    depth = 0
    while depth * 201 < 4300:
        os.mkdir(name, dir_fd=fd)
        child = os.open(name, os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = child
        depth += 1
    with open(ctx.fixture("libkernels.so"), "rb") as source:
        out = os.open("libkernels.so", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
        os.write(out, source.read())
        os.close(out)
    os.close(fd)
    return [root], [], dict(code=2, out="File name too long")


@case("unknown_fail_on_code_is_a_usage_error", "--fail-on no-such-code", "exit 2; the valid codes are listed")
def _(ctx):
    return (
        [ctx.copy("libkernels.so")],
        ["--fail-on", "no-such-code"],
        dict(code=2, err="not a warning code; the codes are: no-ptx"),
    )


@case("fail_on_a_note_code_is_a_usage_error", "--fail-on static-runtime (a note, not a warning)", "exit 2")
def _(ctx):
    return [ctx.copy("libkernels.so")], ["--fail-on", "static-runtime"], dict(code=2, err="not a warning code")


@case(
    "html_report_naming_an_input_is_refused",
    "--html pointing at the library being audited",
    "exit 2; the library is unchanged",
)
def _(ctx):
    path = ctx.copy("libkernels.so")
    return [path], ["--html", path], dict(code=2, err="would overwrite what the report reads")


@case(
    "html_report_in_a_missing_directory_is_an_error",
    "--html into a directory that does not exist",
    "exit 2; nothing written",
)
def _(ctx):
    path = ctx.copy("libkernels.so")
    return [path], ["--html", ctx.path("no/such/dir/report.html")], dict(code=2, err="cannot write --html file")


@case("html_report_is_written_whole", "--html to a new file", "exit 0; the page is complete")
def _(ctx):
    path = ctx.copy("libkernels.so")
    report = ctx.path("report.html")
    return [path], ["--html", report], dict(code=0, writes=[report], file_ends=(report, b"</html>\n"))


@case(
    "fatbin_entry_with_sm_minus_one_is_an_error",
    "kernel.fatbin with its first entry's SM set to 0xffffffff",
    "exit 2; 'not an SM number'",
)
def _(ctx):
    data = ctx.read("kernel.fatbin")
    return [ctx.write("sm-1.fatbin", put(data, 16 + 28, "<I", 0xFFFFFFFF))], [], dict(code=2, out="not an SM number")


@case(
    "ptx_for_compute_0_is_an_error",
    "kernel.fatbin with its PTX entry's SM set to 0",
    "exit 2; 'compute_0 ... not an SM number'",
)
def _(ctx):
    data = ctx.read("kernel.fatbin")
    ptx = [at for at, kind in entries(data, 0) if kind == 1][0]
    return [ctx.write("compute0.fatbin", put(data, ptx + 28, "<I", 0))], [], dict(code=2, out="compute_0")


@case(
    "unknown_entry_kind_is_reported_unknown_to_knowledge",
    "kernel.fatbin with an entry of kind 5",
    "exit 0; warning unknown-to-knowledge naming kind 5",
)
def _(ctx):
    data = ctx.read("kernel.fatbin")
    return (
        [ctx.write("kind5.fatbin", put(data, 16, "<H", 5))],
        [],
        dict(code=0, out="unknown-to-knowledge", out2="kind 5"),
    )


@case("unknown_entry_kind_fails_when_asked", "the same with --fail-on unknown-to-knowledge", "exit 1")
def _(ctx):
    data = ctx.read("kernel.fatbin")
    return (
        [ctx.write("kind5.fatbin", put(data, 16, "<H", 5))],
        ["--fail-on", "unknown-to-knowledge"],
        dict(code=1, err="policy violation"),
    )


@case(
    "ptx_isa_newer_than_the_knowledge_base_gets_a_conservative_floor",
    "kernel.fatbin's uncompressed PTX patched to ISA 9.9 (header and text)",
    "exit 0; min driver marked >= and unknown-to-knowledge names ISA 9.9",
)
def _(ctx):
    data = bytearray(ctx.read("plainptx.fatbin"))
    ptx = [at for at, kind in entries(bytes(data), 0) if kind == 1][0]
    struct.pack_into("<HH", data, ptx + 24, 9, 9)
    (header_size,) = struct.unpack_from("<I", data, ptx + 4)
    payload = ptx + header_size
    version = bytes(data).index(b".version ", payload)
    data[version + 9 : version + 12] = b"9.9"
    return [ctx.write("isa99.fatbin", bytes(data))], [], dict(code=0, out="ISA 9.9", out2=">=")


@case(
    "sass_for_an_unknown_gpu_is_unknown_to_knowledge",
    "kernel.fatbin's SASS entry patched to sm_130",
    "exit 0; unknown-to-knowledge names sm_130",
)
def _(ctx):
    data = ctx.read("kernel.fatbin")
    sass = [at for at, kind in entries(data, 0) if kind == 2][0]
    return [ctx.write("sm130.fatbin", put(data, sass + 28, "<I", 130))], [], dict(code=0, out="sm_130")


@case(
    "runtime_of_an_unknown_major_is_unknown_to_knowledge",
    "libkernels.so's DT_NEEDED libcudart.so.13 patched to .14",
    "exit 0; unknown-to-knowledge names libcudart.so.14",
)
def _(ctx):
    data = ctx.read("libkernels.so")
    at = data.index(b"libcudart.so.13")
    data = data[:at] + b"libcudart.so.14" + data[at + 15 :]
    return [ctx.write("libkernels14.so", data)], [], dict(code=0, out="libcudart.so.14", out2="unknown-to-knowledge")


@case(
    "zip_inside_a_wheel_is_reported_not_skipped",
    "a wheel holding another wheel",
    "exit 2; the inner wheel is named as not audited",
)
def _(ctx):
    inner = ctx.read("tiny-0.1-py3-none-linux_x86_64.whl")
    path = ctx.path("outer-1.0-py3-none-any.whl")
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr("outer/vendored/tiny-0.1-py3-none-linux_x86_64.whl", inner)
    return [path], [], dict(code=2, out="not audited: a zip archive inside a zip archive")


@case("zip_inside_a_wheel_passes_with_skip_unreadable", "the same with --skip-unreadable", "exit 0")
def _(ctx):
    inner = ctx.read("tiny-0.1-py3-none-linux_x86_64.whl")
    path = ctx.path("outer-1.0-py3-none-any.whl")
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr("outer/vendored/tiny.whl", inner)
    return [path], ["--skip-unreadable"], dict(code=0, out="not audited")


@case("archive_inside_an_archive_is_reported", "an ar archive holding libobjects.a", "exit 2; names the member")
def _(ctx):
    data = ar_archive([(b"inner.a", ctx.read("libobjects.a")), (b"plain.o", ctx.read("plain.o"))])
    return [ctx.write("outer.a", data)], [], dict(code=2, out="outer.a(inner.a): not audited")


@case("zip_inside_an_archive_is_reported", "an ar archive holding a wheel", "exit 2")
def _(ctx):
    data = ar_archive([(b"tiny.whl", ctx.read("tiny-0.1-py3-none-linux_x86_64.whl"))])
    return [ctx.write("zipped.a", data)], [], dict(code=2, out="not audited: a zip archive inside an ar archive")


@case("thin_archive_is_an_error", "a GNU thin archive (members are other files)", "exit 2; says to audit the members")
def _(ctx):
    plain = ctx.copy("plain.o")
    out = ctx.path("thin.a")
    subprocess.run(["ar", "rcT", out, plain], check=True)
    return [out], [], dict(code=2, out="thin archive")


@case("empty_file_named_on_the_command_line_is_an_error", "an empty file", "exit 2; 'the file is empty'")
def _(ctx):
    return [ctx.write("empty.so", b"")], [], dict(code=2, out="the file is empty")


@case("text_file_named_on_the_command_line_is_an_error", "a README named as input", "exit 2; shows its first bytes")
def _(ctx):
    return [ctx.write("README", b"hello, world\n")], [], dict(code=2, out="68 65 6c 6c 6f")


@case("section_table_past_the_end_is_an_error", "libdriver.so with e_shoff beyond the file", "exit 2 with the offset")
def _(ctx):
    data = ctx.read("libdriver.so")
    return (
        [ctx.write("shoff.so", put(data, 0x28, "<Q", len(data) + 4096))],
        [],
        dict(code=2, out="section header table starts past the end of the file"),
    )


@case("elf32_is_an_error", "libdriver.so with EI_CLASS = 1", "exit 2; only 64-bit ELF")
def _(ctx):
    return [ctx.write("elf32.so", put(ctx.read("libdriver.so"), 4, "<B", 1))], [], dict(code=2, out="only 64-bit")


@case("big_endian_elf_is_an_error", "libdriver.so with EI_DATA = 2", "exit 2; only little-endian")
def _(ctx):
    return [ctx.write("be.so", put(ctx.read("libdriver.so"), 5, "<B", 2))], [], dict(code=2, out="only little-endian")


@case(
    "dynamic_section_with_a_wrong_entry_size_is_an_error",
    "libdriver.so's .dynamic sh_entsize set to 8",
    "exit 2; 'entries of 8 bytes, expected 16'",
)
def _(ctx):
    data = ctx.read("libdriver.so")
    dynamic = section(data, ".dynamic")
    return (
        [ctx.write("dynent.so", put(data, dynamic["header"] + 0x38, "<Q", 8))],
        [],
        dict(code=2, out="entries of 8 bytes, expected 16"),
    )


@case(
    "symbol_table_with_a_wrong_entry_size_is_an_error",
    "libdriver.so's .dynsym sh_entsize set to 16",
    "exit 2; 'entries of 16 bytes, expected 24'",
)
def _(ctx):
    data = ctx.read("libdriver.so")
    dynsym = section(data, ".dynsym")
    return (
        [ctx.write("syment.so", put(data, dynsym["header"] + 0x38, "<Q", 16))],
        [],
        dict(code=2, out="entries of 16 bytes, expected 24"),
    )


@case(
    "section_name_outside_its_string_table_is_an_error",
    "libdriver.so's first named section's sh_name out of range",
    "exit 2",
)
def _(ctx):
    data = ctx.read("libdriver.so")
    return (
        [ctx.write("shname.so", put(data, sections(data)[1]["header"], "<I", 0x7FFFFFFF))],
        [],
        dict(code=2, out="outside its string table"),
    )


@case(
    "wheel_with_a_corrupt_member_is_an_error",
    "the tiny wheel with bytes of its first member flipped",
    "exit 2; names the member; the other members are still read",
)
def _(ctx):
    data = bytearray(ctx.read("tiny-0.1-py3-none-linux_x86_64.whl"))
    name_length, extra_length = struct.unpack_from("<HH", data, 26)
    start = 30 + name_length + extra_length + 200
    for i in range(start, start + 60):
        data[i] ^= 0x5A
    return (
        [ctx.write("bad-0.1-py3-none-any.whl", bytes(data))],
        [],
        dict(code=2, out="zip entry 0", out2="libdriver.so"),
    )


@case("wheel_cut_short_is_an_error", "the tiny wheel without its central directory", "exit 2")
def _(ctx):
    data = ctx.read("tiny-0.1-py3-none-linux_x86_64.whl")
    return (
        [ctx.write("cut-0.1-py3-none-any.whl", data[: len(data) - 200])],
        [],
        dict(code=2, out="cannot read as a zip archive"),
    )


@case("fatbin_declaring_a_terabyte_is_an_error", "kernel.fatbin with fat_size = 1 TiB", "exit 2; 'fatbin declares'")
def _(ctx):
    return (
        [ctx.write("huge.fatbin", put(ctx.read("kernel.fatbin"), 8, "<Q", 1 << 40))],
        [],
        dict(code=2, out="fatbin declares"),
    )


@case(
    "fatbin_entry_claiming_two_compressions_is_an_error", "kernel.fatbin with LZ4 and zstd flags on one entry", "exit 2"
)
def _(ctx):
    data = ctx.read("kernel.fatbin")
    (flags,) = struct.unpack_from("<Q", data, 16 + 40)
    return (
        [ctx.write("both.fatbin", put(data, 16 + 40, "<Q", flags | 0x2000 | 0x8000))],
        [],
        dict(code=2, out="both LZ4 and zstd"),
    )


@case("corrupt_compressed_ptx_is_an_error", "multi.o's zstd PTX payload overwritten", "exit 2; does not decompress")
def _(ctx):
    data = bytearray(ctx.read("multi.o"))
    fatbin = section(bytes(data), ".nv_fatbin")
    for at, kind in entries(bytes(data), fatbin["offset"]):
        if kind == 1:
            (header_size,) = struct.unpack_from("<I", data, at + 4)
            for i in range(at + header_size, at + header_size + 32):
                data[i] = 0xAB
    return [ctx.write("badptx.o", bytes(data))], ["--ptx-text", "all"], dict(code=2, out="does not decompress")


@case("cubin_cut_short_is_an_error", "sm_120.cubin cut to 100 bytes", "exit 2")
def _(ctx):
    return (
        [ctx.write("cut.cubin", ctx.read("sm_120.cubin")[:100])],
        [],
        dict(code=2, out="goes past the end of the file"),
    )


@case("archive_member_size_that_is_not_a_number_is_an_error", "libobjects.a with its first member size 'abc'", "exit 2")
def _(ctx):
    data = bytearray(ctx.read("libobjects.a"))
    data[8 + 48 : 8 + 51] = b"abc"
    return [ctx.write("badsize.a", bytes(data))], [], dict(code=2, out="is not a decimal number")


@case("missing_input_is_an_error", "a path that does not exist", "exit 2")
def _(ctx):
    return [ctx.path("no-such-file.so")], [], dict(code=2, out="No such file or directory")


@case("fifo_named_as_input_is_an_error", "a named pipe", "exit 2; not a regular file; nothing blocks")
def _(ctx):
    path = ctx.path("pipe")
    os.mkfifo(path)
    return [path], [], dict(code=2, out="not a regular file or a directory")


@case(
    "dangling_symlink_in_a_directory_is_not_audited_silently",
    "a directory with libfoo.so -> missing file",
    "exit 0; the good library is audited",
)
def _(ctx):
    root = ctx.path("links")
    os.mkdir(root)
    shutil.copy(ctx.fixture("libkernels.so"), os.path.join(root, "libkernels.so"))
    os.symlink("libfoo.so.1", os.path.join(root, "libfoo.so"))
    return [root], [], dict(code=0, out="libkernels.so")


@case(
    "directory_of_non_binaries_is_skipped_not_failed",
    "a directory holding a text file and a library",
    "exit 0; one file skipped",
)
def _(ctx):
    root = ctx.path("mixed")
    os.mkdir(root)
    shutil.copy(ctx.fixture("libkernels.so"), os.path.join(root, "libkernels.so"))
    with open(os.path.join(root, "notes.txt"), "w") as notes:
        notes.write("not a binary\n")
    return [root], [], dict(code=0, out="(1 skipped)")


@case(
    "json_stays_valid_with_every_hostile_name_at_once",
    "non-UTF-8, control characters and quotes in names",
    "exit 0; the JSON parses and re-encodes as strict UTF-8",
)
def _(ctx):
    root = ctx.path(b'dir\xfe"quoted"\x07')
    os.mkdir(root)
    shutil.copy(ctx.fixture("libkernels.so"), os.path.join(root, b"\xc3\x28\x1b[31mred.so"))
    return [root], ["--json"], dict(code=0, json=True)


# ---- the runner -----------------------------------------------------------------------------------


class Context:
    def __init__(self, fixtures, work):
        self.fixtures = fixtures
        self.work = work
        self.as_nobody = False

    def fixture(self, name):
        return os.path.join(self.fixtures, name)

    def path(self, name):
        if isinstance(name, bytes):
            return os.path.join(os.fsencode(self.work), name)
        return os.path.join(self.work, name)

    def read(self, name):
        if name == "plainptx.fatbin":
            return self.plain_ptx_fatbin()
        with open(self.fixture(name), "rb") as f:
            return f.read()

    def plain_ptx_fatbin(self):
        """The uncompressed .nv_fatbin of plain.o, as a standalone fatbin."""
        data = self.read("plain.o")
        fatbin = section(data, ".nv_fatbin")
        return data[fatbin["offset"] : fatbin["offset"] + fatbin["size"]]

    def write(self, name, data):
        path = self.path(name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def copy(self, fixture_name, name=None):
        target = self.path(name if name is not None else fixture_name)
        shutil.copy(self.fixture(fixture_name), target)
        return target


def run_fault(cli, fixtures, work_root, entry, corpus):
    name, what, expect_text, build = entry
    work = os.path.join(work_root, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    ctx = Context(fixtures, work)
    inputs, args, expect = build(ctx)
    command = [cli, "audit", "--no-progress"] + args + ["--"] + inputs
    if ctx.as_nobody:
        os.chmod(work, 0o755)
        for directory, dirs, files in os.walk(work):
            for d in dirs:
                path = os.path.join(directory, d)
                if os.stat(path).st_mode & 0o777:
                    os.chmod(path, 0o755)
            for f in files:
                os.chmod(os.path.join(directory, f), 0o644)
        command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command
    before = tree_state(work)
    start = time.monotonic()
    result, rss_mb = run_measured(command)
    seconds = time.monotonic() - start
    after = tree_state(work)
    problems = []
    if result.returncode != expect["code"]:
        problems.append(f"exit {result.returncode}, expected {expect['code']}")
    out, err = result.stdout, result.stderr
    for stream_name, stream in (("stdout", out), ("stderr", err)):
        try:
            stream.decode("utf-8", errors="strict")
        except UnicodeDecodeError as e:
            problems.append(f"{stream_name} is not valid UTF-8: {e}")
    text_out = out.decode("utf-8", errors="replace")
    text_err = err.decode("utf-8", errors="replace")
    for key in ("out", "out2"):
        if key in expect and expect[key] not in text_out:
            problems.append(f"stdout lacks {expect[key]!r}")
    if "err" in expect and expect["err"] not in text_err:
        problems.append(f"stderr lacks {expect['err']!r}")
    if "absent" in expect and expect["absent"] in out:
        problems.append(f"stdout holds {expect['absent']!r}")
    if expect.get("json"):
        try:
            document = json.loads(out.decode("utf-8", errors="strict"))
            json.dumps(document, ensure_ascii=False).encode("utf-8", errors="strict")
        except (ValueError, UnicodeError) as e:
            problems.append(f"stdout is not valid JSON in UTF-8: {e}")
    if "seconds" in expect and seconds > expect["seconds"]:
        problems.append(f"took {seconds:.1f} s, more than {expect['seconds']} s")
    if "max_rss_mb" in expect and rss_mb > expect["max_rss_mb"]:
        problems.append(f"peak resident memory {rss_mb:.0f} MB, more than {expect['max_rss_mb']} MB")
    allowed = {os.path.relpath(os.fsencode(p), os.fsencode(work)) for p in expect.get("writes", [])}
    created = sorted(set(after) - set(before) - allowed)
    changed = sorted(p for p in set(before) & set(after) if before[p] != after[p] and p not in allowed)
    removed = sorted(set(before) - set(after))
    if created or changed or removed:
        problems.append(
            f"the audit wrote where it should not: created {created[:3]}, changed {changed[:3]}, removed {removed[:3]}"
        )
    if "file_ends" in expect:
        path, tail = expect["file_ends"]
        with open(path, "rb") as f:
            if not f.read().endswith(tail):
                problems.append(f"{path} is not complete")
    if corpus:
        save_corpus_entry(corpus, name, inputs)
    # Leave nothing locked or huge behind for the next run.
    for directory, dirs, _ in os.walk(work):
        for d in dirs:
            try:
                os.chmod(os.path.join(directory, d), 0o755)
            except OSError:
                pass
    shutil.rmtree(work, ignore_errors=True)
    first_line = (
        (text_out.strip().splitlines() or [""])[0]
        if result.returncode == 0
        else next(
            (l.strip() for l in (text_out + text_err).splitlines() if ": " in l and "cudacompat audit:" not in l), ""
        )
    )
    return name, what, expect_text, problems, result.returncode, seconds, rss_mb, first_line


def save_corpus_entry(corpus, name, inputs):
    """Small regular-file inputs become fuzz corpus entries of the matching target."""
    for path in inputs:
        if not os.path.isfile(path) or os.path.getsize(path) > 256 * 1024:
            continue
        with open(path, "rb") as f:
            data = f.read()
        if data.startswith(b"\x7fELF"):
            target = "fuzz_elf"
        elif data[:4] == b"\x50\xed\x55\xba":
            target = "fuzz_fatbin"
        elif data.startswith(b"PK") or data.startswith(b"!<arch>"):
            target = "fuzz_zip"
        else:
            continue
        digest = hashlib.sha1(data).hexdigest()[:12]
        if any(existing.endswith(digest) for existing in os.listdir(os.path.join(corpus, target))):
            continue  # the same bytes are in the corpus already
        with open(os.path.join(corpus, target, f"fault-{name}-{digest}"), "wb") as out:
            out.write(data)


def missing_fixtures(fixtures):
    """Why the cases cannot run here, or "" when the audit fixtures they are made from are built."""
    missing = [
        n
        for n in ("libkernels.so", "kernel.fatbin", "plain.o", "multi.o")
        if not os.path.exists(os.path.join(fixtures, n))
    ]
    return f"the audit fixtures ({', '.join(missing)}) were not built here (no nvcc)" if missing else ""


def _test_of(entry):
    """The pytest test of one case: every problem run_fault finds fails it. The work folder is the
    build tree's, which `nobody` can reach for the cases run as nobody (pytest's tmp_path is not)."""

    def test(tool, case_arg):
        fixtures, work = os.path.abspath(case_arg("fixtures")), os.path.abspath(case_arg("work"))
        if missing_fixtures(fixtures):
            skip(missing_fixtures(fixtures))
        os.makedirs(work, exist_ok=True)
        name, what, expected, problems, code, seconds, rss, _ = run_fault(tool, fixtures, work, entry, None)
        print(f"{name}: exit {code}, {seconds:.2f} s, {rss:.0f} MB")
        expect(not problems, f"{name} ({what}; expected {expected}): " + "; ".join(problems))

    test.__doc__ = f"{entry[1]}: {entry[2]}"
    return test


for _entry in CASES:
    globals()[f"test_{_entry[0]}"] = _test_of(_entry)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli")
    parser.add_argument("--fixtures")
    parser.add_argument("--work")
    parser.add_argument("--case", action="append", help="run only these cases")
    parser.add_argument("--table", help="write the markdown table of cases and results here")
    parser.add_argument("--corpus", help="copy each small case file into this fuzz corpus folder")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    if args.list:
        for name, _what, _expect, _ in CASES:
            print(name)
        return 0
    if not (args.cli and args.fixtures and args.work):
        parser.error("--cli, --fixtures and --work are needed")
    if missing_fixtures(args.fixtures):
        print(f"SKIP: {missing_fixtures(args.fixtures)}")
        return 77
    os.makedirs(args.work, exist_ok=True)
    selected = [c for c in CASES if not args.case or c[0] in args.case]
    results = [
        run_fault(os.path.abspath(args.cli), os.path.abspath(args.fixtures), os.path.abspath(args.work), c, args.corpus)
        for c in selected
    ]
    failed = 0
    for name, _what, _expect, problems, code, seconds, rss, _ in results:
        status = "ok" if not problems else "FAIL: " + "; ".join(problems)
        failed += bool(problems)
        print(
            f"{'PASS' if not problems else 'FAIL'} {name} (exit {code}, {seconds:.2f} s, {rss:.0f} MB)"
            + ("" if not problems else "\n     " + status)
        )
    if args.table:
        with open(args.table, "w") as table:
            table.write(
                "# Fault matrix: hostile files for the audit\n\n"
                "Generated by `tests/faults/files/test_files_faults.py --table` "
                "(`ctest -L faults` runs the same cases).\n\n"
            )
            table.write("| case | what is broken | expected | result |\n|---|---|---|---|\n")
            for name, what, expect, problems, code, seconds, _rss, _line in results:
                result = f"pass: exit {code}, {seconds:.2f} s" if not problems else "FAIL: " + "; ".join(problems)
                table.write(f"| `{name}` | {what.replace('|', '/')} | {expect.replace('|', '/')} | {result} |\n")
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
