"""Hostile programs against the sandbox (issue 2 acceptance): each must end with the right verdict, the host untouched,
the server alive, and no process left behind."""
import json, os, secrets, socket, textwrap
from pathlib import Path

import psutil
import pytest

from metaevolve.execution.sandbox import Limits, WorkerPool, slot_processes, sandbox_support
from metaevolve.core.problems import Problem, TestCase as Case
from metaevolve.execution.fitness import evaluate

pytestmark = pytest.mark.skipif(not sandbox_support()["bwrap"], reason="needs bubblewrap")


@pytest.fixture(scope="module")
def pool():
    p = WorkerPool(1)
    p.workers[0].start()
    yield p
    p.close()


def server_tree(pool):
    "Pids under the worker's bwrap process (its init and the server), host view."
    return sorted(c.pid for c in psutil.Process(pool.workers[0].proc.pid).children(recursive=True))


@pytest.fixture
def run(pool):
    before = server_tree(pool)
    def _run(src, stdin=b"", **lim):
        return pool.run(textwrap.dedent(src), stdin, Limits(**{"wall_s": 2.0, **lim}))
    yield _run
    assert slot_processes(pool) == [], "a process of the program survived the test"
    assert server_tree(pool) == before, "the sandbox's process tree changed (server killed or strays left)"


def test_infinite_loop(run):
    r = run("while True: pass", wall_s=1.0)
    assert r.status == "timeout", r


def test_sleep(run):
    r = run("import time; time.sleep(30)", wall_s=0.5)
    assert r.status == "timeout" and r.time_s < 0.1, r     # CPU time of a sleeper is ~0: the wall limit catches it


def test_sigterm_ignored(run):
    r = run("import signal\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\nwhile True: pass", wall_s=0.5)
    assert r.status == "timeout", r


def test_memory_bomb(run):
    r = run("x = []\nwhile True: x.append(bytearray(50 << 20))", memory_mb=256, wall_s=10)
    assert r.status == "memory_limit", r


def test_fork_bomb(run):
    r = run("""
        import os, time
        n = 0
        for _ in range(1000):
            try:
                if os.fork() == 0:
                    time.sleep(60); os._exit(0)
                n += 1
            except OSError: break
        print(n)
    """, wall_s=5, nproc=32)
    assert r.status == "ok" and int(r.stdout) < 32, r


def test_thread_storm(run):
    r = run("""
        import threading, time
        n = 0
        for _ in range(2000):
            try: threading.Thread(target=time.sleep, args=(60,), daemon=True).start(); n += 1
            except RuntimeError: break
        print(n)
    """, wall_s=5, nproc=32)
    assert r.status == "ok" and int(r.stdout) < 32, r


def test_output_flood(run):
    r = run("import sys\nwhile True: sys.stdout.write('x' * 65536)", output_bytes=1 << 20, wall_s=5)
    assert r.status == "output_limit" and len(r.stdout) <= 1 << 20, r


def test_disk_fill(run):
    r = run("""
        import os
        total = 0
        try:
            for i in range(100000):
                with open(f"f{i}", "wb") as f:
                    for _ in range(16): f.write(b"x" * (1 << 20)); total += 1
        except OSError as e: print("stopped", type(e).__name__)
        print(total)
    """, file_bytes=8 << 20, memory_mb=256, wall_s=20)
    assert r.status in ("ok", "memory_limit"), r
    if r.status == "ok": assert int(r.stdout.split()[-1]) <= 8, r   # one file, stopped at the file-size limit


def test_host_file_write(run, tmp_path):
    tag = secrets.token_hex(6)
    targets = [f"/tmp/x_{tag}", f"/work/main/x_{tag}", f"{Path.home()}/x_{tag}", f"{tmp_path}/x_{tag}"]
    r = run(f"""
        import os
        for p in {targets!r} + ["x_{tag}"]:
            try:
                os.makedirs(os.path.dirname(p) or ".", exist_ok=True)
                with open(p, "w") as f: f.write("pwned")
                print("wrote", p)
            except OSError as e: print("denied", p, type(e).__name__)
    """)
    assert r.status == "ok", r
    assert r.stdout.count(b"denied") == len(targets) and b"wrote x_" in r.stdout, r.stdout   # only its own cwd
    for p in targets + [f"/tmp/x_{tag}", f"{os.getcwd()}/x_{tag}"]:
        assert not os.path.exists(p), p


def test_loopback_network(run):
    srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(5); srv.setblocking(False)
    port = srv.getsockname()[1]
    try:
        r = run(f"""
            import socket
            for host in ("127.0.0.1", "8.8.8.8", "pypi.org"):
                try: socket.create_connection((host, {port} if host == "127.0.0.1" else 443), timeout=1); print("connected", host)
                except OSError as e: print("blocked", host, type(e).__name__)
        """, wall_s=10)
        assert r.status == "ok" and r.stdout.count(b"blocked") == 3, r
        with pytest.raises(BlockingIOError): srv.accept()
    finally: srv.close()


