#!/usr/bin/env python3
"""The fitness signal (issue 13): how stable a measured runtime is, and how often Eq. 4 rewards noise.

Figures, each for the measurement protocol (`execution.measure.Timing()`: min of 3 runs per test, interleaved
re-timing of close calls, noise band) and for a single run (the rule of one run each used before), in one run:

  cv        runtime CV of programs of ~0.1, 2, 20 and 200 ms per test, measured `--repeats` times
            (goal: <= 1 % for >= 2 ms with the protocol)
  cosmetic  share of cosmetic variants of P1 (comments, docstrings, layout) with a positive Eq. 4 reward
            (goal: 0 of >= 200)
  equal     share of equally fast but different P2 (renamed variables, reordered independent statements) rewarded
            (the noise band's job: identity does not catch them)
  speedup   detection rate of a genuine 1.2x and 2x speed-up (goal >= 95 %, 100 %)
  cost      wall time of one Eq. 4 reward, protocol / single run, per kind of pair (goal <= 2x)
  paired    the interleaved rounds alone (`interleaved`, identity bypassed) with and without the paired rounds' sign
            test (`Timing.sign_alpha`), alternating, on A/A pairs (P1 against itself), equally fast ones and genuine
            1.1x / 1.2x speed-ups: share called "improved", and rounds run

The single-run baseline: P1's first pass once (as the reward's P1 memo), P2 one pass (probe + all tests), then
`-1 if Score(P1) >= Score(P2) else Score(P2) - Score(P1)` — no identity check, no repeats, no band.
Programs: "print the sum of i for i < n" loops on a problem of 4 tests, n calibrated to the target time.
Take the figures on a quiet machine (`flock /tmp/quiet.lock ...`); the load average is printed with each section.
`--load N` runs them under N background processes that alternate busy and idle spells of 0-50 ms (seeded): the
two-state load of notebooks tested side by side, under which a test runs ~3 ms on a free core and ~5 ms on a shared one.

    .venv/bin/python bench/bench_signal.py [--pairs 200] [--speedup-pairs 50] [--repeats 10] [--only cv cosmetic ...]
    .venv/bin/python bench/bench_signal.py --only paired --pairs 200 --load 1

Figures of `paired` (2026-12-02, this 2-core machine; with / without the sign test, alternating in one run):
  --pairs 60, no background load:  A/A improved 0 / 2 of 60; equally fast 0 / 0; 1.1x 21 / 29; 1.2x 43 / 40;
                                   rounds run for a 1.2x 9.9 / 6.3
  --pairs 100 --load 1:            A/A 0 / 2 of 100; equally fast 0 / 0; 1.1x 22 / 38; 1.2x 54 / 61
The machine's floor has two states even without a load here (a test ~3 ms or ~5 ms: the host's other jobs), so a
1.2x speed-up is found in 50-72 % of the pairs of these runs (`speedup`: 25 of 50 idle; `paired`: 43 of 60), not
the >= 95 % of issue 13's runs; the sign test does not change that (`compare` on 40 such pairs: 27 with, 28 without).
"""
from __future__ import annotations
import argparse, json, os, statistics, sys, time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from metaevolve.core.problems import Problem, TestCase  # noqa: E402


def loop_problem(n: int, ntests: int = 4) -> Problem:
    return Problem(f"loop{n}", "bench", "sum", [TestCase(f"{n + j}\n", f"{(n + j) * (n + j - 1) // 2}\n") for j in range(ntests)],
                   time_limit_s=10.0)


LOOP = "n = int(input())\nstep = 1\ns = 0\nfor i in range(0, n, step):\n    s += i\nprint(s)\n"
RENAMED = LOOP.replace("s = 0", "total = 0").replace("s += i", "total += i").replace("print(s)", "print(total)")
REORDERED = LOOP.replace("n = int(input())\nstep = 1\ns = 0\n", "s = 0\nstep = 1\nn = int(input())\n")


def with_extra_work(frac: float) -> str:
    "LOOP plus a dummy pass of frac*n iterations of the same body: (1 + frac)x the work, the same output."
    return LOOP.replace("print(s)", f"z = 0\nfor i in range(0, int(n * {frac}), step):\n    z += i\nprint(s)")


