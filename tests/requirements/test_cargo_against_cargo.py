"""Differential test: cudacompat's Cargo requirements (tool/pin/cargo_semver.h) against Cargo itself.

Cargo is asked offline, through a vendored directory source of stub crates, and one
`cargo generate-lockfile --offline` resolves every question at once (crates of different names
resolve independently). For each of a few hundred generated requirements R (every operator,
partial versions, wildcards, the 0.x and 0.0.x caret rules, pre-releases, the cudarc ones) and
its list L of nearby versions (pre-releases and build metadata among them), the root crate
depends on:

  r<i>_all        all of L: Cargo locks the newest version R admits, which must be our newest;
  r<i>_printed    all of L, required by our to_string() of R: printing must keep the meaning;
  r<i>_x<j>       x_j marked compatible with the root's rust-version, plus our newest match f
                  marked incompatible: Cargo's MSRV-aware resolver (resolver 3) prefers x_j when
                  R admits it and falls back to f otherwise, so every (R, x) membership is asked.

Our upper bound of R must lie above every version Cargo admits. Requirements our parser rejects,
and those that admit nothing in L (Cargo fails the whole resolution on those), are checked one by
one in small projects of their own: Cargo must reject them too. Prints a summary line and fails
on any disagreement, naming the first 20; skipped without cargo 1.84 or newer. CARGO_HOME is a
temporary directory and everything runs with --offline, so nothing touches the network or the
user's config.

A pytest module (tests/requirements/CMakeLists.txt runs it with --case-arg oracle=VERSION_ORACLE;
--case-arg seed=N and requirements=N ask other or more requirements).
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile

from case_checks import expect, skip
from version_oracle import Draws, ask_oracle

ROOT_RUST_VERSION = "1.70"
COMPATIBLE, INCOMPATIBLE = "1.60", "1.80"  # below and above the root's rust-version
PRE_RELEASES = ["alpha", "alpha.1", "alpha.beta", "beta.2", "beta.11", "rc.1", "0", "1"]
CUDARC = [
    "0.11.4",
    "<=0.11.6",
    "0.11",
    "^0.11",
    "~0.11.4",
    "=0.11.4",
    ">=0.11, <0.13",
    "0.12.0-alpha.1",
    ">=0.11.4, <0.11.8",
    "0.11.*",
    "*",
]
# Asked every run: the grammar's corners (whitespace is ' ' only, wildcards, partial versions, the
# largest number), most of them errors that Cargo must report too.
CORNERS = [
    "\t0.11.4",
    "0.11.4\t",
    "  ^0.11.4  ",
    ">= 0.11 ,< 0.13",
    "^1.*",
    ">=1.*",
    "<=1.*",
    "=1.*",
    "1.*.*",
    "x",
    "X",
    "1.x.X",
    "* ",
    "*, 1",
    "1, *",
    "",
    " ",
    ",",
    "1.2,",
    "1.2 ,",
    ">=1.2 <2",
    "=1.2.3-beta.11",
    "~1.2.3-beta.2",
    "^0.0",
    "^0.0.0",
    "=0.0.0-0",
    "^0",
    "~0",
    "=0",
    "v1.2.3",
    "1.2.3-01",
    "1.2.3-",
    "1.2.3+",
    ">=1.2.3+01",
    ">1.2.3-alpha",
    "01.2",
    "1.02",
    "1.2.3.4",
    "1.2-alpha",
    "==1.2",
    "18446744073709551616",
    "18446744073709551615",
    "<=18446744073709551615.0",
    "^0.18446744073709551615",
]
SEPARATORS = [",", ", ", " , ", ",  "]
MAX_ONE_BY_ONE = 100  # Cargo runs of their own, for rejected and unsatisfiable requirements


def find_cargo():
    found = shutil.which("cargo")
    if found:
        return found
    in_home = os.path.join(os.path.expanduser("~"), ".cargo", "bin", "cargo")
    return in_home if os.access(in_home, os.X_OK) else None


def semver_key(text):
    """SemVer 2.0 precedence, build metadata ignored."""
    core = text.split("+", 1)[0]
    release, _, pre = core.partition("-")
    numbers = tuple(int(n) for n in release.split("."))
    if not pre:
        return numbers + (1, [])
    return numbers + (0, [(0, int(i), "") if i.isdigit() else (1, 0, i) for i in pre.split(".")])


class Gen(Draws):
    def comparator(self):
        op = self.pick(["", "", "^", "~", "=", ">", ">=", "<", "<=", "wildcard"])
        numbers = [self.pick([0, 0, 1, 1, 2, 12]), self.pick([0, 0, 1, 2, 11]), self.pick([0, 1, 3, 4, 7])]
        parts = self.pick([1, 2, 3, 3, 3])
        if op == "wildcard":
            star = self.pick(["*", "*", "x", "X"])
            if parts == 1:
                return f"{numbers[0]}.{star}" + self.pick(["", f".{star}"])
            return f"{numbers[0]}.{numbers[1]}.{star}"
        text = ".".join(str(n) for n in numbers[:parts])
        if parts == 3 and self.chance(0.2):
            text += "-" + self.pick(PRE_RELEASES)
        if parts == 3 and self.chance(0.05):
            text += "+build.5"
        if parts < 3 and op in ("^", "~", "=", ">=", "<=") and self.chance(0.1):
            text += ".*"  # "^1.*" is ^1, ">=1.2.*" is >=1.2
        return op + self.pick(["", "", " "]) + text

    def bounded(self):
        """A lower and an upper comparator around one version, as real ranges are written."""
        numbers = [self.pick([0, 0, 1, 2, 12]), self.pick([0, 1, 2, 11]), self.pick([0, 1, 3, 4])]
        lower = self.pick([">=", ">", "^", "~", ""]) + ".".join(str(n) for n in numbers[: self.pick([1, 2, 3, 3])])
        step = self.pick([0, 1, 2])
        upper = numbers[: step + 1] + [0] * (2 - step)
        upper[step] += self.pick([0, 1, 1, 2])
        upper_text = ".".join(str(n) for n in upper[: self.pick([step + 1, 3])])
        if self.chance(0.15):
            upper_text = ".".join(str(n) for n in upper) + "-" + self.pick(PRE_RELEASES)
        return lower + self.pick(SEPARATORS) + self.pick(["<", "<", "<="]) + upper_text

    def requirement(self):
        if self.chance(0.1):
            return self.pick(CUDARC)
        if self.chance(0.3):
            text = self.bounded()
        else:
            text = self.pick(SEPARATORS).join(self.comparator() for _ in range(self.pick([1, 1, 1, 1, 1, 1, 2, 3])))
        if self.chance(0.03):
            text = self.pick(["*", "x", " * "])
        if self.chance(0.05):
            text = self.pick(["  ", " "]) + text + self.pick(["", " "])
        if self.chance(0.06):  # a corrupted neighbour, mostly one Cargo rejects
            at = self.rng.randrange(len(text) + 1)
            text = text[:at] + self.pick(list("*.,-+x ~^=<>v0a\t")) + text[at:]
        return text

    def versions_near(self, requirement):
        """Versions around every number in the requirement: where its answers change."""
        found = []
        for numbers in re.findall(r"\d+(?:\.\d+){0,2}", requirement):  # 1, 1.2, 1.2.3: padded with zeros
            found.append(tuple(int(n) for n in (numbers.split(".") + ["0", "0"])[:3]))
        candidates = set()
        for major, minor, patch in found or [(1, 0, 0)]:
            for delta in [(0, 0, 0), (0, 0, 1), (0, 0, -1), (0, 1, 0), (0, -1, 0), (1, 0, 0), (-1, 0, 0)]:
                numbers = [major + delta[0], minor + delta[1], patch + delta[2]]
                if delta[0]:
                    numbers[1:] = [0, 0] if delta[0] > 0 else [9, 9]
                elif delta[1]:
                    numbers[2] = 0 if delta[1] > 0 else 9
                if min(numbers) >= 0:
                    candidates.add("{}.{}.{}".format(*numbers))
            candidates.add(f"{major}.{minor}.{patch}-{self.pick(PRE_RELEASES)}")
            candidates.add(f"{major}.{minor}.{patch + 1}-{self.pick(PRE_RELEASES)}")
        for m in re.findall(r"\d+\.\d+\.\d+-[0-9A-Za-z.-]+", requirement):
            # Its neighbours in pre-release order: numbers compare by value (beta.2 < beta.11),
            # a prefix sorts first (beta < beta.2), numbers before words.
            pre = m.rstrip(".-")
            stem, _, last = pre.rpartition(".")
            candidates.update([pre, pre + ".1", pre + ".a"])
            if last.isdigit() and stem:
                candidates.update([stem, f"{stem}.{int(last) + 9}", f"{stem}.{max(0, int(last) - 1)}"])
        candidates.update(self.rng.sample(["0.0.0", "0.0.1", "0.1.0", "1.0.0", "2.0.0", "0.11.7", "0.12.0"], 3))

        # No such versions: numbers are 64-bit.
        versions = sorted((v for v in candidates if max(semver_key(v)[:3]) < 2**64), key=semver_key)
        # Build metadata rides along on one release; it must not change any answer.
        plain = [v for v in versions if "-" not in v]
        if plain and self.chance(0.3):
            versions[versions.index(self.pick(plain))] += "+cu124"
        return versions

    def keep(self, versions, admitted, size=14):
        """Up to size versions, half of them admitted where possible, so both answers are asked."""
        yes = [v for v in versions if v in admitted]
        no = [v for v in versions if v not in admitted]
        self.rng.shuffle(yes)
        self.rng.shuffle(no)
        chosen = yes[: max(size // 2, size - len(no))] + no
        return sorted(chosen[:size], key=semver_key)


def toml_string(text):
    return json.dumps(text)  # a JSON string with ASCII escapes is a TOML basic string


class CargoProject:
    """A root crate and a vendored directory source of stub crates, in a temporary directory."""

    def __init__(self, cargo, base, name):
        self.cargo = cargo
        self.dir = os.path.join(base, name)
        self.vendor = os.path.join(self.dir, "vendor")
        self.root = os.path.join(self.dir, "root")
        self.home = os.path.join(base, "cargo-home")
        os.makedirs(os.path.join(self.root, "src"))
        os.makedirs(os.path.join(self.root, ".cargo"))
        os.makedirs(self.vendor)
        os.makedirs(self.home, exist_ok=True)
        open(os.path.join(self.root, "src", "lib.rs"), "w").close()
        with open(os.path.join(self.root, ".cargo", "config.toml"), "w") as config:
            config.write(
                '[source.crates-io]\nreplace-with = "vendored"\n\n'
                f"[source.vendored]\ndirectory = {toml_string(self.vendor)}\n"
            )
        self.dependencies = []

    def add_crate(self, name, version, rust_version=None):
        crate = os.path.join(self.vendor, f"{name}-{version}")
        os.makedirs(crate)
        with open(os.path.join(crate, "Cargo.toml"), "w") as manifest:
            manifest.write(f'[package]\nname = "{name}"\nversion = "{version}"\nedition = "2021"\n')
            if rust_version:
                manifest.write(f'rust-version = "{rust_version}"\n')
            # Resolving never reads the source: naming a library file that does not exist saves one
            # file in each of thousands of crates.
            manifest.write('[lib]\npath = "lib.rs"\n')
        # A directory source checks the listed files' hashes (none here); "package" goes into Cargo.lock.
        with open(os.path.join(crate, ".cargo-checksum.json"), "w") as checksum:
            package = hashlib.sha256(f"{name}-{version}".encode()).hexdigest()
            json.dump({"files": {}, "package": package}, checksum)

    def depend(self, name, requirement):
        self.dependencies.append(f"{name} = {toml_string(requirement)}")

    def resolve(self):
        """(ok, {crate: version}, cargo's stderr)."""
        with open(os.path.join(self.root, "Cargo.toml"), "w") as manifest:
            manifest.write(
                '[package]\nname = "root"\nversion = "0.1.0"\nedition = "2021"\n'
                f'rust-version = "{ROOT_RUST_VERSION}"\nresolver = "3"\n\n[dependencies]\n'
                + "\n".join(self.dependencies)
                + "\n"
            )
        env = dict(os.environ, CARGO_HOME=self.home, CARGO_NET_OFFLINE="true", CARGO_TERM_COLOR="never")
        run = subprocess.run(
            [self.cargo, "generate-lockfile", "--offline"],
            cwd=self.root,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if run.returncode != 0:
            return False, {}, run.stderr
        with open(os.path.join(self.root, "Cargo.lock")) as lock:
            locked = dict(re.findall(r'\[\[package\]\]\nname = "([^"]+)"\nversion = "([^"]+)"', lock.read()))
        return True, locked, run.stderr


def test_cargo_requirements_agree_with_cargo(case_arg):
    oracle = case_arg("oracle")
    cargo = find_cargo()
    if not cargo:
        skip("cargo is not installed (neither on PATH nor in $HOME/.cargo/bin)")
    version = subprocess.run([cargo, "--version"], capture_output=True, text=True, check=False).stdout
    found = re.match(r"cargo (\d+)\.(\d+)", version)
    if not found or (int(found.group(1)), int(found.group(2))) < (1, 84):
        skip(f"{cargo} is {version.strip() or 'unusable'}; the MSRV-aware resolver asked here needs 1.84")

    gen = Gen(int(case_arg("seed", "2021")))
    count = int(case_arg("requirements", "300"))
    requirements = list(dict.fromkeys(CORNERS + [gen.requirement() for _ in range(count)]))
    candidates = {r: gen.versions_near(r) for r in requirements}
    questions = [("cargo-describe", r) for r in requirements]
    questions += [("cargo", r, v) for r in requirements for v in candidates[r]]
    answers = dict(zip(questions, ask_oracle(oracle, questions)))
    # Our answers only choose which versions to ask about; Cargo is asked about every one kept.
    lists = {
        r: gen.keep(candidates[r], {v for v in candidates[r] if answers[("cargo", r, v)] == "1"}) for r in requirements
    }

    disagreements = []
    rejected, unsatisfiable, batch = [], [], []
    for r in requirements:
        described = answers[("cargo-describe", r)]
        if described.startswith("E "):
            rejected.append(r)
            continue
        printed, upper = described.split("\t")
        admitted = [v for v in lists[r] if answers[("cargo", r, v)] == "1"]
        (batch if admitted else unsatisfiable).append((r, printed, upper, admitted))

    # Thousands of small files: on a tmpfs where there is one.
    scratch = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    with tempfile.TemporaryDirectory(prefix="cudacompat-cargo-", dir=scratch) as base:
        project = CargoProject(cargo, base, "batch")
        expected = {}  # crate -> (what is asked, the version we expect Cargo to lock)
        for i, (r, printed, upper, admitted) in enumerate(batch):
            newest = max(admitted, key=semver_key)
            for crate, requirement in ((f"r{i}_all", r), (f"r{i}_printed", printed)):
                for v in lists[r]:
                    project.add_crate(crate, v)
                project.depend(crate, requirement)
                expected[crate] = (f"newest admitted by {requirement!r}", newest, r, upper)
            for j, x in enumerate(lists[r]):
                crate = f"r{i}_x{j}"
                project.add_crate(crate, x, COMPATIBLE)
                if x != newest:
                    project.add_crate(crate, newest, INCOMPATIBLE)
                project.depend(crate, r)
                admits = x in admitted
                expected[crate] = (f"{r!r} {'admits' if admits else 'refuses'} {x}", x if admits else newest, r, upper)

        ok, locked, stderr = project.resolve()
        if not ok:
            disagreements.append(("the batch", "resolves", "cargo failed: " + stderr.strip()[-2000:]))
        for crate, (asked, ours, r, upper) in expected.items() if ok else ():
            theirs = locked.get(crate)
            if theirs != ours:
                disagreements.append((asked, ours, theirs))
            elif upper != "none" and semver_key(theirs) >= semver_key(upper):
                disagreements.append((f"upper bound of {r!r}", f"< {upper}", theirs))

        # One Cargo run each: Cargo must refuse what we reject, and fail to resolve what admits nothing.
        one_by_one = [(r, "failed to parse the version requirement") for r in rejected]
        one_by_one += [(r, "failed to select a version for the requirement") for r, *_ in unsatisfiable]
        left_out = max(0, len(one_by_one) - MAX_ONE_BY_ONE)
        for k, (r, message) in enumerate(one_by_one[:MAX_ONE_BY_ONE]):
            single = CargoProject(cargo, base, f"single{k}")
            for v in lists[r]:
                single.add_crate("probe", v)
            single.depend("probe", r)
            ok, locked, stderr = single.resolve()
            if ok or message not in stderr:
                theirs = f"locked {locked.get('probe')}" if ok else stderr.strip()[-300:]
                disagreements.append((f"{r!r} with {lists[r]}", message, theirs))

    memberships = sum(len(lists[r]) for r, *_ in batch)
    print(
        f"cargo: {len(requirements)} requirements compared, {len(disagreements)} disagreements "
        f"({len(batch)} resolved together with {memberships} versions asked one by one, "
        f"{len(rejected)} rejected, {len(unsatisfiable)} admitting none of their versions; "
        f"{min(len(one_by_one), MAX_ONE_BY_ONE)} of those checked in runs of their own"
        + (f", {left_out} left out to keep the test fast" if left_out else "")
        + ")"
    )
    expect(
        not disagreements,
        f"{len(disagreements)} disagreements with cargo, the first ones:\n"
        + "\n".join(f"  {asked}: cudacompat {ours!r}, cargo {theirs!r}" for asked, ours, theirs in disagreements[:20]),
    )
