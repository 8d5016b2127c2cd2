"""LLM throughput: generated tokens/s aggregate at the demo's concurrency, prompt tokens/s, one evolution round.

Usage:
  .venv/bin/python bench/bench_llm.py                                   # embedded SmolLM2, batch sizes 1, 4, 8
  .venv/bin/python bench/bench_llm.py --model qwen2.5-coder-0.5b --engine llama.cpp [--concurrency 8] [--json OUT]

Without `--engine`: the embedded backend (transformers, fp32) on SmolLM2-135M, one batch of `b` simple prompts per
batch size, after a warm-up. With `--engine E --model M` (M a store name, `llm/01a_models`), in one run:
  baseline   transformers fp32 on M (the embedded backend on M's converted folder): the figure every ratio divides by;
  each E     (`llama.cpp`: its own llama-server with `--concurrency` slots; `transformers`: the baseline only)
and for each, `--repeats` times:
  gen        `--concurrency` simple prompts at once, `--max-tokens` new tokens each: completion tokens / wall seconds
  prompt     `--concurrency` contextual prompts (~1,000 tokens: the shipped problems' statement, a current program
             and 2-3 earlier attempts, as `build_prompt` writes them; fitness lines are placeholders) with 1 new
             token: prompt tokens / wall seconds
  round      (E only, not the baseline: it would take minutes) the contextual prompts with `--round-tokens` new
             tokens, temperature 0.7: wall seconds and completion tokens / wall (an evolution round's pattern)
Prints median [min-max] and the load average; run under `flock /tmp/quiet.lock` on an idle machine.
"""
from __future__ import annotations
import argparse, json, os, statistics as st, sys, time

ENGINES = ("transformers", "llama.cpp")


def loadavg() -> str: return " ".join(open("/proc/loadavg").read().split()[:3])


def embedded_sizes(args) -> dict:
    "The original benchmark: the embedded backend on SmolLM2 for several batch sizes."
    from metaevolve.llm.base import GenParams
    from metaevolve.llm.embedded import EmbeddedBackend, SIMPLE_PROMPTS, parseable_rate, prepare_model
    t0 = time.time(); prepare_model(); t_prep = time.time() - t0
    be = EmbeddedBackend(max_batch=64, threads=args.threads, progress=False)
    t0 = time.time(); be.load(); t_load = time.time() - t0
    be.generate([[{"role": "user", "content": "Say hi."}]], GenParams(max_tokens=8))   # warm-up
    rows = []
    for b in [int(x) for x in args.batch_sizes.split(",")]:
        msgs = [[{"role": "user", "content": SIMPLE_PROMPTS[k % len(SIMPLE_PROMPTS)]}] for k in range(b)]
        t0 = time.perf_counter()
        res = be.generate(msgs, GenParams(n=1, max_tokens=args.max_tokens, temperature=0.7, seed=args.seed))
        dt = time.perf_counter() - t0
        toks = sum(c.completion_tokens for cs in res for c in cs)
        rows.append({"batch": b, "tokens": toks, "seconds": round(dt, 2), "tokens_per_s": round(toks / dt, 1),
                     "parseable": round(parseable_rate(res), 2)})
        print(f"batch {b:>2}: {toks:>4} tokens in {dt:6.1f}s = {toks / dt:6.1f} tok/s   parseable Python {rows[-1]['parseable']:.0%}", flush=True)
    return {"threads": be.threads, "cpus": os.cpu_count(), "load": loadavg(), "max_tokens": args.max_tokens,
            "prepare_s": round(t_prep, 1), "load_s": round(t_load, 1), "results": rows}


def contextual_prompts(n: int) -> list[list[dict]]:
    "`n` contextual prompts from the shipped problems (current = a correct solution, history = the others)."
    from metaevolve.core.problems import load_problems
    from metaevolve.synthesis.history import Attempt, build_prompt
    out = []
    for p in load_problems("data/problems"):
        if len(p.solutions) < 3: continue
        cur = Attempt(p.solutions[1], True, 1.0, 0.05, 0.4)
        hist = [Attempt(s, False, 0.5, None, 0.0) for s in p.solutions[2:]] + [Attempt(p.solutions[0], True, 1.0, 0.08, 0.3)]
        out.append(build_prompt(p, cur, hist))
        if len(out) == n: break
    return out


def make(engine: str, model: str, conc: int, threads):
    "A backend for `engine` on store model `model` with `conc` sequences in flight."
    from metaevolve.llm.embedded import EmbeddedBackend
    from metaevolve.llm.llamacpp import LlamaCppBackend
    from metaevolve.llm.models import fetch_model
    if engine == "transformers": return EmbeddedBackend(model_dir=fetch_model(model), max_batch=conc, threads=threads, progress=False)
    return LlamaCppBackend(model, parallel=conc, threads=threads, progress=False,
                           extra_body={"cache_prompt": False})   # each repeat processes its prompts anew


