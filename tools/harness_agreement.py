"""Two-sided agreement between metaevolve's judge and the standard harnesses (APPS, TACO, LeetCodeDataset) on the
same benchmark rows (issue 14), and perturbed expected outputs that both must reject.

usage: python tools/harness_agreement.py ROWS WORK [--skip-perturbations]

ROWS  a folder with rows in the sources' own layouts: apps/{train,test}.jsonl, taco/train.jsonl,
      leetcode/LeetCodeDataset-*.jsonl (any that exist). Third-party rows: keep them out of the repository.
WORK  where these commands wrote their outputs first, for each SRC_SPLIT present:
        metaevolve import-benchmark SRC --split SPLIT --source-dir ROWS/SRC --out WORK/SRC_SPLIT.jsonl
        metaevolve check WORK/SRC_SPLIT.jsonl --tests --no-cache > WORK/check_SRC_SPLIT.jsonl

Every reference of every row is judged by the harness logic (`tools/apps_harness.py`, sandboxed in bubblewrap; the
verdicts are cached in WORK/harness.jsonl) and compared with metaevolve's verdict from the check output, or with the
loader's reason when the row was not imported. Prints one confusion matrix per source and every disagreement;
writes WORK/agreement.json. Perturbations: for each imported problem, the first reference both judges accept is
judged again against the first test's expected output with an off-by-one number, and without its last line (stdin)
or last element (call-based); both judges must reject each.
"""
from __future__ import annotations
import ast, collections, copy, json, re, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import apps_harness as H                                    # noqa: E402
from metaevolve.core.problems import Problem, TestCase      # noqa: E402
from metaevolve.data.loaders import import_benchmark        # noqa: E402
from metaevolve.execution.fitness import evaluate           # noqa: E402

SETS = [("apps", "train", "apps/train.jsonl"), ("apps", "test", "apps/test.jsonl"), ("taco", "train", "taco/train.jsonl"),
        ("leetcode", "test", "leetcode/LeetCodeDataset-v0.3.1-test.jsonl")]
MODE = {"apps": "apps", "taco": "taco", "leetcode": "lcd"}


def raw_rows(rows_dir: Path):
    "(source, split, row index, row) for every stored row."
    for src, split, rel in SETS:
        f = rows_dir / rel
        if not f.exists(): continue
        for i, line in enumerate(f.open()):
            if line.strip(): yield src, split, i, json.loads(line)


def references(src: str, row: dict) -> list[str]:
    "The row's references as its own harness runs them (APPS/TACO: the solutions list; LeetCode: the completion)."
    if src == "leetcode": return [row["completion"]] if (row.get("completion") or "").strip() else []
    return [s for s in json.loads(row.get("solutions") or "[]") if isinstance(s, str) and s.strip()]


def loader_outcome(src: str, split: str, i: int, row: dict) -> tuple[str | None, str | None]:
    "(problem id, None) when the loader converts the row, else (None, skip reason)."
    ps, rep = import_benchmark(src, split=split, rows=[row], progress=False)
    if ps:
        pid = ps[0].id.replace(f"/{split}/0", f"/{split}/{i}") if src == "taco" else ps[0].id   # TACO ids: row index
        return pid, None
    return None, next(iter(rep.skipped), "?")


def ours(work: Path, src: str, split: str) -> tuple[dict, dict]:
    "({problem id: Problem dict}, {(problem id, solution index): check record}) from the CLI outputs."
    probs = {json.loads(l)["id"]: json.loads(l) for l in (work / f"{src}_{split}.jsonl").open() if l.strip()}
    checks = {}
    for l in (work / f"check_{src}_{split}.jsonl").open():
        r = json.loads(l)
        if not r.get("summary"): checks[(r["id"], r["solution"])] = r
    return probs, checks


def harness_verdict(cache: dict, key: str, code: str, src: str, row: dict) -> dict:
    "The harness's verdict on one reference (cached by key)."
    if key not in cache:
        lcd = {k: row[k] for k in ("prompt", "test", "entry_point")} if src == "leetcode" else None
        io_ = None if src == "leetcode" else json.loads(row["input_output"])
        res = H.judge(code, MODE[src], io_=io_, row=lcd, global_timeout=None)
        cache[key] = {"accepted": res["accepted"], "why": res["why"][:200], "elapsed_s": res.get("elapsed_s")}
    return cache[key]


def our_verdict(rec: dict | None) -> tuple[bool | None, str]:
    if rec is None: return None, "no check record"
    if rec["correct"]: return True, "pass"
    bad = next((t for t in rec.get("tests", []) if t["verdict"] != "pass"), None)
    return False, ((rec.get("error") or "") if bad is None else f"{bad['verdict']}: {bad['detail'][:120]}")


# ------------------------------------------------------------------ perturbations (the same change on both sides)
_INT = re.compile(r"(?<![\w.])-?\d+(?![\w.])")

def off_by_one_text(s: str):
    m = _INT.search(s)
    return None if not m else s[:m.start()] + str(int(m.group()) + 1) + s[m.end():]

def missing_line_text(s: str):
    lines = [l for l in s.rstrip("\n").split("\n")]
    if len([l for l in lines if l.strip()]) < 2: return None
    while lines and not lines[-1].strip(): lines.pop()
    return "\n".join(lines[:-1]) + "\n"

def off_by_one_value(v):
    if isinstance(v, bool): return None
    if isinstance(v, int): return v + 1
    if isinstance(v, list):
        for k, x in enumerate(v):
            if (y := off_by_one_value(x)) is not None: return v[:k] + [y] + v[k + 1:]
    if isinstance(v, dict):
        for k, x in v.items():
            if (y := off_by_one_value(x)) is not None: return {**v, k: y}
    return None

