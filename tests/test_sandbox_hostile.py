"""Hostile programs against the sandbox (issues 2 and 16): each must end with the right verdict, the host untouched,
the server alive, and no process left behind — in every mode this machine provides (tests/sandbox_modes.py), as
root and, through tests/test_sandbox_nonroot.py, as an ordinary user."""
import json, os, secrets, socket, textwrap
from pathlib import Path

import psutil
import pytest

from metaevolve.execution.sandbox import Limits, WorkerPool, slot_processes, _server_host_pid
from metaevolve.core.problems import Problem, TestCase as Case
from metaevolve.execution.fitness import evaluate
from sandbox_modes import disabled, interpreter_private, modes


@pytest.fixture(scope="module", params=modes())
def pool(request):
    with disabled(request.param) as sup:
        p = WorkerPool(1)
        p.workers[0].start()
        assert p.run("print(1)").stdout == b"1\n"          # starts the lean twin too: the fixture watches both
        p.sup = dict(sup)
        yield p
        p.close()


def server_tree(pool):
    "The sandboxes' own processes (bwrap, the fork servers), host view: everything under the worker but the program's."
    out = []
    for w in pool.workers[0].servers():
        if w.proc is None: continue
        program = {c.pid for c in psutil.Process(_server_host_pid(w.proc)).children(recursive=True)}
        out += [w.proc.pid] + [c.pid for c in psutil.Process(w.proc.pid).children(recursive=True) if c.pid not in program]
    return sorted(out)


@pytest.fixture
def run(pool):
    before = server_tree(pool)
    def _run(src, stdin=b"", **lim):
        return pool.run(textwrap.dedent(src), stdin, Limits(**{"wall_s": 2.0, **lim}))
    yield _run
    assert slot_processes(pool) == [], "a process of the program survived the test"
    assert server_tree(pool) == before, "the sandbox's process tree changed (server killed or strays left)"


def needs(pool, *what):
    "Skip where this mode lacks a layer the check is about (the SandboxWarning of that mode says so)."
    sup = pool.sup
    if "bwrap" in what and not sup["bwrap"]: pytest.skip("no mount namespace without bubblewrap")
    if "imports" in what and not sup["bwrap"] and sup["root"] and interpreter_private():
        pytest.skip("root without bubblewrap: the slot uid cannot read the interpreter's library in root's home")
    if "nproc" in what and sup["nproc"] == "none": pytest.skip("uid 0 without a slot uid: no process limit")
    if "seccomp" in what and not (sup["clock"] == "tree" and sup["seccomp"]): pytest.skip("no SIGCHLD filter in this mode")


def test_infinite_loop(run):
    r = run("while True: pass", wall_s=1.0)
    assert r.status == "timeout", r


def test_cpu_limit_of_a_helper(run, pool):
    "A helper process that spins is stopped by the CPU limit on the whole tree, or at the latest by the wall limit."
    r = run("import os, time\nif os.fork() == 0:\n    while True: pass\ntime.sleep(30)", cpu_s=0.5, wall_s=3.0)
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


def test_numpy_memory_bomb(run):
    r = run("import numpy as np\nx = np.ones(10**9)\nprint(x.sum())", memory_mb=256, wall_s=10)
    assert r.status == "memory_limit", r


def test_fork_bomb(run, pool):
    needs(pool, "nproc")
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


def test_thread_storm(run, pool):
    needs(pool, "nproc")
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


def test_disk_fill(run, pool):
    "Files in the working directory are bounded per file, and in total by the memory cgroup or the tmpfs size."
    needs(pool, "bwrap")
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
    if r.status == "ok": assert r.stdout.startswith(b"stopped") and int(r.stdout.split()[-1]) <= 256 + 16, r


def test_host_file_write(run, pool, tmp_path):
    "Only the working directory and the sandbox's own /tmp take files, and nothing reaches the host."
    needs(pool, "bwrap")
    tag = secrets.token_hex(6)
    targets = [f"/work/main/x_{tag}", f"{Path.home()}/x_{tag}", f"/etc/x_{tag}", f"/usr/x_{tag}"]
    private = [f"/tmp/x_{tag}", f"{tmp_path}/x_{tag}"]     # the sandbox's private /tmp: allowed, never the host's
    r = run(f"""
        import os
        for p in {targets + private!r} + ["x_{tag}"]:
            try:
                os.makedirs(os.path.dirname(p) or ".", exist_ok=True)
                with open(p, "w") as f: f.write("pwned")
                print("wrote", p)
            except OSError as e: print("denied", p, type(e).__name__)
    """)
    assert r.status == "ok", r
    assert r.stdout.count(b"denied") == len(targets) and b"wrote x_" in r.stdout, r.stdout   # only its own cwd
    for p in targets + private + [f"{os.getcwd()}/x_{tag}"]:
        assert not os.path.exists(p), p


def test_loopback_network(run, pool):
    needs(pool, "imports")
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


def test_setsid_double_fork_survivor(run):
    r = run("""
        import os, time
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                if os.fork() == 0:
                    os.setsid(); time.sleep(60); os._exit(0)
                time.sleep(60)
                open("/tmp/survivor", "w").write("alive")
                os._exit(0)
            os._exit(0)
        time.sleep(0.05)
        print("parent done")
    """)
    assert r.status == "ok" and r.stdout == b"parent done\n", r
    # the fixture checks that no process of the program is left; the grandchildren were in their own sessions


