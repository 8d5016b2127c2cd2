"""Golden records: the decisions the library makes, written in a form that survives refactoring.

Three sources of decisions, each reduced to what must not change when code moves:
- `check` verdicts on the shipped problems (real sandbox): per reference solution, its verdict list and `correct`;
- a scripted-model `evolve` run with the deterministic stub evaluator (`demo_evaluate`): every run-directory record;
- one run of each baseline method on the same scripted model and stub evaluator.
Measured fields (wall times, runtimes, timestamps, bookkeeping shares) are dropped; everything else is compared.

`python tests/golden_records.py --update` rewrites `tests/golden/*.json` (do it only for an intended change of
behaviour, and say so in the commit); `tests/test_golden_records.py` compares a fresh run with them.
"""
from __future__ import annotations
import argparse, json, re, sys, tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT/"tests"/"golden"
MEASURED = re.compile(r"^(time|updated|runtime_s|final_runtime_s|initial_runtime_s)$|_s$|_s_total$|_frac(_\w+)?$")
BASELINES = ("best_of_n", "self_refine_single", "self_refine_multi", "reflexion")


def strip_measured(x):
    "The record without measured fields, recursively (keys matching `MEASURED`)."
    if isinstance(x, dict): return {k: strip_measured(v) for k, v in x.items() if not MEASURED.search(k)}
    if isinstance(x, list): return [strip_measured(v) for v in x]
    return x


CALL_ID = re.compile(r"\b[0-9a-f]{12}(?=-\d)")


def renumber_calls(text: str) -> str:
    "LLM call ids are random (uuid4): replace each by its order of first appearance (`call0`, `call1`, ...)."
    seen = {}
    return CALL_ID.sub(lambda m: seen.setdefault(m.group(0), f"call{len(seen)}"), text)


def run_files(d: Path) -> dict:
    """Every JSON/JSONL record of a run directory but the LLM trace (its own log of wall times) and the machine record
    (where it ran: CPU, load, versions; not a decision), checkpoints without their commit's copy of the step's records
(`pending`), measured fields stripped, call ids renumbered, keyed by
    relative path."""
    out = {}
    for f in sorted(d.rglob("*")):
        if f.name in ("trace.jsonl", "machine.jsonl"): continue
        if f.suffix == ".jsonl": out[str(f.relative_to(d))] = [strip_measured(json.loads(l)) for l in f.read_text().splitlines() if l.strip()]
        elif f.suffix == ".json":   # a checkpoint's `pending`: its step's records again, as the logs hold them
            out[str(f.relative_to(d))] = strip_measured({k: v for k, v in json.loads(f.read_text()).items() if k != "pending"})
    return json.loads(renumber_calls(json.dumps(out)))


def evolve_records(tmp: Path) -> dict:
    "A small scripted-model evolution over two toy problems."
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
    cfg = EvolveConfig(rounds=4, parents=5, keep=2, islands=3, migrate_every=2, n_initial=4, seed=3)
    evolve([demo_problem("a"), demo_problem("b")], KeyedBackend(demo_model), tmp/"evolve", cfg, demo_evaluate, progress=False)
    return run_files(tmp/"evolve")


def baseline_records(tmp: Path) -> dict:
    "Each baseline on the same toy problems (Reflexion with a memory written on a third toy problem)."
    from metaevolve.methods.base import BaselineConfig
    from metaevolve.methods.run import run_baseline
    from metaevolve.methods.reflexion import build_memory
    from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
    out = {}
    for m in BASELINES:
        cfg = BaselineConfig(m, n=6 if m != "self_refine_single" else None, rounds=3 if m == "self_refine_multi" else None,
                             n_initial=3, seed=5)
        kw = {}
        if m == "reflexion":
            kw["memory"] = build_memory([demo_problem("t")], KeyedBackend(demo_model), tmp/"memory.jsonl", cfg,
                                        demo_evaluate, progress=False)
        run_baseline([demo_problem("a"), demo_problem("b")], KeyedBackend(demo_model), tmp/m, cfg, demo_evaluate,
                     progress=False, **kw)
        out[m] = run_files(tmp/m)
    return out


def check_verdicts() -> dict:
    "Verdicts of every shipped reference solution under the real sandbox (no cache)."
    from metaevolve.core.problems import load_problems
    from metaevolve.execution.fitness import evaluate_many
    probs = load_problems(ROOT/"data"/"problems")
    items = [(s, p) for p in probs for s in p.solutions]
    res = evaluate_many(items, cache=False, progress=False)
    out, i = {}, 0
    for p in probs:
        out[p.id] = [{"correct": r.correct, "verdicts": [t.verdict for t in r.tests]} for r in res[i:i + len(p.solutions)]]
        i += len(p.solutions)
    return out


def collect(which=("evolve", "baselines", "check")) -> dict:
    "The current records of the named sources."
    with tempfile.TemporaryDirectory() as t:
        t = Path(t)
        make = {"evolve": lambda: evolve_records(t), "baselines": lambda: baseline_records(t), "check": check_verdicts}
        return {w: make[w]() for w in which}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--update", action="store_true", help="rewrite tests/golden/*.json")
    ap.add_argument("--only", nargs="*", default=["evolve", "baselines", "check"])
    a = ap.parse_args(argv)
    got = collect(a.only)
    GOLDEN.mkdir(exist_ok=True)
    bad = 0
    for k, v in got.items():
        f = GOLDEN/f"{k}.json"
        if a.update: f.write_text(json.dumps(v, indent=1, sort_keys=True) + "\n"); print(f"wrote {f}"); continue
        same = json.loads(f.read_text()) == json.loads(json.dumps(v))
        print(f"{k}: {'same' if same else 'DIFFERENT'}"); bad += not same
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