def test_setsid_double_fork_survivor(run, tmp_path):
    r = run("""
        import os, time
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                time.sleep(3)
                open("/tmp/survivor", "w").write("alive")
                os._exit(0)
            os._exit(0)
        time.sleep(0.05)
        print("parent done")
    """)
    assert r.status == "ok" and r.stdout == b"parent done\n", r
    # the fixture checks that no process of the slot uid is left; the grandchild was in its own session


def test_parent_kill(run, pool):
    pid = pool.workers[0].server_pid
    r = run("""
        import os, signal
        for target in (os.getppid(), 1, 2, -1):
            try: os.kill(target, signal.SIGKILL); print("killed", target)
            except OSError as e: print("denied", target, e.errno)
        print("still here")
    """)
    # kill(-1) kills every process the program may signal: only itself (own uid, own pid namespace)
    assert r.status in ("ok", "runtime_error") and b"killed 1" not in r.stdout and b"killed 2" not in r.stdout, r
    assert pool.workers[0].server_pid == pid and pool.run("print(1)").stdout == b"1\n"


def test_clock_tampering(run):
    work = "s = 0\nfor i in range(3_000_000): s += i\n"
    honest = run(work, wall_s=20)
    r = run(textwrap.dedent("""
        import time
        for name in ("perf_counter", "time", "monotonic", "process_time", "thread_time"):
            setattr(time, name, lambda: 0.0)
            setattr(time, name + "_ns", lambda: 0)
    """) + work + "print('fast')", wall_s=20)
    assert r.status == "ok" and r.time_s > 0.5 * honest.time_s > 0.01, (r, honest)


def test_reading_expected_output(pool, tmp_path):
    secret = "SECRET-" + secrets.token_hex(16)
    prob = Problem("leak", "test", "", [Case("hello\n", secret + "\n")], time_limit_s=20)
    pfile = tmp_path / "problem.json"; pfile.write_text(json.dumps(prob.to_dict()))
    spy = textwrap.dedent(f"""
        import os, re, sys
        pat = re.compile(rb"SECRET-[0-9a-f]{{32}}")
        found = set()
        blobs = [repr(os.environ).encode(), repr(sys.argv).encode()]
        for p in ("{pfile}", "/proc/1/cmdline", "/proc/2/cmdline", "/proc/1/environ", "/proc/2/environ", "/proc/2/mem"):
            try: blobs.append(open(p, "rb").read(1 << 20))
            except OSError: pass
        for top in ("/tmp", "/work", "/root", "/home", "/etc", "/sbx"):
            for d, sub, fs in os.walk(top):
                sub[:] = [s for s in sub if s not in ("site-packages", ".pyenv")]   # the Python install: big, public
                for f in fs:
                    try: found.update(pat.findall(open(os.path.join(d, f), "rb").read(1 << 16)))
                    except OSError: pass
        try:   # our own memory: everything the server had before fork
            with open("/proc/self/maps") as m, open("/proc/self/mem", "rb") as mem:
                for line in m:
                    a, b = (int(x, 16) for x in line.split()[0].split("-"))
                    if "r" in line.split()[1] and b - a < (256 << 20):
                        for c in range(a, b, 1 << 20):
                            try: mem.seek(c); found.update(pat.findall(mem.read(min(1 << 20, b - c) + 64)))
                            except (OSError, ValueError, OverflowError): pass
        except OSError: pass
        for b in blobs: found.update(pat.findall(b))
        blobs = []
        print(found.pop().decode() if found else "nothing")
    """)
    w = pool.acquire()
    try: res = evaluate(spy, prob, cache=False, worker=w)
    finally: pool.release(w)
    assert res.tests[0].verdict == "wrong_answer", res
    assert slot_processes(pool) == []


def test_segfault(run):
    r = run("import ctypes; ctypes.string_at(0)")
    assert r.status == "runtime_error" and "SIGSEGV" in r.detail, r


def test_deep_recursion_and_numpy_pass(run):
    r = run("""
        import sys, threading
        from functools import lru_cache
        import numpy as np
        sys.setrecursionlimit(10**6); threading.stack_size(512 << 20)
        @lru_cache(None)
        def g(n): return 0 if n == 0 else 1 + g(n - 1)
        def main(): print(g(10**5), int(np.ones(4_000_000).sum()))
        threading.Thread(target=main).start()
    """, wall_s=20)
    assert r.status == "ok" and r.stdout == b"100000 4000000\n", r
