#!/usr/bin/env python3
"""Bookkeeping share of an evolution round (issue 7 goal: <= 2% of a round on the shipped problems).

Bookkeeping = everything in a round but generation and program execution: parent sampling, history selection and
prompt building, population update (admission, top-M, migration), record appends and the checkpoint (with fsync).
The loop measures it per round (`rounds.jsonl`: generate_s, evaluate_s, bookkeeping_s, bookkeeping_frac); this
script runs the paper's sizes (K=10, N=20, M=5, 5 islands, migration every 5) and prints the figures.

Generation is replayed (`recorded`: each shipped problem's solution pool through ScriptedBackend, ~0 s) and the
evaluation cache is off (a replayed pool repeats programs, which real model outputs do not), so the share printed is
against *execution alone* — a pessimistic bound: with any real model a round also spends seconds
to minutes generating 20 programs, which only lowers the share. The embedded-model figure is measured by
`--embedded` (slow: loads SmolLM2 and generates 20 programs a round).

    .venv/bin/python bench/bench_evolve_bookkeeping.py [--problems 2] [--rounds 5] [--parents 20] [--embedded]
"""
import argparse, json, statistics, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from metaevolve.core.problems import load_problems  # noqa: E402
from metaevolve.llm.base import ScriptedBackend  # noqa: E402
from metaevolve.search.engine import EvolveConfig, evolve
from metaevolve.search.driver import read_rounds


def recorded_backend(probs):
    pools = [(p.statement.strip(), [f"```python\n{s}\n```" for s in p.solutions]) for p in probs]
    def reply(msgs, k):
        pool = next((pl for st, pl in pools if st in msgs[-1]["content"]), ["no code"])
        return pool[k % len(pool)]
    return ScriptedBackend(reply, model="recorded")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--problems", type=int, default=2); ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--parents", type=int, default=20); ap.add_argument("--embedded", action="store_true")
    ap.add_argument("--max-tokens", type=int, default=256); ap.add_argument("--out")
    ap.add_argument("--cache", action="store_true", help="keep the evaluation cache on (repeated programs are free)")
    a = ap.parse_args()
    probs = load_problems(ROOT/"data"/"problems")
    probs = [p for p in probs if p.fn_name][:1] + [p for p in probs if not p.fn_name][:max(a.problems - 1, 0)]
    out = Path(a.out or tempfile.mkdtemp(prefix="bench-evolve-"))
    cfg = EvolveConfig(rounds=a.rounds, parents=a.parents, max_tokens=a.max_tokens)
    backend = "embedded" if a.embedded else recorded_backend(probs)
    t = time.perf_counter()
    from metaevolve.execution import fitness
    evaluator = lambda items: fitness.evaluate_many(items, progress=False, cache=a.cache)
    evolve(probs, backend, out, cfg, evaluator, progress=False)
    wall = time.perf_counter() - t
    rs = [r for r in read_rounds(out) if r["round"] > 0]
    book = [r["bookkeeping_s"] for r in rs]; frac = [r["bookkeeping_frac"] for r in rs]
    tot = sum(r["round_s"] for r in rs)
    res = {"backend": "embedded" if a.embedded else "recorded", "problems": [p.id for p in probs], "rounds": len(rs),
           "parents": a.parents, "wall_s": round(wall, 2),
           "round_s_median": round(statistics.median(r["round_s"] for r in rs), 4),
           "generate_s_median": round(statistics.median(r["generate_s"] for r in rs), 4),
           "evaluate_s_median": round(statistics.median(r["evaluate_s"] for r in rs), 4),
           "bookkeeping_s_median": round(statistics.median(book), 5), "bookkeeping_s_max": round(max(book), 5),
           "bookkeeping_frac_median": round(statistics.median(frac), 5), "bookkeeping_frac_max": round(max(frac), 5),
           "bookkeeping_frac_total": round(sum(book) / tot, 5), "run_dir": str(out)}
    print(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