def missing_elem_value(v):
    if isinstance(v, list) and len(v) == 1 and isinstance(v[0], list) and v[0]: return [v[0][:-1]]   # APPS wrapping
    if isinstance(v, dict) and len(v) == 1 and isinstance(next(iter(v.values())), list):             # a node
        (k, x), = v.items(); return {k: x[:-1]} if x else None
    return v[:-1] if isinstance(v, list) and v else None

PERTURB = {"off_by_one": (off_by_one_text, off_by_one_value), "missing_last": (missing_line_text, missing_elem_value)}


def perturbed(kind: str, src: str, row: dict, prob: dict):
    "(our perturbed Problem, the harness's perturbed io or LCD row) or None when the perturbation does not apply."
    text_f, value_f = PERTURB[kind]
    t0 = prob["tests"][0]
    if prob["fn_name"]:
        nv = value_f(json.loads(t0["output"]))
        if nv is None: return None
        new_out = json.dumps(nv)
    else:
        new_out = text_f(t0["output"])
        if new_out is None: return None
    q = Problem(**{**prob, "tests": [TestCase(**t) for t in prob["tests"]]})
    q.tests[0] = TestCase(t0["input"], new_out)
    if src == "leetcode":
        tree = ast.parse(row["test"])
        check = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "check")
        a = next(s for s in check.body if isinstance(s, ast.Assert))
        if not isinstance(a.test, ast.Compare): return None
        try: exp = ast.literal_eval(a.test.comparators[0])
        except ValueError: return None
        ne = value_f(exp)
        if ne is None: return None
        a.test.comparators[0] = ast.parse(repr(ne), mode="eval").body
        return q, {"prompt": row["prompt"], "test": ast.unparse(tree), "entry_point": row["entry_point"]}
    io_ = json.loads(row["input_output"])
    e0 = io_["outputs"][0]
    if io_.get("fn_name"): ne = value_f(e0)
    else: ne = text_f("\n".join(map(str, e0)) if isinstance(e0, list) else e0)
    if ne is None: return None
    io_["outputs"][0] = ne
    return q, io_


def main(rows_dir: Path, work: Path, perturbations: bool = True) -> dict:
    cache_f = work / "harness.jsonl"
    cache = {}
    if cache_f.exists():
        for l in cache_f.open(): d = json.loads(l); cache[d["key"]] = d["v"]
    n0 = len(cache)
    matrix, disagreements, both_ok = collections.defaultdict(collections.Counter), [], {}
    mine = {}
    for src, split, i, row in raw_rows(rows_dir):
        if (src, split) not in mine: mine[(src, split)] = ours(work, src, split)
        probs, checks = mine[(src, split)]
        pid, reason = loader_outcome(src, split, i, row)
        for k, code in enumerate(references(src, row)):
            key = f"{src}/{split}/{i}#{k}"
            h = harness_verdict(cache, key, code, src, row)["accepted"]
            if pid is None: m, why = None, f"not imported: {reason}"
            else:
                sols = probs[pid]["solutions"]
                j = k if src == "leetcode" else next((j for j, s in enumerate(sols) if s == code), None)
                m, why = our_verdict(checks.get((pid, j)) if j is not None else None)
            cell = ("H+" if h else "H-") + ("M+" if m else "M-" if m is False else "M?")
            matrix[src][cell] += 1
            if m is not None and m != h or (m is None and h):
                disagreements.append({"ref": key, "row_id": row.get("problem_id", row.get("task_id")), "id": pid,
                                      "harness": h, "ours": m, "why": why,
                                      "harness_why": cache[key]["why"]})
            if h and m and pid not in both_ok: both_ok[pid] = (src, row, probs[pid], code, k)
    with cache_f.open("a") as f:
        for key in list(cache)[n0:]: f.write(json.dumps({"key": key, "v": cache[key]}) + "\n")
    pert = collections.defaultdict(collections.Counter)
    if perturbations:
        for pid, (src, row, prob, code, k) in sorted(both_ok.items()):
            for kind in PERTURB:
                pr = perturbed(kind, src, row, prob)
                if pr is None: continue
                q, hin = pr
                mine_ok = evaluate(prob["solutions"][0 if src == "leetcode" else prob["solutions"].index(code)], q,
                                   cache=False).correct
                res = H.judge(code, MODE[src], io_=None if src == "leetcode" else hin,
                              row=hin if src == "leetcode" else None, global_timeout=None)
                c = pert[f"{src} {kind}"]
                c["applicable"] += 1; c["harness_accepts"] += res["accepted"]; c["ours_accepts"] += mine_ok
                if res["accepted"] or mine_ok:
                    disagreements.append({"perturbed": kind, "id": pid, "harness_accepts": res["accepted"],
                                          "ours_accepts": mine_ok})
    out = {"matrix": {s: dict(c) for s, c in matrix.items()}, "perturbations": {k: dict(c) for k, c in pert.items()},
           "disagreements": disagreements}
    (work / "agreement.json").write_text(json.dumps(out, indent=1))
    print("harness (H) x metaevolve (M): + accepts, - rejects, ? not imported")
    for s, c in out["matrix"].items(): print(f"  {s:9}", "  ".join(f"{k} {v}" for k, v in sorted(c.items())))
    for k, c in out["perturbations"].items(): print(f"  perturbed {k}: {c}")
    for d in disagreements: print("  disagreement:", json.dumps(d)[:300])
    return out


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(Path(args[0]), Path(args[1]), "--skip-perturbations" not in sys.argv)
