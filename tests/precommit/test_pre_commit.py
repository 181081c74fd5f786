"""The repository's pre-commit hooks (.pre-commit-hooks.yaml), run by the real `pre-commit` on real commits.

A pytest module (tests/precommit/CMakeLists.txt runs it with --cudacompat, --source-dir and --wheel-cache).

A hook repository is made of this source tree's .pre-commit-hooks.yaml (committed to a temporary git
repository, as pre-commit clones a hook repository at a revision), and a project repository uses it
from its .pre-commit-config.yaml, with `pre-commit install`:
  - committing a requirements file with bad CUDA pins is refused, and the output names file:line and
    the finding's code; the commit is not made;
  - the same file fixed commits, and pre-commit says the hook passed;
  - a file pin --check does not read (README.md) does not run the hook;
  - the audit hook refuses a wheel that violates the policy given in its args.
The hooks are `language: system`: the built bin/cudacompat is put on PATH, as `pip install cudacompat`
would. Skipped where pre-commit or git is not installed (ci/install-python-deps.sh installs
pre-commit), or the wheel cannot be fetched.
"""

import os
import shutil
import subprocess

from case_checks import cached_wheel, expect, fail, skip


def git(repo, *args, env=None, check=True):
    run = subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, env=env, timeout=300)
    if check and run.returncode != 0:
        fail(f"git {' '.join(args)}: {run.stderr}")
    return run


def commit(repo, env, message):
    """A real `git commit`, which runs the installed pre-commit hook; its exit code and output."""
    run = git(repo, "commit", "-m", message, env=env, check=False)
    output = run.stdout + run.stderr
    print(
        f"--- git commit -m {message!r}: exit {run.returncode}\n"
        + "\n".join("    " + l for l in output.strip().splitlines())
    )
    return run.returncode, output


def head(repo, env):
    return git(repo, "rev-parse", "--verify", "--quiet", "HEAD", env=env, check=False).stdout.strip()


def test_bad_cuda_pins_block_the_commit_and_good_ones_pass(source_dir, tool, wheel_cache, scratch):
    source = source_dir
    pre_commit = shutil.which("pre-commit")
    if pre_commit is None or shutil.which("git") is None:
        skip("pre-commit and git are needed: ci/install-python-deps.sh installs pre-commit")
    version = subprocess.run([pre_commit, "--version"], capture_output=True, text=True).stdout.strip()
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(tool) + os.pathsep + env["PATH"]  # `cudacompat` as an installed one would be
    env["PRE_COMMIT_HOME"] = os.path.join(scratch, "pre-commit-cache")
    env["NO_COLOR"] = "1"
    for key in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        env.pop(key, None)
    identity = ["-c", "user.name=cudacompat test", "-c", "user.email=test@example.invalid"]

    hooks = os.path.join(scratch, "hooks")
    os.makedirs(hooks)
    shutil.copyfile(os.path.join(source, ".pre-commit-hooks.yaml"), os.path.join(hooks, ".pre-commit-hooks.yaml"))
    git(hooks, "init", "--quiet", env=env)
    git(hooks, "add", ".pre-commit-hooks.yaml", env=env)
    git(hooks, *identity, "commit", "--quiet", "-m", "hooks", env=env)
    rev = git(hooks, "rev-parse", "HEAD", env=env).stdout.strip()

    project = os.path.join(scratch, "project")
    os.makedirs(project)
    git(project, "init", "--quiet", env=env)
    git(project, "config", "user.name", "cudacompat test", env=env)
    git(project, "config", "user.email", "test@example.invalid", env=env)
    with open(os.path.join(project, ".pre-commit-config.yaml"), "w") as stream:
        stream.write(
            f"repos:\n- repo: {hooks}\n  rev: {rev}\n  hooks:\n"
            "  - id: cudacompat-pin-check\n    args: [--cuda=12.4]\n"
            "  - id: cudacompat-audit\n    args: [--min-driver=470.57.02]\n"
        )
    installed = subprocess.run([pre_commit, "install"], cwd=project, env=env, capture_output=True, text=True)
    expect(installed.returncode == 0, f"pre-commit install: {installed.stdout}{installed.stderr}")
    print(f"{version}: {installed.stdout.strip()}")
    git(project, "add", ".pre-commit-config.yaml", env=env)
    code, output = commit(project, env, "pre-commit config")
    expect(code == 0, "committing the config alone (no file the hooks read) failed")
    expect(
        "cudacompat pin --check" in output and "(no files to check)" in output,
        "pre-commit did not skip the hook for a commit without requirement files",
    )
    first = head(project, env)

    requirements = os.path.join(project, "requirements.txt")
    lines = ["numpy>=1.24", "cuda-python>=12.0", "nvidia-cublas-cu11>=11.11"]
    with open(requirements, "w") as stream:
        stream.write("\n".join(lines) + "\n")
    git(project, "add", "requirements.txt", env=env)
    code, output = commit(project, env, "bad pins")
    expect(code != 0, "a requirements file with bad CUDA pins was committed")
    expect(head(project, env) == first, "HEAD moved although the hook failed")
    expect("Failed" in output, "pre-commit did not report the hook as Failed")
    for package, finding in (("cuda-python", "no-upper-bound"), ("nvidia-cublas-cu11", "wrong-major")):
        line = next(i for i, text in enumerate(lines, 1) if text.startswith(package))
        expect(
            f"requirements.txt:{line}: {finding}" in output,
            f"the hook's output does not name requirements.txt:{line}: {finding}",
        )

    with open(requirements, "w") as stream:
        stream.write("numpy>=1.24\ncuda-python>=12.4,<13,!=12.6.1,!=12.6.2\nnvidia-cublas-cu12>=12.4,<13\n")
    git(project, "add", "requirements.txt", env=env)
    code, output = commit(project, env, "good pins")
    expect(code == 0, "a requirements file with good CUDA pins was refused")
    expect(head(project, env) != first, "the commit with good pins was not made")
    expect("cudacompat pin --check" in output and "Passed" in output, "pre-commit did not say the hook Passed")

    with open(os.path.join(project, "README.md"), "w") as stream:
        stream.write("cuda-python>=12.0 in prose is not a requirement\n")
    git(project, "add", "README.md", env=env)
    code, output = commit(project, env, "readme")
    expect(code == 0 and "(no files to check)" in output, "the hook ran on, or refused, a README")

    built = cached_wheel(wheel_cache, "nvidia_cuda_runtime_cu12", "12.0.146")
    os.makedirs(os.path.join(project, "dist"))
    shutil.copyfile(built, os.path.join(project, "dist", os.path.basename(built)))
    git(project, "add", "dist", env=env)
    code, output = commit(project, env, "a wheel")
    expect(code != 0, "a wheel that needs driver 525 passed an audit with --min-driver=470.57.02")
    expect(
        "cudacompat audit" in output and "Failed" in output and "min-driver" in output,
        "the audit hook's output does not name the min-driver violation",
    )
