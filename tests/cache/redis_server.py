"""A real redis-server on a free loopback port, in a directory of its own, for as long as a `with`
block lasts: the compiler-cache tests and bench/cache use it as the shared remote store. It is
stopped on the way out of the block, whatever happened inside it (an assertion, a timeout, ^C).
"""
import os
import shutil
import socket
import subprocess
import time


def free_loopback_port():
    """A port nothing listens on now (the kernel's choice for an ephemeral bind)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ping(port, timeout=0.5):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class RedisServer:
    def __init__(self, work_dir):
        self.work_dir = work_dir
        self.port = None
        self.process = None

    @property
    def url(self):
        return f"redis://127.0.0.1:{self.port}"

    def __enter__(self):
        program = shutil.which("redis-server")
        if program is None:
            raise FileNotFoundError("redis-server is not installed: ci/install-deps.sh installs it (apt-get install redis-server)")
        os.makedirs(self.work_dir, exist_ok=True)
        self.port = free_loopback_port()
        # No persistence, no protected-mode surprises, loopback only: a throwaway store.
        self.process = subprocess.Popen(
            [program, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.work_dir,
             "--save", "", "--appendonly", "no", "--logfile", os.path.join(self.work_dir, "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not ping(self.port):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"redis-server did not answer PING on port {self.port}; see {self.work_dir}/redis.log")
            time.sleep(0.05)
        return self

    def stop(self):
        """Stops the server now (also what a mid-build outage does); idempotent."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __exit__(self, *exc):
        self.stop()
        return False