def cosmetic(k: int) -> str:
    "The k-th cosmetic variant of LOOP: comments, a docstring, blank lines, spacing."
    v = LOOP.replace("s = 0", f"s = 0  # accumulator {k}")
    if k % 2: v = f'"""Variant {k}: sums the numbers below n."""\n' + v
    if k % 3 == 0: v = v.replace("\nfor", "\n\n\nfor").replace("s += i", "s  +=  i")
    if k % 5 == 0: v = v.replace("range(0, n, step)", "range(0,n,step)")
    return f"# variant {k}\n" + v


def load() -> str: return " ".join(f"{x:.2f}" for x in os.getloadavg())


BURST = ("import random, sys, time\nrandom.seed(int(sys.argv[1]))\nwhile True:\n"
         "    end = time.perf_counter() + random.uniform(0, 0.05)\n    while time.perf_counter() < end: pass\n"
         "    time.sleep(random.uniform(0, 0.05))\n")


def start_load(n: int) -> list:
    "N background processes alternating busy and idle spells of 0-50 ms (seeds 1..n); stop them with `stop_load`."
    import subprocess
    return [subprocess.Popen([sys.executable, "-c", BURST, str(i + 1)]) for i in range(n)]


def stop_load(procs: list) -> None:
    for p in procs: p.kill(); p.wait()


def calibrate(target_ms: float) -> int:
    "The loop count n whose single test takes about `target_ms` (from a 2 ms probe)."
    from metaevolve.execution.measure import measure
    n0 = 50_000
    r = measure(LOOP, loop_problem(n0, 1))
    return max(100, int(n0 * target_ms * 1e-3 / max(r.runtime_s, 1e-6)))


def bench_cv(repeats: int) -> list[dict]:
    from metaevolve.execution.fitness import run_tests
    from metaevolve.execution.measure import measure
    out = []
    for ms in (0.1, 2, 20, 200):
        p = loop_problem(calibrate(ms))
        single, prot = [], []
        for _ in range(repeats):                                   # alternating, so both see the same load
            single.append(run_tests(LOOP, p)); prot.append(measure(LOOP, p))
        cv = lambda rs, f: 100 * statistics.pstdev([f(r) for r in rs]) / statistics.mean([f(r) for r in rs])
        rt, sc = (lambda r: r.runtime_s), (lambda r: r.score)
        out.append({"figure": "cv", "target_ms": ms, "runtime_ms": round(statistics.mean(map(rt, prot)) * 1e3, 3),
                    "cv_single_pct": round(cv(single, rt), 2), "cv_protocol_pct": round(cv(prot, rt), 2),
                    "score_cv_single_pct": round(cv(single, sc), 2), "score_cv_protocol_pct": round(cv(prot, sc), 2),
                    "repeats": repeats, "load": load()})
        print(json.dumps(out[-1]), flush=True)
    return out


def today(p1: str, p2: str, prob: Problem, p1_first) -> float:
    "The single-run rule: P2 one pass (probe first), against P1's first pass."
    from metaevolve.train.reward import eq4_reward, judge_p2
    return eq4_reward(p1_first.score, judge_p2(p2, prob).score)


def pairs_figure(kind: str, p1: str, p2s: list[str], prob: Problem, timing=None) -> dict:
    "Share rewarded and cost per reward, protocol vs single run, on the same pairs (interleaved, alternating order)."
    from metaevolve.execution.fitness import run_tests
    from metaevolve.train.reward import Row, eq4_records, _P1_MEMO, _PAIR_MEMO
    first = run_tests(p1, prob)
    _P1_MEMO.put(p1, prob, first)
    new_r, old_r, new_t, old_t, decided = [], [], 0.0, 0.0, {}
    for k, p2 in enumerate(p2s):
        _PAIR_MEMO._res.clear()                                  # every pair measured afresh, as a new response would be
        for which in ((0, 1) if k % 2 == 0 else (1, 0)):
            t = time.perf_counter()
            if which == 0:
                rec = eq4_records([Row(prob, p1, 0.0, p2)], timing, explain=True)[0]; new_t += time.perf_counter() - t
                new_r.append(rec["score"]); decided[rec["decided_by"]] = decided.get(rec["decided_by"], 0) + 1
            else:
                old_r.append(today(p1, p2, prob, first)); old_t += time.perf_counter() - t
    n = len(p2s)
    return {"figure": kind, "pairs": n, "rewarded_protocol": sum(r > 0 for r in new_r), "rewarded_single": sum(r > 0 for r in old_r),
            "ms_per_reward_protocol": round(1e3 * new_t / n, 2), "ms_per_reward_single": round(1e3 * old_t / n, 2),
            "cost_ratio": round(new_t / old_t, 2) if old_t else None, "decided_by": decided, "load": load()}


