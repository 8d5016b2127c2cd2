"""The judge on rows in the benchmarks' real layouts: one reference per failure class found on real APPS,
TACO, CodeContests and LeetCodeDataset data (`tests/fixtures/judge`, our own text). Each must now get the verdict in
`expected.json` — through the same import and `check` a user runs — while perturbed expected outputs (an off-by-one
number, a missing line) are still rejected."""
import json, re
from pathlib import Path

import pytest

from metaevolve.cli.entry import main
from metaevolve.data.loaders import import_benchmark
from metaevolve.execution import fitness
from metaevolve.core.problems import TestCase, read_problems

FIX = Path(__file__).parent / "fixtures" / "judge"
EXP = json.loads((FIX / "expected.json").read_text())
SPLITS = {"apps": "test", "taco": "train", "code_contests": "test", "leetcode": "test"}


def _import(name, **kw):
    return import_benchmark(name, split=SPLITS[name], source_dir=str(FIX / name), progress=False, **kw)


@pytest.fixture(scope="module")
def imported():
    return {name: _import(name) for name in SPLITS}


def _verdict(r):
    return "pass" if r.correct else next(t.verdict for t in r.tests if t.verdict != "pass")


@pytest.mark.parametrize("name", sorted(SPLITS))
def test_loaders_convert_or_skip_with_the_reason(imported, name):
    problems, rep = imported[name]
    want = {pid: e["loader"] for pid, e in EXP.items() if pid.startswith(name + "/")}
    assert {p.id for p in problems} == {pid for pid, l in want.items() if not l.startswith("skip:")}
    skips = [l.split(":", 1)[1] for l in want.values() if l.startswith("skip:")]
    assert rep.skipped == {r: skips.count(r) for r in set(skips)}
    assert rep.needs_checker == skips.count("needs_checker")


def test_statement_options_reach_the_problem(imported):
    apps = {p.id: p for p in imported["apps"][0]}
    assert apps["apps/test/9104"].judge == {"tol": 1e-4}
    assert apps["apps/test/9105"].judge == {"case_insensitive": True}
    assert apps["apps/test/9106"].judge == {"wrapped_output": True}
    lc = {p.id: p for p in imported["leetcode"][0]}
    assert lc["leetcode/fixture-max-gap"].meta.get("tests_dropped") is None      # the asserts, not input_output
    assert json.loads(lc["leetcode/fixture-smallest-number-string"].tests[1].output) == "-1"
    assert json.loads(lc["leetcode/fixture-reverse-list"].tests[0].input) == [{"__listnode__": [1, 2, 3]}]


def test_every_reference_gets_its_verdict(imported):
    items, want = [], []
    for name, (problems, _) in imported.items():
        for p in problems:
            e = EXP[p.id]
            for k, (s, exp) in enumerate(zip(p.solutions, e["solutions"])):
                items.append((s, p)); want.append((p.id, k, exp["class"], exp["fixed"]))
            for s, exp in zip(p.meta.get("incorrect_solutions", []), e.get("incorrect_solutions", [])):
                items.append((s, p)); want.append((p.id, "negative", exp["class"], exp["fixed"]))
    res = fitness.evaluate_many(items, workers=2, progress=False, cache=False)
    got = [(pid, k, cls, _verdict(r)) for (pid, k, cls, _), r in zip(want, res)]
    assert [g for g, w in zip(got, want) if g != w] == []
    assert len(items) == 40


def test_a_kept_multiple_answer_problem_needs_a_checker():
    problems, rep = _import("apps", keep_needs_checker=True)
    p = next(p for p in problems if p.id == "apps/test/9103")
    r = fitness.evaluate(p.solutions[0], p, cache=False)                 # prints "2 3" where "1 4" is stored
    assert (r.correct, r.error, r.tests[0].verdict) == (False, "needs_checker", "needs_checker")

    def pair_sums_to_k(inp, out, expected):
        (n, k), a = map(int, inp.split()[:2]), list(map(int, inp.split()[2:]))
        i, j = map(int, out.split())
        return 1 <= i < j <= n and a[i - 1] + a[j - 1] == k
    fitness.register_checker("test/pair_sums_to_k", pair_sums_to_k)
    p.judge = {"checker": "test/pair_sums_to_k"}
    assert fitness.evaluate(p.solutions[0], p, cache=False).correct
    assert not fitness.evaluate("input(); input(); print(1, 2)", p, cache=False).correct


