"""`cudacompat probe --dist` (tool/cli/probe_dist.cpp): the build tree's dist.json read, the tree's
own sccache asked with its configuration and port, the jobs that ran on servers counted, and the
exit code: 0 distributed, 1 not, 2 no such configuration. sccache is a script here that answers as
sccache does, so the case needs no scheduler.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os
import stat

from case_checks import expect
from command_line import json_of, run_tool, write_file

DIST_JSON = os.path.join("CMakeFiles", "cudacompat", "compiler-cache", "dist.json")


def configured(build, report):
    """A build tree whose configure wrote `report` as its dist.json."""
    write_file(build, DIST_JSON, json.dumps(report))
    return build


def fake_sccache(folder):
    """An sccache that answers --dist-status and --show-stats with what it was started with (the
    port and configuration in its environment), and 3 + 2 jobs on two servers."""
    path = write_file(
        folder,
        "sccache",
        "#!/bin/sh\n"
        'if [ "$1" = --dist-status ]; then\n'
        '  printf \'{"SchedulerStatus": ["http://scheduler:10600", {"num_servers": 2, "port": "%s", "conf": "%s"}]}\' '
        '"$SCCACHE_SERVER_PORT" "$SCCACHE_CONF"\n'
        "else\n"
        '  printf \'{"stats": {"compile_requests": 7, "dist_compiles": {"a:10501": 3, "b:10501": 2}, '
        '"dist_errors": 1}}\'\n'
        "fi\n",
    )
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def test_probe_dist_of_a_tree_without_distribution_is_exit_2_saying_what_is_needed(tool, scratch):
    code, _, err = run_tool(tool, "probe", "--dist", "--build-dir", scratch)
    expect(
        code == 2 and os.path.join(scratch, DIST_JSON) in err and "CUDACOMPAT_COMPILER_DIST_SCHEDULER" in err,
        f"probe --dist of an unconfigured tree exited {code}: {err[:400]}",
    )
    write_file(scratch, DIST_JSON, "[1, 2]")
    code, _, err = run_tool(tool, "probe", "--dist", "--build-dir", scratch)
    expect(
        code == 2 and "is not the JSON object configure writes: run cmake again" in err,
        f"probe --dist of a dist.json that is no object exited {code}: {err[:400]}",
    )


def test_probe_dist_of_a_failed_configure_check_is_exit_1_without_asking_sccache(tool, scratch):
    build = configured(
        scratch, {"ok": False, "scheduler": "http://scheduler:10600", "problem": "did not answer", "fix": "start it"}
    )
    code, out, err = run_tool(tool, "probe", "--dist", "--build-dir", build, "--json")
    view = json_of("probe --dist --json", out)
    expect(code == 1, f"probe --dist of a failed check exited {code}: {err}")
    expect(
        view["scheduler_now"].startswith("not asked") and view["this_build"].startswith("no sccache server"),
        f"probe --dist asked an sccache that configure never set up: {view}",
    )
    code, text, _ = run_tool(tool, "probe", "--dist", "--build-dir", build)
    expect(
        code == 1 and "configure check   failed: the scheduler did not answer" in text and "start it" in text,
        f"probe --dist's text does not say the check failed and the fix: {text}",
    )


def test_probe_dist_asks_the_trees_own_sccache_and_counts_the_jobs_on_servers(tool, scratch):
    build = configured(
        os.path.join(scratch, "build"),
        {
            "ok": True,
            "scheduler": "http://scheduler:10600",
            "config": "/tree/sccache.toml",
            "port": 4227,
            "sccache": fake_sccache(scratch),
            "seconds": 1.5,
            "num_servers": 2,
            "num_cpus": 64,
        },
    )
    code, out, err = run_tool(tool, "probe", "--dist", "--build-dir", build, "--json")
    expect(code == 0, f"probe --dist of a distributed tree exited {code}: {err}")
    view = json_of("probe --dist --json", out)
    status = view["scheduler_now"]["SchedulerStatus"][1]
    expect(
        status["port"] == "4227" and status["conf"] == "/tree/sccache.toml",
        f"sccache was not started with the tree's port and configuration: {status}",
    )
    expect(
        view["this_build"]["distributed"] == 5 and view["this_build"]["dist_errors"] == 1,
        f"probe --dist counted {view['this_build']}",
    )
    code, text, _ = run_tool(tool, "probe", "--dist", "--build-dir", build)
    expect(
        code == 0 and "5 jobs ran on build servers" in text and "1 failed to distribute" in text,
        f"probe --dist's text: {text}",
    )
