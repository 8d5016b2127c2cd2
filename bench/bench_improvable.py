"""Which shipped problems can a model improve from its own correct start? (issue 19: the demo needs a problem whose
model-written start is correct and which a contextual prompt makes faster).

Usage:
  .venv/bin/python bench/bench_improvable.py --backend oa.yaml [--all | --only ID,ID] [--initial 8] [--children 16] [--json OUT.jsonl]
  (an `openai` config at a llama-server you started needs `max_n`: its --parallel; default: the demo's llama.cpp 0.5B)

For each problem (default: the demo's two-sum and the three below that gave faster children, ~7 min; `--all`: the
28 shipped ones, ~36 min): `--initial` samples of the plain solve prompt (`history.solve_messages`, 384 new tokens), judged in
the sandbox; the best correct one is the start (as the search chooses it), judged again; then `--children` replies to
the search's contextual prompt (`history.build_prompt`: the start as current program, one other initial sample as
the history, as in the demo's training rows), 256 new tokens, stopped at the prompt's markers (`SECTION_STOPS`).
"faster" = correct with a score >= `--factor` (1.3) times the start's: one timing each, so a screen, not the search's
noise-aware decision. A start at Eq. 3's cap (score 1.0) cannot improve. One line per problem is printed and, with
`--json`, appended; the same seed and replies give the same counts (a batching llama-server may reply differently).

Measured 2026-12-04 (fb837f7), the 0.5B model (llama-server, 8 slots, temperature 0.7, seeds 1 / 2), 28 shipped
problems, 36 min: a correct start for 15 (5 of them at or near the cap: two-sum, best stretch, merge intervals,
longest window, pattern occurrences); faster children in 3 of the 15, 9 of 240 children in all:
`ship-stdio-08-count-components` 7 of 16 (its start popped a list from the front, `stack.pop(0)`; the children pop
from the end, up to 1.71x), `ship-stdio-15-next-greater` 1 of 16 (the O(n) stack, 27x), `ship-stdio-18-closest-pair`
1 of 16 (1.3x); 0 faster in the other 12 (count inversions, prime sum, LIS, LCS, window maximum, ...: children copy
the start, or are wrong). Whether a problem improves depends on the start the samples happen to give: a 2-round
search on count-components with the demo's settings (`metaevolve evolve --initial 4 --rounds 2 --parents 8
--max-tokens 256 --stop sections --seed 0`, twice, llama-server's samples differ between runs) drew a start that
already popped from the end (6.6 ms and 4.0 ms) and found nothing faster; with `--history 3` all 16 children were
wrong (copies of the 3 wrong initial samples in the history), with `--history 1` 1 of 16 correct.
"""
from __future__ import annotations
import argparse, json, sys, time

DEMO_BACKEND = "{backend: llama.cpp, model: qwen2.5-coder-0.5b, max_concurrency: 8}"
DEFAULT_ONLY = "ship-call-01-two-sum,ship-stdio-08-count-components,ship-stdio-15-next-greater,ship-stdio-18-closest-pair"


def judge(code, problem):
    "Eq. 3 in the sandbox, no cache (a fresh timing)."
    from metaevolve.execution.fitness import evaluate
    return evaluate(code, problem, cache=False)


def one_problem(problem, be, a) -> dict:
    "The start from `a.initial` solve samples, then `a.children` contextual replies; counts and the faster programs."
    from metaevolve.llm.base import GenParams
    from metaevolve.synthesis.history import Attempt, SECTION_STOPS, build_prompt, solve_messages
    t = time.perf_counter()
    init = be.generate([solve_messages(problem)], GenParams(n=a.initial, max_tokens=384, temperature=a.temperature, seed=a.seed))[0]
    evs = [(c.code, judge(c.code, problem)) for c in init]
    ok = sorted([(e.score, c) for c, e in evs if e.correct], key=lambda x: -x[0])
    rec = {"id": problem.id, "init_correct": len(ok)}
    if ok:
        code = ok[0][1]
        start = judge(code, problem)
        others = [Attempt.from_eval(c, e) for c, e in evs if c and c != code][:1]
        kids = be.generate([build_prompt(problem, Attempt.from_eval(code, start), others)],
                           GenParams(n=a.children, max_tokens=256, temperature=a.temperature, seed=a.seed + 1,
                                     stop=list(SECTION_STOPS)))[0]
        kev = [judge(c.code, problem) for c in kids]
        fast = [c.code for c, e in zip(kids, kev) if e.correct and e.score >= a.factor * start.score]
        rec.update(start_ms=round((start.runtime_s or 0) * 1000, 2), start_score=round(start.score, 4),
                   kids_correct=sum(e.correct for e in kev), kids_faster=len(fast),
                   best_ratio=round(max([e.score for e in kev if e.correct], default=0) / max(start.score, 1e-9), 2),
                   start_code=code, faster_codes=fast[:3])
    rec["s"] = round(time.perf_counter() - t)
    return rec


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--backend", default=DEMO_BACKEND, help="LLM config (default: the demo's llama.cpp 0.5B)")
    ap.add_argument("--problems", default="data/problems")
    ap.add_argument("--only", default=DEFAULT_ONLY, help="comma-separated problem ids (default: two-sum and the three found improvable)")
    ap.add_argument("--all", action="store_true", help="every problem in --problems")
    ap.add_argument("--initial", type=int, default=8, help="solve samples the start is chosen from (default 8)")
    ap.add_argument("--children", type=int, default=16, help="contextual replies from the start (default 16)")
    ap.add_argument("--temperature", type=float, default=0.7)
    ap.add_argument("--factor", type=float, default=1.3, help="'faster' = score >= factor x the start's (default 1.3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", help="append one JSON line per problem here")
    a = ap.parse_args(argv)
    from metaevolve.core.problems import load_problems
    from metaevolve.llm.config import make_backend
    probs = load_problems(a.problems)
    if not a.all: probs = [p for p in probs if p.id in a.only.split(",")]
    if not probs: print(f"no problems in {a.problems}" + ("" if a.all else f" named {a.only}"), file=sys.stderr); return 2
    be = make_backend(a.backend)
    try:
        for p in probs:
            rec = one_problem(p, be, a)
            if a.json:
                with open(a.json, "a") as f: f.write(json.dumps(rec) + "\n")
            print(json.dumps({k: v for k, v in rec.items() if not k.endswith("code") and k != "faster_codes"}), flush=True)
    finally:
        if close := getattr(be, "close", None): close()
    return 0


if __name__ == "__main__": sys.exit(main())