def test_busy_escapee_is_counted(run, pool):
    "A daemon that escaped its session and spins is timed until it is killed, not only its parent."
    r = run("""
        import os, time
        r, w = os.pipe()
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:                 # the daemon spins and reports its own CPU time as it goes
                while True:
                    for _ in range(20000): pass
                    os.write(w, b"%20.6f" % time.thread_time())
            os._exit(0)
        os.close(w)
        time.sleep(0.3)
        data = os.read(r, 1 << 20)
        data = data[:len(data) // 20 * 20]
        print(float(data[-20:]))               # the daemon's CPU when the program stops reading
    """, wall_s=5)
    daemon = float(r.stdout or 0)
    assert r.status == "ok" and r.time_s >= 0.95 * daemon > 0.02, (r.time_s, daemon, r)


def test_parent_kill(run, pool):
    "kill/stop of the server (its parent, pid 1, -1) is dropped or refused: the next test still runs on the same server."
    r = run("""
        import os, signal
        for target, sig in ((os.getppid(), signal.SIGKILL), (1, signal.SIGKILL), (1, signal.SIGSTOP),
                            (1, signal.SIGTERM), (2, signal.SIGKILL), (-1, signal.SIGKILL)):
            try: os.kill(target, sig); print("sent", target, sig.name)
            except OSError as e: print("denied", target, e.errno)
        print("still here")
    """)
    assert r.status in ("ok", "runtime_error") and b"still here" in r.stdout, r
    assert all(w.proc.poll() is None for w in pool.workers[0].servers())    # (and the fixture: the same processes)
    assert pool.run("print(1)").stdout == b"1\n"


def test_ptrace_and_memory_of_the_server(run, pool):
    needs(pool, "imports")
    r = run("""
        import ctypes, os
        libc = ctypes.CDLL(None, use_errno=True)
        print("attach", libc.ptrace(16, os.getppid(), 0, 0), ctypes.get_errno())      # PTRACE_ATTACH
        for p in (f"/proc/{os.getppid()}/mem", f"/proc/{os.getppid()}/environ", f"/proc/{os.getppid()}/fd/0"):
            try: open(p, "rb").read(16); print("read", p)
            except OSError as e: print("denied", p, e.errno)
        try: fd = os.open("/proc/sys/kernel/ns_last_pid", os.O_WRONLY); os.write(fd, b"1"); print("wrote ns_last_pid")
        except OSError as e: print("denied ns_last_pid", e.errno)
    """)
    out = r.stdout.decode()
    assert r.status == "ok" and "attach -1" in out and "read " not in out and "wrote" not in out, out


def test_sigchld_ignore_refused(run, pool):
    "Where the PID-namespace clock times the tree, ignoring SIGCHLD (auto-reaped children) is refused."
    needs(pool, "seccomp")
    r = run("import signal\ntry: signal.signal(signal.SIGCHLD, signal.SIG_IGN); print('allowed')\n"
            "except OSError as e: print('refused', e.errno)")
    assert r.stdout == b"refused 1\n", r


def test_multiprocessing_and_subprocess_work(run, pool):
    needs(pool, "imports")
    r = run("""
        import multiprocessing as mp, subprocess, sys, concurrent.futures as cf
        with mp.Pool(2) as p: a = sum(p.map(abs, range(-10, 10)))
        with cf.ProcessPoolExecutor(2) as ex: b = sum(ex.map(abs, range(-10, 10)))
        c = subprocess.run([sys.executable, "-S", "-c", "print(6*7)"], capture_output=True, text=True).stdout.strip()
        print(a, b, c)
    """, wall_s=20)
    assert r.stdout == b"100 100 42\n", r


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
    needs(pool, "bwrap")
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


def test_segfault(run, pool):
    needs(pool, "imports")
    r = run("import ctypes; ctypes.string_at(0)")
    assert r.status == "runtime_error" and "SIGSEGV" in r.detail, r


def test_deep_recursion_and_numpy_pass(run):
    "A 256 MiB thread stack (RLIMIT_DATA counts reserved stacks in full, so not 512 MiB under a 512 MB limit)."
    r = run("""
        import sys, threading
        from functools import lru_cache
        import numpy as np
        sys.setrecursionlimit(10**6); threading.stack_size(256 << 20)
        @lru_cache(None)
        def g(n): return 0 if n == 0 else 1 + g(n - 1)
        def main(): print(g(10**5), int(np.ones(4_000_000).sum()))
        threading.Thread(target=main).start()
    """, wall_s=20)
    assert r.status == "ok" and r.stdout == b"100000 4000000\n", r


def test_numpy_blas_and_threads_pass(run, pool):
    "numpy/OpenBLAS, a 240 MB array and threads with 64 MiB stacks fit the default 512 MB in every mode."
    needs(pool, "imports")                  # numpy.random imports `secrets`, which the server did not preload
    r = run("""
        import numpy as np, threading
        a = np.random.rand(600, 600); b = a @ a; w = np.linalg.eigvalsh(a + a.T)
        x = np.ones(30_000_000)
        threading.stack_size(64 << 20)
        ts = [threading.Thread(target=lambda: np.ones(10**6) @ np.ones(10**6)) for _ in range(2)]
        for t in ts: t.start()
        for t in ts: t.join()
        print(int(x.sum()), b.shape)
    """, wall_s=20)
    assert r.status == "ok" and r.stdout == b"30000000 (600, 600)\n", r
