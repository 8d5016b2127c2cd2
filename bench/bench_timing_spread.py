#!/usr/bin/env python3
"""Between-process timing spread: the same program evaluated by separate `metaevolve eval` processes, as a user
re-running a command (or a resumed run re-timing a program) does, against the same evaluations inside one process.

For programs of about 0.5, 2 and 20 ms per test (the loop problems of `bench_signal.py`, 4 tests), `--repeats`
separate processes each print one result; the runtime CV over them is the between-process spread. Two protocols:
`--decision paper` (one run per test, the paper's letter) and the default `noise_aware` (min of 3 runs per test,
`execution.measure.Timing()`). Beside them, the CV of the same number of evaluations in one process. `--load N` runs
it all under N background processes alternating busy and idle spells (bench_signal's load). Goal: CV <= 3 % for
>= 1 ms programs on a quiet machine, with the protocol. Writes the figures as JSON with `--json FILE`.

    .venv/bin/python bench/bench_timing_spread.py [--repeats 8] [--targets 0.5 2 20] [--load 0] [--json out.json]
"""
from __future__ import annotations
import argparse, json, os, statistics, subprocess, sys, tempfile, time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO)); sys.path.insert(0, str(REPO/"bench"))

from bench_signal import LOOP, calibrate, loop_problem, start_load, stop_load  # noqa: E402


PREFIX: list[str] = []   # a command the separate processes run under (--no-aslr: `setarch -R`, address layout fixed)


def cv(xs: list[float]) -> float: return statistics.stdev(xs) / statistics.mean(xs) if len(xs) > 1 else 0.0


def separate(prog: Path, prob: Path, decision: str, repeats: int) -> list[float]:
    "Runtime of `repeats` separate `metaevolve eval` processes (no cache)."
    cmd = [*PREFIX, sys.executable, "-m", "metaevolve.cli.entry", "eval", str(prog), "--problem", str(prob), "--no-cache",
           "--decision", decision]
    return [json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=REPO).stdout)["runtime_s"]
            for _ in range(repeats)]


def one_process(problem, decision: str, repeats: int) -> list[float]:
    "Runtime of `repeats` evaluations in this process (no cache)."
    from metaevolve.execution.measure import evaluate_measured, timing_for
    return [evaluate_measured(LOOP, problem, timing_for(decision), cache=False).runtime_s for _ in range(repeats)]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=8); ap.add_argument("--targets", type=float, nargs="*", default=[0.5, 2, 20])
    ap.add_argument("--load", type=int, default=0); ap.add_argument("--json", type=Path)
    ap.add_argument("--no-aslr", action="store_true", help="run the separate processes without address randomization")
    ap.add_argument("--decisions", nargs="*", default=["paper", "noise_aware"])
    a = ap.parse_args(argv)
    if a.no_aslr: PREFIX[:] = ["setarch", os.uname().machine, "-R"]
    procs = start_load(a.load) if a.load else []
    rows = []
    try:
        with tempfile.TemporaryDirectory() as d:
            for t in a.targets:
                n = calibrate(t); problem = loop_problem(n)
                prob, prog = Path(d)/f"p{n}.json", Path(d)/"loop.py"
                prob.write_text(json.dumps(problem.to_dict())); prog.write_text(LOOP)
                for decision in a.decisions:
                    sep, one = separate(prog, prob, decision, a.repeats), one_process(problem, decision, a.repeats)
                    rows.append({"target_ms": t, "decision": decision, "mean_ms": round(1e3 * statistics.mean(sep), 3),
                                 "cv_separate_pct": round(100 * cv(sep), 2), "cv_one_process_pct": round(100 * cv(one), 2),
                                 "min_ms": round(1e3 * min(sep), 3), "max_ms": round(1e3 * max(sep), 3)})
                    print(json.dumps(rows[-1]), flush=True)
    finally:
        stop_load(procs)
    out = {"repeats": a.repeats, "load": a.load, "no_aslr": a.no_aslr, "loadavg": os.getloadavg(), "rows": rows, "time": time.strftime("%Y-%m-%d %H:%M")}
    if a.json: a.json.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__": sys.exit(main())
