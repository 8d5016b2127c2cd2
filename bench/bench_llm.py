"""Embedded-model throughput: generated tokens per second for batch sizes 1, 4 and 8 in one run.

Usage: .venv/bin/python bench/bench_llm.py [--batch-sizes 1,4,8] [--max-tokens 64] [--threads N] [--json OUT]

Each batch size generates one completion for each of `b` simple coding prompts (one forward batch of `b` rows,
left-padded), after a warm-up call; the figure is completion tokens / wall seconds, summed over the batch. Run it on an
idle machine: other processes on the same cores lower the figures.
"""
from __future__ import annotations
import argparse, json, os, sys, time


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch-sizes", default="1,4,8")
    ap.add_argument("--max-tokens", type=int, default=64)
    ap.add_argument("--threads", type=int, default=None, help="torch threads (default: the cores this process may use)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", help="also write the results as JSON here")
    args = ap.parse_args(argv)
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
    try: load = os.getloadavg()[0]
    except OSError: load = None
    info = {"threads": be.threads, "cpus": os.cpu_count(), "load_avg_1m": load, "max_tokens": args.max_tokens,
            "prepare_s": round(t_prep, 1), "load_s": round(t_load, 1), "results": rows}
    print(json.dumps(info))
    if args.json:
        with open(args.json, "w") as f: json.dump(info, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
