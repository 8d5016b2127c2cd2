#!/usr/bin/env python3
"""Build the shipped MetaEvolve problem set: `stdio.jsonl` and `call_based.jsonl` in this folder.

Every problem lives in its own folder here, named by its id, as plain files written for this project: `problem.json`
(id, title, fn_name, time limit, starter code, and the solution files with their roles and intended verdicts),
`statement.md`, `tests.py` (`generate(rng)` returns the test inputs) and one program per solution (`fast.py`,
`slow.py`, `wrong_1.py`, ...). Expected outputs are computed by running the problem's own trusted reference solution
(`fast`, always solution 0) in a subprocess; the slow reference is run on every test too and must agree, so the data
set checks itself while it is built.

    .venv/bin/python data/problems/build_problems.py            # rebuild both files (about a minute)
    .venv/bin/python data/problems/build_problems.py --only 03  # rebuild, print timings for matching ids

Deterministic: every random choice takes a seed derived from the problem id.
"""
from __future__ import annotations
import argparse, importlib.util, json, random, subprocess, sys, textwrap, time, zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from metaevolve.core.problems import Problem, TestCase, write_problems  # noqa: E402

SOURCE = "metaevolve-shipped"
REQUIRED = ("problem.json", "statement.md", "tests.py")   # plus one file per solution, named in problem.json


def load_generator(path: Path):
    "The `generate(rng)` function of a problem's `tests.py` (trusted project code, run in this process)."
    spec = importlib.util.spec_from_file_location(f"problem_tests_{path.parent.name.replace('-', '_')}", path)
    mod = importlib.util.module_from_spec(spec)
    keep, sys.dont_write_bytecode = sys.dont_write_bytecode, True   # no __pycache__ in the data folders
    try: spec.loader.exec_module(mod)
    finally: sys.dont_write_bytecode = keep
    return mod.generate


def load_spec(folder: Path) -> dict:
    "One problem folder as a dict: problem.json plus the statement, each solution's program and the test generator."
    s = json.loads((folder / "problem.json").read_text(encoding="utf-8"))
    if s["id"] != folder.name: raise ValueError(f"{folder}: id {s['id']!r} differs from the folder name")
    if [x["role"] for x in s["solutions"][:2]] != ["fast", "slow"]:
        raise ValueError(f"{folder}: the solutions must start with the fast and the slow reference")
    s["statement"] = (folder / "statement.md").read_text(encoding="utf-8")
    for x in s["solutions"]:
        x["program"] = (folder / x["file"]).read_text(encoding="utf-8")
    s["gen"] = load_generator(folder / "tests.py")
    return s


def load_specs(root: Path = HERE) -> list[dict]:
    "Every problem folder under `root`: the stdin problems, then the call-based ones, each in folder-name order."
    specs = [load_spec(f.parent) for f in sorted(Path(root).glob("*/problem.json"))]
    return sorted(specs, key=lambda s: s["fn_name"] is not None)


def inputs(s: dict) -> list[str]:
    "The test inputs: `generate` seeded from the problem id; a call-based problem's arguments as compact JSON."
    raw = s["gen"](random.Random(zlib.crc32(s["id"].encode())))
    return [json.dumps(a, separators=(",", ":")) if s["fn_name"] is not None else a for a in raw]


def record(s: dict, tests: list[TestCase]) -> Problem:
    "The Problem record of a problem folder, given its tests."
    sols = s["solutions"]
    return Problem(id=s["id"], source=SOURCE, statement=s["statement"], tests=tests, fn_name=s["fn_name"],
                   time_limit_s=s["time_limit_s"], memory_limit_mb=512, solutions=[x["program"] for x in sols],
                   starter_code=s["starter_code"],
                   meta={"title": s["title"], "expected": [x["expected"] for x in sols],
                         "roles": [x["role"] for x in sols]})


def call_driver(program: str, fn_name: str) -> str:
    "Our own trusted reference program plus a tiny driver: JSON args on stdin, JSON result on stdout."
    return program + textwrap.dedent(f"""
        import json as _json, sys as _sys
        _args = _json.loads(_sys.stdin.read())
        try:
            _f = Solution().{fn_name}
        except NameError:
            _f = {fn_name}
        print(_json.dumps(_f(*_args)))
        """)


def run(program: str, stdin: str, timeout: float = 60.0) -> tuple[str, float]:
    "Run one of OUR reference programs in a fresh interpreter; returns (stdout, wall seconds)."
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", program], input=stdin, capture_output=True, text=True, timeout=timeout)
    dt = time.perf_counter() - t0
    if r.returncode != 0:
        raise RuntimeError(f"reference program failed (rc={r.returncode}):\n{r.stderr[-2000:]}")
    return r.stdout, dt


def same(a: str, b: str, tol: float = 1e-6) -> bool:
    "The judging rule of the Problem schema (used here only to cross-check our two references)."
    la = [l.rstrip() for l in a.rstrip().split("\n")]; lb = [l.rstrip() for l in b.rstrip().split("\n")]
    if len(la) != len(lb): return False
    for x, y in zip(la, lb):
        tx, ty = x.split(), y.split()
        if len(tx) != len(ty): return False
        for u, v in zip(tx, ty):
            if u == v: continue
            try: fu, fv = float(u), float(v)
            except ValueError: return False
            if abs(fu - fv) > tol * max(1.0, abs(fv)): return False
    return True


def build(s: dict, verbose: bool = False) -> Problem:
    "Run the fast and the slow reference on every input; the fast one's outputs become the expected outputs."
    call = s["fn_name"] is not None
    fast, slow = s["solutions"][0]["program"], s["solutions"][1]["program"]
    if call: fast, slow = call_driver(fast, s["fn_name"]), call_driver(slow, s["fn_name"])
    tests, tf, ts = [], [], []
    for inp in inputs(s):
        out, dt = run(fast, inp); tf.append(dt)
        sout, dt = run(slow, inp); ts.append(dt)
        if call:
            if json.loads(out) != json.loads(sout):
                raise AssertionError(f"{s['id']}: fast and slow references disagree on input {inp[:200]!r}")
            out = json.dumps(json.loads(out), separators=(",", ":"))
        elif not same(out, sout):
            raise AssertionError(f"{s['id']}: fast and slow references disagree on input {inp[:200]!r}:\n{out[:200]!r}\n{sout[:200]!r}")
        tests.append(TestCase(inp, out))
    if verbose:
        print(f"{s['id']:40s} tests={len(tests)} fast max {max(tf):.3f}s slow max {max(ts):.3f}s "
              f"sum {sum(tf):.2f}/{sum(ts):.2f}s size {sum(len(t.input) + len(t.output) for t in tests) // 1024} KiB",
              flush=True)
    return record(s, tests)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="build (and time) only problems whose id contains this; no files written")
    ap.add_argument("--out", default=str(HERE), help="output folder (default: this folder)")
    args = ap.parse_args(argv)
    chosen = [s for s in load_specs() if args.only in s["id"]]
    problems = [build(s, verbose=True) for s in chosen]
    if args.only:
        return problems
    stdio = [p for p in problems if p.fn_name is None]; call = [p for p in problems if p.fn_name is not None]
    out = Path(args.out)
    write_problems(out / "stdio.jsonl", stdio); write_problems(out / "call_based.jsonl", call)
    size = sum((out / f).stat().st_size for f in ("stdio.jsonl", "call_based.jsonl"))
    print(f"wrote {len(stdio)} stdin/stdout + {len(call)} call-based problems to {out} ({size / 2**20:.2f} MiB)")
    return problems


if __name__ == "__main__":
    main()