def _off_by_one(text):
    "The first integer of `text` plus one (None when there is none)."
    m = re.search(r"-?\d+", text)
    return None if m is None else text[:m.start()] + str(int(m.group()) + 1) + text[m.end():]


def _missing_last(text):
    "`text` without its last line, or a JSON list without its last element (None when that leaves nothing)."
    try: v = json.loads(text)
    except json.JSONDecodeError: v = None
    if isinstance(v, list) and len(v) == 1 and isinstance(v[0], list):       # APPS's wrapping: the list inside
        inner = _missing_last(json.dumps(v[0])); return None if inner is None else f"[{inner}]"
    if isinstance(v, dict) and len(v) == 1 and isinstance(next(iter(v.values())), list):   # a node
        (k, x), = v.items(); return json.dumps({k: x[:-1]}) if len(x) > 1 else None
    if isinstance(v, list): return json.dumps(v[:-1]) if len(v) > 1 else None
    lines = text.strip("\n").split("\n")
    return "\n".join(lines[:-1]) + "\n" if len(lines) > 1 else None


@pytest.mark.parametrize("perturb", [_off_by_one, _missing_last], ids=["off_by_one", "missing_last"])
def test_perturbed_expected_outputs_are_rejected(imported, perturb):
    items = []
    for name, (problems, _) in imported.items():
        for p in problems:
            ok = [s for s, e in zip(p.solutions, EXP[p.id]["solutions"]) if e["fixed"] == "pass"]
            k = next((k for k, t in enumerate(p.tests) if perturb(t.output) is not None), None)
            if ok and k is not None:                     # the first test the perturbation applies to
                tests = list(p.tests); tests[k] = TestCase(tests[k].input, perturb(tests[k].output))
                items.extend((s, fitness.Problem(**{**p.__dict__, "tests": tests})) for s in ok)
    res = fitness.evaluate_many(items, workers=2, progress=False, cache=False)
    assert len({q.id for _, q in items}) >= (12 if perturb is _off_by_one else 5)
    assert [q.id for (_, q), r in zip(items, res) if r.correct] == []


def test_import_and_check_from_the_command_line(tmp_path, capsys):
    out = tmp_path / "apps.jsonl"
    assert main(["import-benchmark", "apps", "--split", "test", "--source-dir", str(FIX / "apps"), "--out", str(out),
                 "--validate", "--validate-solutions", "20", "--workers", "2", "--quiet"]) == 0
    err = capsys.readouterr().err
    assert "validate apps: 23/28 references pass, 7/7 problems verified; failures: wrong 3, compile 1, timeout 1" in err, err
    rep = json.loads(out.with_suffix(".report.json").read_text())
    assert rep["skipped"] == {"needs_checker": 1} and rep["judge_options"] == {"wrapped_output": 3, "tol": 1, "case_insensitive": 1}
    assert len(read_problems(out)) == 7


def test_check_leaves_unjudged_references_out_of_the_counts(tmp_path, capsys):
    out = tmp_path / "apps.jsonl"
    assert main(["import-benchmark", "apps", "--split", "test", "--source-dir", str(FIX / "apps"), "--out", str(out),
                 "--keep-needs-checker", "--quiet"]) == 0
    capsys.readouterr()
    assert main(["check", str(out), "--summary-only", "--workers", "2"]) == 0
    s = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (s["solutions"], s["correct"], s["needs_checker"], s["incorrect"]) == (29, 23, 1, 5), s
