"""Which shipped problems can the demo's base model improve from their slow reference? One AlphaEvolve round of
`--parents` children per problem (the demo's sizes: 256 new tokens, the prompt's section stops), on every shipped
problem with room (or the first `--limit`), and per problem: children written, correct, and correct with at least
`--ratio` times the reference's measured Eq. 3 score.

Usage:

    .venv/bin/python tools/evolve_rates.py --seed 100 --out /tmp/rates [--limit 17] [--parents 8]

The run directory is an ordinary `metaevolve evolve` one (resumable: a finished problem is read back, not rerun);
the rows go to `<out>/rates.json` and print as a Markdown table. Use a seed outside the ones a later check runs on
(the demo's seeds 0-4), so a problem picked here is tested on draws it was not picked on.
"""
from __future__ import annotations
import argparse, json
from pathlib import Path


def rate_rows(out, records: list[dict], ratio: float) -> list[dict]:
    """One row per problem: the start's score as the search measured it, children, correct, correct at >= `ratio` x that
    score (one timing each), and the run's noise-aware decision on its best child (`improved`)."""
    from metaevolve.search.driver import read_programs, start_program
    rows = []
    for r in records:
        progs = read_programs(out, r["problem_id"])
        kids = [p for p in progs if p.generation >= 1]
        s = float(start_program(progs).score)
        rows.append({"problem_id": r["problem_id"], "start": round(s, 4), "children": len(kids),
                     "correct": sum(p.correct for p in kids), "faster_x": sum(p.correct and p.score >= ratio * s for p in kids),
                     "improved": bool(r["improved"])})
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--out", required=True, help="run directory (re-running resumes)")
    ap.add_argument("--problems", default="data/problems")
    ap.add_argument("--limit", type=int, default=0, help="only the first N problems with room (0: all)")
    ap.add_argument("--parents", type=int, default=8, help="children per problem (one round)")
    ap.add_argument("--ratio", type=float, default=2.0, help="a child counts as faster at this multiple of the start's score")
    a = ap.parse_args(argv)
    from metaevolve.core.basics import atomic_write_text
    from metaevolve.core.problems import load_problems
    from metaevolve.paper.demo import DemoConfig
    from metaevolve.search.driver import problems_with_room
    from metaevolve.search.engine import EvolveConfig, evolve
    probs, left = problems_with_room(load_problems(a.problems), a.limit)
    print(f"{len(probs)} problems with room; left out: {left or 'none'}", flush=True)
    demo = DemoConfig()                                   # the demo's model and sizes, one round of `--parents`
    cfg = EvolveConfig(rounds=1, parents=a.parents, n_initial=demo.n_initial, max_tokens=demo.max_tokens, seed=a.seed,
                       stop=demo.evolve_stop, start="reference", method="alphaevolve")
    rows = rate_rows(a.out, evolve(probs, demo.backend, a.out, cfg, progress=True), a.ratio)
    atomic_write_text(Path(a.out)/"rates.json", json.dumps({"seed": a.seed, "ratio": a.ratio, "rows": rows}, indent=1))
    print(f"| problem | start | children | correct | correct, >= {a.ratio:g}x start | improved |\n|---|---|---|---|---|---|")
    for r in rows: print(f"| {r['problem_id']} | {r['start']} | {r['children']} | {r['correct']} | {r['faster_x']} | {r['improved']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