def bench_paired(prob: Problem, timing, n: int) -> list[dict]:
    "`interleaved` with and without the sign test, alternating on the same pairs: share improved, mean rounds."
    from dataclasses import replace
    from metaevolve.execution.sandbox import default_pool
    rules = {"with_sign_test": timing, "without": replace(timing, sign_alpha=1.0)}
    pool = default_pool(); w = pool.acquire()                      # one worker for all, as `compare` holds one per pair
    try: return _paired_rows(prob, rules, n, w)
    finally: pool.release(w)


def _paired_rows(prob: Problem, rules: dict, n: int, w) -> list[dict]:
    from metaevolve.execution.measure import interleaved
    out = []
    for kind, p1, p2 in [("aa", LOOP, LOOP), ("equal", LOOP, RENAMED), ("speedup_1.1x", with_extra_work(0.1), LOOP),
                         ("speedup_1.2x", with_extra_work(0.2), LOOP)]:
        got = {name: [] for name in rules}
        for k in range(n):
            for name in (list(rules) if k % 2 == 0 else list(rules)[::-1]):
                got[name].append(interleaved(p1, p2, prob, rules[name], worker=w))
        row = {"figure": "paired", "pairs": kind, "n": n, "load": load()}
        for name, cs in got.items():
            row[f"improved_{name}"] = sum(c.improved for c in cs)
            row[f"rounds_{name}"] = round(statistics.mean(c.rounds for c in cs), 2)
        out.append(row); print(json.dumps(row), flush=True)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=200, help="cosmetic and equally-fast pairs (each)")
    ap.add_argument("--speedup-pairs", type=int, default=50, help="pairs per speed-up factor")
    ap.add_argument("--repeats", type=int, default=10, help="measurements per program for the CV")
    ap.add_argument("--ms", type=float, default=2.0, help="per-test runtime of P1 in the pair figures")
    ap.add_argument("--only", nargs="*", default=["cv", "cosmetic", "equal", "speedup"])
    ap.add_argument("--runs", type=int, default=None, help="Timing.runs of the protocol in the pair figures (default: Timing's)")
    ap.add_argument("--load", type=int, default=0, help="background processes of bursty load (see above)")
    a = ap.parse_args(argv)
    procs = start_load(a.load)
    try: return run(a)
    finally: stop_load(procs)


def run(a) -> int:
    from metaevolve.execution.measure import Timing
    timing = Timing() if a.runs is None else Timing(runs=a.runs)
    print(f"cores {os.cpu_count()}; load average {load()}; background load {a.load}; protocol: {timing}", flush=True)
    rows = []
    if "cv" in a.only: rows += bench_cv(a.repeats)
    prob = loop_problem(calibrate(a.ms)) if set(a.only) - {"cv"} else None
    if "paired" in a.only: rows += bench_paired(prob, timing, a.pairs)
    figures = []
    if "cosmetic" in a.only: figures.append(("cosmetic", LOOP, [cosmetic(k) for k in range(a.pairs)]))
    if "equal" in a.only: figures.append(("equal", LOOP, [(RENAMED, REORDERED)[k % 2] for k in range(a.pairs)]))
    if "speedup" in a.only:
        figures.append(("speedup_1.2x", with_extra_work(0.2), [LOOP] * a.speedup_pairs))
        figures.append(("speedup_2x", with_extra_work(1.0), [LOOP] * a.speedup_pairs))
    for kind, p1, p2s in figures:
        rows.append(pairs_figure(kind, p1, p2s, prob, timing) | {"timing_runs": timing.runs}); print(json.dumps(rows[-1]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