def timed(be, msgs, params) -> tuple[float, int, int]:
    "(wall seconds, prompt tokens, completion tokens) of one generate call."
    t0 = time.perf_counter(); res = be.generate(msgs, params); dt = time.perf_counter() - t0
    flat = [c for cs in res for c in cs]
    errs = [c.error for c in flat if c.error]
    if errs: raise RuntimeError(f"generation failed: {errs[0]}")
    return dt, sum(cs[0].prompt_tokens for cs in res), sum(c.completion_tokens for c in flat)


def summary(xs: list[float]) -> dict:
    return {"median": round(st.median(xs), 1), "min": round(min(xs), 1), "max": round(max(xs), 1), "n": len(xs)}


def measure(engine: str, args, simple, ctx, with_round: bool) -> dict:
    "Load (timed), warm up, then gen / prompt (/ round) figures for one engine."
    from metaevolve.llm.base import GenParams
    t0 = time.time(); be = make(engine, args.model, args.concurrency, args.threads)
    be.generate([[{"role": "user", "content": "Say hi."}]], GenParams(max_tokens=4))
    row = {"engine": engine, "start_s": round(time.time() - t0, 1), "gen_tok_s": [], "prompt_tok_s": [], "round": []}
    for r in range(args.repeats):
        dt, _, c = timed(be, simple, GenParams(max_tokens=args.max_tokens, temperature=0.7, seed=r))
        row["gen_tok_s"].append(c / dt)
        dt, p, _ = timed(be, ctx, GenParams(max_tokens=1, temperature=0.0, seed=r))
        row["prompt_tok_s"].append(p / dt); row["prompt_tokens_mean"] = round(p / len(ctx))
        if with_round:
            dt, _, c = timed(be, ctx, GenParams(max_tokens=args.round_tokens, temperature=0.7, seed=100 + r))
            row["round"].append({"wall_s": round(dt, 1), "completion_tokens": c, "tok_s": round(c / dt, 1)})
        print(f"{engine:12} rep {r}: gen {row['gen_tok_s'][-1]:6.1f} tok/s | prompt {row['prompt_tok_s'][-1]:6.1f} tok/s"
              + (f" | round {row['round'][-1]['wall_s']}s, {row['round'][-1]['tok_s']} tok/s" if with_round else "")
              + f" | load {loadavg()}", flush=True)
    if hasattr(be, "close"): be.close()
    row["gen_tok_s"], row["prompt_tok_s"] = summary(row["gen_tok_s"]), summary(row["prompt_tok_s"])
    return row


def engines_run(args) -> dict:
    "The baseline (transformers fp32) and each engine asked for, in this one run, on the same prompts."
    from metaevolve.llm.embedded import SIMPLE_PROMPTS
    simple = [[{"role": "user", "content": SIMPLE_PROMPTS[k % len(SIMPLE_PROMPTS)]}] for k in range(args.concurrency)]
    ctx = contextual_prompts(args.concurrency)
    info = {"model": args.model, "concurrency": args.concurrency, "max_tokens": args.max_tokens,
            "round_tokens": args.round_tokens, "repeats": args.repeats, "load_before": loadavg(), "rows": []}
    base = None
    if not args.no_baseline:
        base = measure("transformers", args, simple, ctx, with_round=args.engine == "transformers")
        info["rows"].append(base)
    for e in ([] if args.engine == "transformers" else [args.engine]):
        row = measure(e, args, simple, ctx, with_round=True)
        if base: row["gen_ratio_to_transformers_fp32"] = round(row["gen_tok_s"]["median"] / base["gen_tok_s"]["median"], 2)
        info["rows"].append(row)
    info["load_after"] = loadavg()
    for r in info["rows"]:
        g, p = r["gen_tok_s"], r["prompt_tok_s"]
        rd = f" | round of {args.concurrency}: {st.median(x['wall_s'] for x in r['round']):.1f}s" if r["round"] else ""
        print(f"{args.model} {r['engine']:12} gen {g['median']} [{g['min']}-{g['max']}] tok/s, prompt {p['median']} "
              f"[{p['min']}-{p['max']}] tok/s{rd}" + (f", ratio to transformers fp32 {r['gen_ratio_to_transformers_fp32']}x"
              if "gen_ratio_to_transformers_fp32" in r else ""))
    return info


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch-sizes", default="1,4,8", help="without --engine: the embedded backend's batch sizes")
    ap.add_argument("--max-tokens", type=int, default=64)
    ap.add_argument("--threads", type=int, default=None, help="threads (default: the cores this process may use)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--model", default="smollm2-135m", help="a store model (llm/01a_models)")
    ap.add_argument("--engine", choices=ENGINES, help="measure this engine against transformers fp32")
    ap.add_argument("--concurrency", type=int, default=8, help="sequences in flight (the demo's: 8)")
    ap.add_argument("--round-tokens", type=int, default=256)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--no-baseline", action="store_true", help="skip transformers fp32 (no ratio)")
    ap.add_argument("--json", help="also write the results as JSON here")
    args = ap.parse_args(argv)
    info = engines_run(args) if args.engine else embedded_sizes(args)
    print(json.dumps(info))
    if args.json:
        with open(args.json, "w") as f: json.dump(info, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
