"""The Ray backend against the local sandbox pool: the same 200 evaluations through both, in the same run.

A Ray cluster is started on this machine (`execution.ray_cluster.LocalCluster`: a head with as many CPUs as the
local pool has workers, so Ray adds no cores), both executors are warmed up, then each workload is evaluated
`--repeats` times through each, alternating (local, Ray, local, Ray, ...) so both see the same load, without the
cache. Reported per workload: the median wall time of each, its spread (min-max), the Ray/local ratio (goal: <= 1.5x
on this machine), Ray's extra wall time per test and per evaluation, and the local pool's throughput — the measured
per-test cost the sizing section of nbs/execution/05_ray.ipynb starts from. Workloads:

- `trivial`: 200 evaluations of a correct one-line program (distinct sources) on a problem of 10 tests: per-test
  overhead, where Ray's per-call cost is most visible;
- `shipped`: the correct reference solutions of the shipped stdio problems (data/problems/stdio.jsonl), cycled to 200
  evaluations: real programs with 5-10 tests each.

    flock /tmp/heavy.lock .venv/bin/python bench/bench_ray.py                # ~2-4 min on 2 cores
    .venv/bin/python bench/bench_ray.py --repeats 5 --workers 2 --out /tmp/ray.json

Exits 0 with a note when Ray is not installed (`pip install -e ".[ray]"`).
"""
from __future__ import annotations
import argparse, json, os, statistics, sys, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def workloads(n: int) -> dict:
    "name -> list of (program, problem), `n` evaluations each."
    from metaevolve.core.problems import Problem, TestCase, load_problems
    from metaevolve.execution.fitness import evaluate_many
    double = Problem("double", "bench", "Print twice the number.", [TestCase(str(i), str(2 * i)) for i in range(10)])
    trivial = [(f"print(int(input()) * 2)  # {i}", double) for i in range(n)]
    probs = load_problems(str(ROOT/"data/problems/stdio.jsonl"))
    refs = [(s, p) for p in probs for s in p.solutions]
    ok = [it for it, r in zip(refs, evaluate_many(refs, progress=False, cache=False)) if r.correct]
    shipped = [(f"{ok[i % len(ok)][0]}\n# {i}", ok[i % len(ok)][1]) for i in range(n)]
    return {"trivial": trivial, "shipped": shipped}


def timed(items: list) -> tuple[float, list]:
    "Wall time of one `evaluate_many` of `items` on the current executor (no cache), and its results."
    from metaevolve.execution.fitness import evaluate_many
    t = time.perf_counter()
    res = evaluate_many(items, progress=False, cache=False)
    return time.perf_counter() - t, res


def bench(name: str, items: list, pool, repeats: int) -> dict:
    "Local and Ray (`pool`, warm) wall times of `items`, alternating, and what follows from them."
    from metaevolve.execution.sandbox import set_pool_backend
    from metaevolve.execution.fitness import infra_failed
    walls: dict = {"local": [], "ray": []}
    verdicts: dict = {}
    for _ in range(repeats):
        for where in ("local", "ray"):
            set_pool_backend((lambda n: pool) if where == "ray" else None)
            w, res = timed(items)
            walls[where].append(w)
            verdicts[where] = [r.correct for r in res]
            assert not any(infra_failed(r) for r in res), f"{name}: infrastructure failures through {where}"
    set_pool_backend(None)
    n_tests = sum(len(p.tests) for _, p in items)
    med = {k: statistics.median(v) for k, v in walls.items()}
    return {"workload": name, "evaluations": len(items), "tests": n_tests, "repeats": repeats,
            "local_s": round(med["local"], 3), "ray_s": round(med["ray"], 3),
            "local_spread_s": [round(min(walls["local"]), 3), round(max(walls["local"]), 3)],
            "ray_spread_s": [round(min(walls["ray"]), 3), round(max(walls["ray"]), 3)],
            "ratio": round(med["ray"] / med["local"], 3),
            "ratio_per_repeat": [round(r / l, 3) for l, r in zip(walls["local"], walls["ray"])],
            "ray_extra_ms_per_test": round(1e3 * (med["ray"] - med["local"]) / n_tests, 3),
            "ray_extra_ms_per_eval": round(1e3 * (med["ray"] - med["local"]) / len(items), 3),
            "same_verdicts": verdicts["local"] == verdicts["ray"]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=200, help="evaluations per workload")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="local workers = the head's Ray CPUs")
    ap.add_argument("--out", help="also write the JSON here")
    a = ap.parse_args(argv)
    try: import ray  # noqa: F401
    except ImportError:
        print("bench_ray: Ray is not installed (pip install -e '.[ray]'); skipped"); return 0
    from metaevolve.execution.sandbox import default_pool
    from metaevolve.execution.ray_cluster import LocalCluster
    default_pool(a.workers)
    cluster = LocalCluster(head_cpus=a.workers)
    saved = cluster.connect_here()
    out = {"load_before": os.getloadavg(), "workers": a.workers}
    try:
        t = time.perf_counter(); cluster.start(); out["cluster_start_s"] = round(time.perf_counter() - t, 2)
        loads = workloads(a.n)
        from metaevolve.execution.ray import ray_pool, use_ray
        use_ray(cluster.address)
        t = time.perf_counter(); timed(loads["trivial"][:4]); out["pool_start_s"] = round(time.perf_counter() - t, 2)
        out["actors"] = ray_pool().n
        out["results"] = [bench(k, v, ray_pool(), a.repeats) for k, v in loads.items()]
    finally:
        from metaevolve.execution.ray import stop_ray
        stop_ray(); cluster.stop(); cluster.disconnect_here(saved)
        out["processes_left"] = cluster.processes()
    out["load_after"] = os.getloadavg()
    for r in out["results"]:
        print(f"{r['workload']:8s} {r['evaluations']} evals / {r['tests']} tests: local {r['local_s']:.2f} s "
              f"{r['local_spread_s']}, ray {r['ray_s']:.2f} s {r['ray_spread_s']}, ratio {r['ratio']:.2f}x "
              f"(goal <= 1.5x: {'PASS' if r['ratio'] <= 1.5 else 'FAIL'}), +{r['ray_extra_ms_per_test']:.2f} ms/test, "
              f"same verdicts {r['same_verdicts']}")
    print(json.dumps(out))
    if a.out: Path(a.out).write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
