#!/usr/bin/env python3
"""Reward throughput: one verl step's worth of Eq. 4 rewards (64 prompts x 8 responses = 512) with 1 and 2 workers.

Rows: the shipped problems (`data/problems/*.jsonl`; small built-in problems if absent), P1 = a slow correct solution
(the `slow` role when the problem has one). Responses per prompt, drawn with a seed from a "typical" RL mix: a faster
correct program, a copy of P1, a wrong program from the problem's pool, text without code, a crashing program and,
rarely, an infinite loop (bounded by the sandbox: at most two time limits per program).

Two paths are timed; both call the one reward function (`metaevolve.train.reward.eq4_records`):
  trl   - `Eq4Reward`: one batch call over `workers` sandbox workers;
  verl  - `compute_score` called from a thread pool as verl's `naive` manager does (P1's first pass once per
          process), concurrency = workers.
and each under two protocols, in the same run, so their ratio is the cost of the measurement protocol:
  protocol - `execution.measure.Timing()` (repeated timing, interleaved re-timing of close calls, noise band);
  single   - `execution.measure.PAPER_LETTER` (one run each, no band: the rule used before; copies of P1 are still
             recognised by program identity).
Goals: <= 30 s per 512 rewards on 2 cores (issue 6); the protocol <= 2x the single-run cost (issue 13).

    .venv/bin/python bench/bench_reward.py [--prompts 64] [--group 8] [--workers 1 2] [--seed 0] [--paths trl verl]
                                           [--timings protocol single] [--time-limit-s 1.0]
"""
from __future__ import annotations
import argparse, json, os, random, sys, time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from metaevolve.core.problems import Problem, TestCase, load_problems  # noqa: E402

MIX = [("faster", 0.35), ("copy_p1", 0.20), ("wrong", 0.20), ("no_code", 0.10), ("crash", 0.10), ("loop", 0.05)]


