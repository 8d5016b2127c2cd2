#!/usr/bin/env python3
"""OpenEvolve and metaevolve side by side: the same shipped problem, the same model behind the same local server,
the same starting program and the same number of LLM calls; wall time and best Eq. 3 score of each, from one run.

Setup (once): OpenEvolve lives in its own virtual environment so that it cannot disturb the project's:

    python3 -m venv .venv-openevolve && .venv-openevolve/bin/pip install openevolve

Then:

    .venv/bin/python bench/bench_evolve_vs_openevolve.py [--problem ship-stdio-01-range-sums] [--rounds 2] [--parents 4]

What is held equal:
- the model: the embedded SmolLM2-135M served once by `transformers serve` on loopback; both systems talk to it as an
  OpenAI-compatible endpoint with the same temperature and max_tokens;
- the starting program: the problem's shipped *slow* reference solution (correct, improvable), given to OpenEvolve as
  its initial program and to metaevolve as its only initial program (`initial=`), so no calls go to initial sampling;
- the budget: `rounds × parents` LLM calls each (OpenEvolve: `max_iterations`); full rewrites on both sides (SmolLM2
  cannot follow SEARCH/REPLACE diffs), 5 islands, exploration:exploitation = 0.6:0.2, migration every `rounds // 2`;
- the evaluator: `metaevolve.execution.fitness.evaluate` (the sandbox, Eq. 3) — OpenEvolve's `combined_score` is its score,
  cascade evaluation off (its thresholds would gate on the runtime-dominated score). OpenEvolve calls it in a fresh
  process per program (its forked workers hung on the sandbox pool inherited from their parent), which costs it an
  interpreter start per evaluation — small next to a generation;
- concurrency: metaevolve sends a round's `parents` prompts at once (`max_concurrency = parents`); OpenEvolve runs
  `parallel_evaluations = parents` workers, which is also how many LLM requests it keeps in flight.
Printed: one JSON object with both systems' wall time, LLM calls and best score, and the speed ratio.

Measured 2026-11-30 (2 shared cores at load ~13, ship-stdio-01-range-sums, 2 rounds x 4 parents = 8 calls each,
128 tokens): metaevolve 103.9 s, OpenEvolve 91.9 s (ratio 0.89); rerun at load ~1.7: 78.7 s vs 80.8 s (1.03x).
Neither improved on the start (SmolLM2's children all failed; both bests are the starting program timed again). `transformers serve` answers one
request at a time (no continuous batching by default), so ~99% of both runs is generation and batching cannot help.
"""
import argparse, json, os, subprocess, sys, tempfile, textwrap, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OE_DRIVER = textwrap.dedent('''
    import json, sys, time
    sys.path.insert(0, {root!r})
    from openevolve import run_evolution
    from openevolve.config import Config, LLMModelConfig
    a = json.loads(sys.argv[1])
    cfg = Config()
    cfg.max_iterations = a["iterations"]; cfg.random_seed = 0; cfg.diff_based_evolution = False
    cfg.checkpoint_interval = 10**6; cfg.log_level = "WARNING"; cfg.language = "python"
    cfg.llm.api_base = a["base_url"]; cfg.llm.api_key = "EMPTY"; cfg.llm.temperature = a["temperature"]
    cfg.llm.max_tokens = a["max_tokens"]; cfg.llm.timeout = 3600; cfg.llm.retries = 1
    model = LLMModelConfig(name=a["model"], weight=1.0, api_base=a["base_url"], api_key="EMPTY", temperature=a["temperature"],
                           max_tokens=a["max_tokens"], timeout=3600, retries=1, retry_delay=1, random_seed=0)
    cfg.llm.models = [model]; cfg.llm.evaluator_models = [model]
    cfg.database.num_islands = 5; cfg.database.exploration_ratio = 0.6; cfg.database.exploitation_ratio = 0.2
    cfg.database.migration_interval = a["migrate_every"]; cfg.database.random_seed = 0
    cfg.evaluator.cascade_evaluation = False; cfg.evaluator.parallel_evaluations = a["parallel"]
    cfg.evaluator.timeout = 600; cfg.evaluator.max_retries = 0
    t = time.perf_counter()
    res = run_evolution(a["initial"], a["evaluator"], cfg, iterations=a["iterations"], output_dir=a["out"], cleanup=False)
    wall = time.perf_counter() - t
    print("RESULT " + json.dumps({{"wall_s": wall, "best_score": res.best_score, "best_code": res.best_code}}))
''')

