"""A real redis-server on a free loopback port, in a directory of its own, for as long as a `with`
block lasts: the compiler-cache tests and bench/cache use it as the shared remote store. It is
stopped on the way out of the block, whatever happened inside it (an assertion, a timeout, ^C).

With a password it runs with `requirepass` (the `default` user's password), as a shared cache on a
network must; with tls=True it listens for TLS only, with a certificate for 127.0.0.1 and localhost
signed by a CA made for the occasion (`ca_file`, for SSL_CERT_FILE), by the openssl command.
"""

import os
import shutil
import socket
import ssl
import subprocess
import time


def free_loopback_port():
    """A port nothing listens on now (the kernel's choice for an ephemeral bind)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ping(port, timeout=0.5):
    """True once something answers PING on the port (a password-protected Redis answers -NOAUTH)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith((b"+PONG", b"-NOAUTH"))
    except OSError:
        return False


def make_tls_certificates(directory):
    """A CA and a server certificate for localhost and 127.0.0.1 signed by it; returns (ca, cert, key)."""
    if shutil.which("openssl") is None:
        raise FileNotFoundError("openssl is not installed: ci/install-deps.sh installs it (apt-get install openssl)")
    os.makedirs(directory, exist_ok=True)
    ca, ca_key = os.path.join(directory, "ca.pem"), os.path.join(directory, "ca.key")
    cert, key, csr = (os.path.join(directory, name) for name in ("server.pem", "server.key", "server.csr"))
    extensions = os.path.join(directory, "server.ext")
    with open(extensions, "w") as f:
        f.write("subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n")
    for command in (
        [
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            ca_key,
            "-out",
            ca,
            "-days",
            "2",
            "-subj",
            "/CN=cudacompat test CA",
        ],
        ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", csr, "-subj", "/CN=localhost"],
        [
            "x509",
            "-req",
            "-in",
            csr,
            "-CA",
            ca,
            "-CAkey",
            ca_key,
            "-CAcreateserial",
            "-out",
            cert,
            "-days",
            "2",
            "-extfile",
            extensions,
        ],
    ):
        subprocess.run(["openssl", *command], check=True, capture_output=True)
    return ca, cert, key


class RedisServer:
    def __init__(self, work_dir, password=None, tls=False):
        self.work_dir = work_dir
        self.password = password
        self.tls = tls
        self.ca_file = None
        self.port = None
        self.process = None

    @property
    def url(self):
        """The URL without credentials."""
        return f"{'rediss' if self.tls else 'redis'}://127.0.0.1:{self.port}"

    def url_with(self, password, user="default"):
        return f"{'rediss' if self.tls else 'redis'}://{user}:{password}@127.0.0.1:{self.port}"

    def command(self, *words):
        """One command, as the default user (with the password when there is one); the reply's first line."""

        def resp(ws):
            return b"".join([f"*{len(ws)}\r\n".encode()] + [f"${len(w.encode())}\r\n{w}\r\n".encode() for w in ws])

        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as raw:
            s = raw
            if self.tls:
                s = ssl.create_default_context(cafile=self.ca_file).wrap_socket(raw, server_hostname="127.0.0.1")
            with s:
                if self.password:
                    s.sendall(resp(["AUTH", self.password]))
                    reply = s.recv(256)
                    if not reply.startswith(b"+OK"):
                        raise RuntimeError(f"AUTH refused by the test's own Redis: {reply!r}")
                s.sendall(resp(list(words)))
                reply = b""
                while not reply.endswith(b"\r\n"):
                    chunk = s.recv(4096)
                    if not chunk:
                        break
                    reply += chunk
                return reply.decode().split("\r\n")[0]

    def dbsize(self):
        """The number of keys: ':17' -> 17."""
        reply = self.command("DBSIZE")
        if not reply.startswith(":"):
            raise RuntimeError(f"DBSIZE answered {reply!r}")
        return int(reply[1:])

    def __enter__(self):
        program = shutil.which("redis-server")
        if program is None:
            raise FileNotFoundError(
                "redis-server is not installed: ci/install-deps.sh installs it (apt-get install redis-server)"
            )
        os.makedirs(self.work_dir, exist_ok=True)
        self.port = free_loopback_port()
        # No persistence, no protected-mode surprises, loopback only: a throwaway store.
        options = [
            "--bind",
            "127.0.0.1",
            "--dir",
            self.work_dir,
            "--save",
            "",
            "--appendonly",
            "no",
            "--logfile",
            os.path.join(self.work_dir, "redis.log"),
        ]
        if self.password:
            options += ["--requirepass", self.password]
        if self.tls:
            self.ca_file, cert, key = make_tls_certificates(os.path.join(self.work_dir, "tls"))
            options += [
                "--port",
                "0",
                "--tls-port",
                str(self.port),
                "--tls-cert-file",
                cert,
                "--tls-key-file",
                key,
                "--tls-auth-clients",
                "no",
            ]
        else:
            options += ["--port", str(self.port)]
        self.process = subprocess.Popen([program, *options], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not (self._answers_tls() if self.tls else ping(self.port)):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(
                    f"redis-server did not answer PING on port {self.port}; see {self.work_dir}/redis.log"
                )
            time.sleep(0.05)
        return self

    def _answers_tls(self):
        try:
            return self.command("PING").startswith("+PONG")
        except (OSError, RuntimeError):
            return False

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
