"""Shared by the fault-matrix drivers: run a command and measure its own peak resident memory."""

import os
import subprocess
import threading
import time


class Completed:
    def __init__(self, returncode, stdout, stderr):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def run_measured(command, timeout=120, **popen):
    """Runs `command`; returns its result and its own peak resident memory in MB (wait4's rusage).
    Killed after `timeout` seconds (a hang is a result: returncode -9). `popen`: more Popen arguments."""
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **popen) as process:
        chunks = {"out": b"", "err": b""}

        def drain(stream, key):
            chunks[key] = stream.read()

        readers = [
            threading.Thread(target=drain, args=(process.stdout, "out")),
            threading.Thread(target=drain, args=(process.stderr, "err")),
        ]
        for reader in readers:
            reader.start()
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                process.kill()
                pid, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.005)
        for reader in readers:
            reader.join()
        process.returncode = os.waitstatus_to_exitcode(status)
        return Completed(process.returncode, chunks["out"], chunks["err"]), usage.ru_maxrss / 1024