def builtin_problems() -> list[Problem]:
    "Fallback problems with a fast, a slow and a wrong solution each (used when data/problems is empty)."
    out = []
    for k in range(8):
        n = 20000 * (k + 1)
        tests = [TestCase(f"{m}\n", f"{m * (m + 1) // 2}\n") for m in (n, n // 2, 7, 1)]
        out.append(Problem(id=f"tri{k}", source="bench", statement="Print 1 + 2 + ... + n.", tests=tests, time_limit_s=2.0,
                           solutions=["n = int(input())\nprint(n * (n + 1) // 2)\n",
                                      "n = int(input())\nt = 0\nfor i in range(1, n + 1):\n    t += i\nprint(t)\n",
                                      "n = int(input())\nprint(n * n // 2)\n"],
                           meta={"roles": ["fast", "slow", "wrong"]}))
    return out


def shipped_problems() -> tuple[list[Problem], str]:
    d = REPO/"data"/"problems"
    try:
        probs = [p for p in load_problems(d) if len(p.solutions) >= 2]
        if probs: return probs, f"{d} ({len(probs)} problems with >= 2 solutions)"
    except (FileNotFoundError, ValueError):
        pass
    return builtin_problems(), "built-in fallback problems (data/problems has none)"


def role_solutions(p: Problem) -> dict[str, list[str]]:
    "Solutions by role (meta['roles'] when present; else first = fast, second = slow, rest = wrong)."
    roles = p.meta.get("roles") or (["fast", "slow"] + ["wrong"] * (len(p.solutions) - 2))
    out: dict[str, list[str]] = {}
    for r, s in zip(roles, p.solutions): out.setdefault(r, []).append(s)
    return out


def fence(code: str) -> str:
    return f"I made it faster.\n```python\n{code.rstrip()}\n```\n"


def make_batch(problems: list[Problem], prompts: int, group: int, seed: int):
    "(ground_truth, extra_info, response, kind) for prompts x group responses."
    rng = random.Random(seed)
    kinds, weights = zip(*MIX)
    batch = []
    for i in range(prompts):
        p = problems[i % len(problems)]
        sols = role_solutions(p)
        p1 = (sols.get("slow") or sols.get("fast") or p.solutions)[0]
        fast = (sols.get("fast") or [p1])[0]
        gt = json.dumps(p.to_dict() | {"solutions": [], "format": "metaevolve/v1", "p1": {"code": p1, "score": 0.0}})
        ei = {"p1_code": p1, "p1_score": 0.0, "index": i, "split": "train", "problem_id": p.id}
        for _ in range(group):
            k = rng.choices(kinds, weights)[0]
            code = {"faster": fast, "copy_p1": p1, "wrong": rng.choice(sols.get("wrong") or ["print(-1)\n"]),
                    "crash": "raise ValueError('bad input')\n", "loop": "while True:\n    pass\n"}.get(k)
            batch.append((gt, ei, fence(code) if code else "Sorry, I cannot improve this program.", k))
    return batch


def _timing(name: str):
    from metaevolve.execution.measure import PAPER_LETTER, Timing
    return Timing() if name == "protocol" else PAPER_LETTER


def _fresh_process_view() -> None:
    "Forget what an earlier path measured: P1 first passes, comparisons, cached evaluations."
    from metaevolve.train import reward as R
    from metaevolve.execution import fitness
    R._P1_MEMO, R._PAIR_MEMO = R.P1Memo(), R.P1Memo(16384)
    fitness.clear_cache()


def bench_trl(batch, workers: int, time_limit_s: float | None = None, timing: str = "protocol") -> tuple[float, list]:
    from metaevolve.train.reward import Eq4Reward
    rw = Eq4Reward(workers=workers, time_limit_s=time_limit_s, timing=_timing(timing))
    t0 = time.perf_counter()
    rewards = rw([b[2] for b in batch], ground_truth=[b[0] for b in batch], extra_info=[b[1] for b in batch])
    return time.perf_counter() - t0, rw.last


def bench_verl(batch, workers: int, time_limit_s: float | None = None, timing: str = "protocol") -> tuple[float, list]:
    from metaevolve.train import reward as R
    t = _timing(timing)
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max(1, workers)) as ex:
        out = list(ex.map(lambda b: R.compute_score("metaevolve", b[2], b[0], b[1], time_limit_s=time_limit_s,
                                                    tie_band=t.tie_band, runs=t.runs, max_runs=t.max_runs), batch))
    return time.perf_counter() - t0, out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--prompts", type=int, default=64); ap.add_argument("--group", type=int, default=8)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2]); ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--paths", nargs="+", default=["trl", "verl"], choices=["trl", "verl"])
    ap.add_argument("--timings", nargs="+", default=["protocol", "single"], choices=["protocol", "single"])
    ap.add_argument("--time-limit-s", type=float, default=None, help="cap per-test time limits (P1 and P2 alike)")
    a = ap.parse_args(argv)
    probs, where = shipped_problems()
    batch = make_batch(probs, a.prompts, a.group, a.seed)
    print(f"data: {where}; {a.prompts} prompts x {a.group} responses = {len(batch)}; "
          f"mix {dict(sorted(Counter(b[3] for b in batch).items()))}; cores {os.cpu_count()}; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}", flush=True)
    rows = []
    for path in a.paths:
        for w in a.workers:
            for timing in a.timings:
                _fresh_process_view()
                secs, recs = (bench_trl if path == "trl" else bench_verl)(batch, w, a.time_limit_s, timing)
                n = len(recs)
                rows.append({"path": path, "workers": w, "timing": timing, "time_limit_cap_s": a.time_limit_s,
                             "seconds": round(secs, 2), "rewards_per_s": round(n / secs, 1),
                             "improvement_rate": round(sum(r["score"] > 0 for r in recs) / n, 3),
                             "same_program": int(sum(r["same_program"] for r in recs)),
                             "p2_timed_runs": int(sum(r["timing_runs"] for r in recs)),
                             "no_reward": int(sum(r["failed"] for r in recs)), "goal_30s": secs <= 30,
                             "load_avg_1m": round(os.getloadavg()[0], 1)})
                print(json.dumps(rows[-1]), flush=True)
            base = {r["timing"]: r["seconds"] for r in rows[-len(a.timings):]}
            if {"protocol", "single"} <= set(base):
                print(json.dumps({"path": path, "workers": w, "cost_ratio_protocol_vs_single": round(base["protocol"] / base["single"], 2)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
