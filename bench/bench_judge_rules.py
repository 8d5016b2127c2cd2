"""What the harness-compatibility rules of issue 14 cost inside the timing. Prints figures; asserts nothing.

    .venv/bin/python bench/bench_judge_rules.py [--runs 200]

The prelude is bound before the start barrier and compilation happens in the fork server, so what remains inside
the timed span is the interpreter-like shutdown (threads joined, `atexit`, flushes, files in the program's own
globals). Measured with the same worker in the same run:

1. `time_s` of trivial programs (`pass`, `print(1)`, read two numbers and print the sum): the floor that every
   program pays; Eq. 3 gives 1.0 below 1 ms, so this floor must stay far below 1 ms.
2. A ~2 ms program: `time_s` in the sandbox divided by the same work's CPU time measured in this process (the ratio
   should be close to 1: the rules add a constant, not a factor).
3. The same with a wrapped program (top-level `return`) and one that registers an `atexit` handler.
"""
import argparse, os, statistics as st, time

from metaevolve.execution.sandbox import Limits, Worker

WORK = "s = 0\nfor i in range(60000): s += i * i\n"
PROGS = {"pass": "pass", "print(1)": "print(1)", "a+b": "a, b = map(int, input().split())\nprint(a + b)\n",
         "2ms work": WORK + "print(s)\n", "2ms work, wrapped (top-level return)": WORK + "print(s)\nreturn\n",
         "2ms work, atexit print": "import atexit\n" + WORK + "atexit.register(print, s)\n"}


def in_process_cpu(runs: int) -> float:
    "Median CPU time of WORK executed here (our own code, trusted)."
    code, ts = compile(WORK, "w", "exec"), []
    for _ in range(runs):
        t = time.thread_time(); exec(code, {}); ts.append(time.thread_time() - t)
    return st.median(ts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=200)
    a = ap.parse_args()
    w = Worker(0).start()
    try:
        print(f"load average before: {os.getloadavg()}")
        base = in_process_cpu(a.runs)
        for name, src in PROGS.items():
            rs = w.run_many(src, [b"1 2\n"] * a.runs, Limits(wall_s=5))
            if not all(r.status == "ok" for r in rs): print(f"{name:40s} {rs[0].status}: {rs[0].detail[:60]}"); continue
            ts = sorted(r.time_s for r in rs)
            med, p90 = st.median(ts), ts[int(0.9 * len(ts))]
            extra = f"  ratio to in-process {med / base:.2f}" if "2ms" in name else ""
            print(f"{name:40s} time_s median {med * 1e3:.3f} ms  p90 {p90 * 1e3:.3f} ms{extra}")
        print(f"in-process CPU time of the 2 ms work: {base * 1e3:.3f} ms")
        print(f"load average after: {os.getloadavg()}")
    finally:
        w.close()


if __name__ == "__main__":
    main()