OE_EVALUATOR = textwrap.dedent('''
    # OpenEvolve evaluator: the project's sandbox and Eq. 3 (`metaevolve.execution.fitness.evaluate`), run in a fresh process of
    # the project's environment. (In-process evaluation hung: OpenEvolve forks its worker pool after evaluating the
    # initial program, and the forked workers inherit the parent's sandbox pool and threads.)
    import json, subprocess, sys
    from pathlib import Path
    PROBLEM = {problem!r}
    CODE = (
        "import json, sys\\n"
        "from metaevolve.core.problems import problem_from_dict\\n"
        "from metaevolve.execution.fitness import evaluate\\n"
        "a = json.load(sys.stdin)\\n"
        "r = evaluate(a['code'], problem_from_dict(a['problem']))\\n"
        "print(json.dumps([r.score, r.pass_rate, r.correct]))\\n")

    def evaluate(program_path):
        p = subprocess.run([{python!r}, "-c", CODE], input=json.dumps({{"code": Path(program_path).read_text(), "problem": json.loads(PROBLEM)}}),
                           capture_output=True, text=True, cwd={root!r}, timeout=900)
        score, pass_rate, correct = json.loads(p.stdout.strip().splitlines()[-1])
        return {{"combined_score": score, "pass_rate": pass_rate, "correct": float(correct)}}
''')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--problem", default="ship-stdio-01-range-sums")
    ap.add_argument("--rounds", type=int, default=2); ap.add_argument("--parents", type=int, default=4)
    ap.add_argument("--max-tokens", type=int, default=128); ap.add_argument("--temperature", type=float, default=0.7)
    ap.add_argument("--port", type=int, default=18765); ap.add_argument("--out")
    ap.add_argument("--threads", type=int, default=1, help="server torch threads (OMP_NUM_THREADS); >1 spins on a loaded machine")
    a = ap.parse_args()
    from metaevolve.core.problems import load_problems
    from metaevolve.llm.embedded import prepare_model
    from metaevolve.llm.openai import LocalServer, transformers_serve_cmd
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.llm.base import trace_costs
    oe_python = ROOT/".venv-openevolve"/"bin"/"python"
    if not oe_python.exists(): sys.exit(f"{oe_python} missing: python3 -m venv .venv-openevolve && .venv-openevolve/bin/pip install openevolve")
    prob = next(p for p in load_problems(ROOT/"data"/"problems") if p.id == a.problem)
    roles = prob.meta.get("roles") or []
    start = prob.solutions[roles.index("slow")] if "slow" in roles else prob.solutions[0]
    out = Path(a.out or tempfile.mkdtemp(prefix="bench-oe-")); out.mkdir(parents=True, exist_ok=True)
    calls = a.rounds * a.parents
    res = {"problem": prob.id, "llm_calls_each": calls, "rounds": a.rounds, "parents": a.parents, "max_tokens": a.max_tokens}
    env = {"OMP_NUM_THREADS": str(a.threads), "MKL_NUM_THREADS": str(a.threads)}
    with LocalServer(transformers_serve_cmd(prepare_model(), port=a.port), port=a.port, log_path=out/"server.log", env=env) as srv:
        model = srv.model_name or str(prepare_model())
        # metaevolve
        cfg = EvolveConfig(rounds=a.rounds, parents=a.parents, keep=5, islands=5, migrate_every=max(a.rounds // 2, 1),
                           n_initial=1, temperature=a.temperature, max_tokens=a.max_tokens, method="alphaevolve")
        bk = {"backend": "openai", "base_url": srv.base_url, "model": model, "max_concurrency": a.parents, "api_key_env": "NO_KEY_NEEDED"}
        t = time.perf_counter()
        rec = evolve([prob], bk, out/"metaevolve", cfg, progress=False, initial={prob.id: [start]})[0]
        ours = {"wall_s": round(time.perf_counter() - t, 2), "best_score": rec["final_score"], "initial_score": rec["initial_score"],
                "llm_calls": rec["llm_calls"], "trace": trace_costs(out/"metaevolve")}
        # OpenEvolve
        (out/"oe_evaluator.py").write_text(OE_EVALUATOR.format(root=str(ROOT), problem=json.dumps(prob.to_dict()), python=sys.executable))
        (out/"initial_program.py").write_text(start)
        args = {"iterations": calls, "base_url": srv.base_url, "model": model, "temperature": a.temperature,
                "max_tokens": a.max_tokens, "migrate_every": max(a.rounds // 2, 1), "parallel": a.parents,
                "initial": str(out/"initial_program.py"), "evaluator": str(out/"oe_evaluator.py"), "out": str(out/"openevolve")}
        t = time.perf_counter()
        p = subprocess.run([str(oe_python), "-c", OE_DRIVER.format(root=str(ROOT)), json.dumps(args)], capture_output=True, text=True,
                           env={**os.environ, "OPENAI_API_KEY": "EMPTY"})
        oe_wall = time.perf_counter() - t
        (out/"openevolve.log").write_text(p.stdout + "\n" + p.stderr)
        line = next((l for l in p.stdout.splitlines() if l.startswith("RESULT ")), None)
        theirs = json.loads(line[7:]) if line else {"error": p.stderr[-2000:]}
        theirs = {"wall_s": round(theirs.get("wall_s", oe_wall), 2), "process_wall_s": round(oe_wall, 2),
                  "best_score": theirs.get("best_score"), "llm_calls": calls, **({"error": theirs["error"]} if "error" in theirs else {})}
    res |= {"metaevolve": ours, "openevolve": theirs, "out": str(out)}
    if theirs.get("best_score") is not None:
        res["speedup_wall"] = round(theirs["wall_s"] / ours["wall_s"], 3)
    print(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
