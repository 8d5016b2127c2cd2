"""Does a model *find* a faster algorithm, or only *write* one it is told? (issue 19: why the demo's evolution does not
improve a correct start with the 0.5B model).

Usage:
  .venv/bin/python bench/bench_discovery.py                          # the demo's engine: llama.cpp, qwen2.5-coder-0.5b
  .venv/bin/python bench/bench_discovery.py --backend oa.yaml -k 16 --json OUT.json   # any LLM config (llm/03_config);
                                   # an openai config at a llama-server you started needs max_n: its --parallel

One problem, written for this check (`smaller-than-query`: for every query, how many elements are smaller), and a
correct but slow start (O(n·m), the one-liner the 0.5B model writes as its first program). The same start goes to the
model `-k` times under five prompts:
  evolution  the contextual prompt of the search and of training (`build_prompt`: problem, current program with its
             measured fitness, the task stating Eq. 3) with no history: what AlphaEvolve's first round asks
  history1   as evolution, with one earlier slow attempt as the history (the demo's training histories: 1 attempt)
  history    as evolution, with three earlier slow attempts (other O(n·m) styles, measured) as the history: what a
             round's prompt looks like once the base model's other first programs are in the database
  direct     the problem, the program, "correct but slow, O(n·m)": "rewrite it with a faster algorithm"
  hint       as direct, naming the idea: "O((n+m) log n), for example by sorting nums once"
Every reply is judged in the sandbox (Eq. 3); "faster" is correct with a score >= `--factor` times the start's (the
sorted/bisect program is ~35x faster here, far above the ~12 % noise band of `execution/measure`). Same seed, same
replies => same counts; a batching server (llama.cpp with slots) may reply differently to the same seed.
Each prompt's line also counts its replies' new tokens, those cut at `--max-tokens`, and those that ran on after
their program into the prompt's own sections (`Fitness:`, `### Attempt`); `--stop-at-sections` stops replies there
(`history.SECTION_STOPS`, as the demo's evolution arms do).

Stop strings, measured 2026-12-04 (fb837f7; an `openai` config at `metaevolve llm serve --engine llama.cpp --model
qwen2.5-coder-0.5b --parallel 8`, max_n 8), `--only evolution,history1,history -k 16 --temperature 0.7`, then the
same with `--stop-at-sections`, idle machine:
  without  evolution 7 correct, 2,729 tokens, 6 cut, 5 ran on; history1 7, 2,180, 4, 3; history 13, 2,032, 4, 2:
           191.2 s of generation, 6,941 tokens, 27 correct, 14 cut, 10 ran on
  with     evolution 9, 1,769, 2, 0; history1 8, 1,482, 0, 0; history 13, 1,471, 1, 0:
           126.1 s (-34 %), 4,722 tokens (-32 %), 30 correct, 3 cut, 0 ran on
  none faster than the start in either (as in the runs below).
"""
from __future__ import annotations
import argparse, json, random, sys, time

DEMO_BACKEND = "{backend: llama.cpp, model: qwen2.5-coder-0.5b, max_concurrency: 8}"
SLOW = ("class Solution:\n    def count_smaller(self, nums, queries):\n"
        "        return [sum(1 for num in nums if num < q) for q in queries]\n")
# earlier slow attempts for the `history` prompt (written here, in the styles the 0.5B model's own first programs take)
SLOW_HISTORY = (
    "class Solution:\n    def count_smaller(self, nums, queries):\n        out = []\n        for q in queries:\n"
    "            c = 0\n            for x in nums:\n                if x < q:\n                    c += 1\n"
    "            out.append(c)\n        return out\n",
    "def count_smaller(nums, queries):\n    def below(q):\n        return len([x for x in nums if x < q])\n"
    "    return [below(q) for q in queries]\n",
    "from typing import List\n\nclass Solution:\n    def count_smaller(self, nums: List[int], queries: List[int]) -> List[int]:\n"
    "        return [sum(x < q for x in nums) for q in queries]\n")
STATEMENT = """# Smaller Than Each Query
Write `count_smaller(nums, queries)` (a function, or a method of a class `Solution`). `nums` and `queries` are lists
of integers. For every query value q, count how many elements of `nums` are strictly smaller than q. Return the
counts as a list, in the order of the queries.

## Constraints
1 <= len(nums), len(queries) <= 3000; |nums[i]|, |queries[j]| <= 10^6.

## Example
count_smaller([1, 5, 3, 8], [4, 1, 9]) returns [2, 0, 4].
"""


def expected(nums: list[int], queries: list[int]) -> list[int]:
    "The reference answer (trusted, computed here in the main process: this is our code, not the model's)."
    import bisect
    s = sorted(nums)
    return [bisect.bisect_left(s, q) for q in queries]


def the_problem(seed: int = 7):
    "The check's problem: the example, three edge cases and six seeded random cases up to 3,000 x 3,000."
    from metaevolve.core.problems import Problem, TestCase
    rng = random.Random(seed)
    cases = [([1, 5, 3, 8], [4, 1, 9]), ([2], [2, 3]), ([5, 5, 5], [5, 6, 0]), ([-3, 0, 7, 2], [0, -5, 100])]
    for n, m in [(20, 10), (300, 200), (2000, 2000), (3000, 2500), (3000, 3000), (2500, 3000)]:
        cases.append(([rng.randint(-10**6, 10**6) for _ in range(n)], [rng.randint(-10**6, 10**6) for _ in range(m)]))
    tests = [TestCase(json.dumps([a, q]), json.dumps(expected(a, q))) for a, q in cases]
    return Problem("bench-smaller-than-query", "bench", STATEMENT, tests, fn_name="count_smaller",
                   starter_code="class Solution:\n    def count_smaller(self, nums, queries):\n        pass\n")


def prompts(problem, start, history=()) -> dict[str, list[dict]]:
    "The five prompts (module docstring), each a chat message list; `history`: (code, EvalResult) of earlier attempts."
    from metaevolve.synthesis.history import Attempt, build_prompt
    ms = (start.runtime_s or 0) * 1000
    base = f"{problem.statement}\nThis program is correct but slow (O(n*m), {ms:.0f} ms mean runtime):\n```python\n{SLOW}```\n"
    block = " Answer with the complete program in one ```python code block."
    cur = Attempt.from_eval(SLOW, start)
    return {"evolution": build_prompt(problem, cur, []),
            "history1": build_prompt(problem, cur, [Attempt.from_eval(c, ev) for c, ev in history[:1]]),
            "history": build_prompt(problem, cur, [Attempt.from_eval(c, ev) for c, ev in history]),
            "direct": [{"role": "user", "content": base + "Rewrite it with a faster algorithm." + block}],
            "hint": [{"role": "user", "content": base + "Rewrite it to run in O((n+m) log n), for example by sorting "
                                                         "nums once." + block}]}


def runs_on(text: str) -> bool:
    "Whether a reply goes on after its first code block by writing the prompt's own sections (`SECTION_STOPS`)."
    from metaevolve.synthesis.history import SECTION_STOPS
    rest = text.split("```python", 1)[-1].split("```", 1)[-1]
    return any(s in rest for s in SECTION_STOPS)


def tally(results, start_score: float, factor: float, replies=(), max_tokens: int = 0) -> dict:
    """Counts for one prompt: replies, correct, faster (correct and >= factor x the start's score), best; and of the
    `replies`: new tokens, how many were cut at `max_tokens`, how many ran on into the prompt's sections."""
    ok = [r for r in results if r.correct]
    return {"k": len(results), "correct": len(ok), "faster": sum(r.score >= factor * start_score for r in ok),
            "best_score": round(max((r.score for r in ok), default=0.0), 4),
            "tokens": sum(c.completion_tokens for c in replies), "cut": sum(c.completion_tokens >= max_tokens for c in replies),
            "run_on": sum(runs_on(c.text or "") for c in replies)}


def sample(be, msgs: list[list[dict]], a) -> list[list]:
    """`a.k` replies per prompt in one `generate` call (a llama-server caps a request's n at its slots: `backend:
    llama.cpp` splits by itself, an `openai` config pointed at one needs `max_n`); a failed request stops the check
    (its error, not a count of zeros)."""
    from metaevolve.llm.base import GenParams
    out = be.generate(msgs, GenParams(n=a.k, max_tokens=a.max_tokens, temperature=a.temperature, seed=a.seed, stop=a.stop))
    if errs := [c.error for cs in out for c in cs if c.error]: raise RuntimeError(f"generation failed: {errs[0]}")
    return out


def main(argv=None) -> int:
    from metaevolve.synthesis.history import SECTION_STOPS
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--backend", default=DEMO_BACKEND, help="LLM config (default: the demo's llama.cpp 0.5B)")
    ap.add_argument("-k", type=int, default=8, help="replies per prompt (default 8)")
    ap.add_argument("--max-tokens", type=int, default=256, help="new tokens per reply (the demo's evolution: 256)")
    ap.add_argument("--temperature", type=float, default=0.8)
    ap.add_argument("--factor", type=float, default=2.0, help="'faster' = score >= factor x the start's (default 2)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--stop-at-sections", dest="stop", action="store_const", const=list(SECTION_STOPS), default=None,
                    help="stop replies at the prompt's own markers (history.SECTION_STOPS, the demo's arms)")
    ap.add_argument("--only", help="comma-separated prompt names (default: all five)")
    ap.add_argument("--json", help="also write the figures here")
    a = ap.parse_args(argv)
    from metaevolve.execution.fitness import evaluate
    from metaevolve.llm.config import make_backend
    problem = the_problem()
    start = evaluate(SLOW, problem, cache=False)
    if not start.correct: print(f"the slow start failed its own tests: {start}", file=sys.stderr); return 1
    ps = prompts(problem, start, [(c, evaluate(c, problem, cache=False)) for c in SLOW_HISTORY])
    if a.only: ps = {k: v for k, v in ps.items() if k in a.only.split(",")}
    be = make_backend(a.backend)
    t0 = time.perf_counter()
    replies = sample(be, list(ps.values()), a)
    gen_s = time.perf_counter() - t0
    out = {"backend": a.backend, "k": a.k, "max_tokens": a.max_tokens, "temperature": a.temperature, "seed": a.seed, "stop": a.stop,
           "start": {"runtime_ms": round(start.runtime_s * 1000, 2), "score": round(start.score, 4)},
           "generate_s": round(gen_s, 1), "prompts": {}}
    for name, cs in zip(ps, replies):
        res = [evaluate(c.code, problem, cache=False) for c in cs]
        out["prompts"][name] = tally(res, start.score, a.factor, cs, a.max_tokens)
        print(f"{name:10s} {out['prompts'][name]}", flush=True)
    close = getattr(be, "close", None)
    if close: close()
    if a.json: open(a.json, "w").write(json.dumps(out, indent=1) + "\n")
    print(json.dumps(out))
    return 0


if __name__ == "__main__": sys.exit(main())
