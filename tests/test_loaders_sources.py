"""Benchmark loaders on the fixtures: every source converts through the same code path as the real data (local copy
and `datasets`), skips are counted per reason, the CLI writes the problems and the report, and — once the sandboxed
evaluator exists — the fixture solutions pass their converted tests while wrong ones do not."""
import json
import os
from pathlib import Path

import pytest

from metaevolve.cli.entry import main
from metaevolve.data.registry import local_rows
from metaevolve.data.loaders import get_source, sources
from metaevolve.data.loaders import import_benchmark
from metaevolve.core.problems import read_problems

FIX = Path(__file__).parent / "fixtures" / "benchmarks"
FOLDERS = {"eurus": "eurus", "apps": "apps", "taco": "taco", "code_contests": "code_contests", "codeforces": "codeforces",
           "atcoder": "atcoder", "leetcode": "leetcode", "usaco": "usaco/usacobench", "usaco_hub": "usaco/hub"}
EXPECTED = {  # source folder -> (converted ids, skip reasons)
    "eurus": ({"eurus/train/taco/0", "eurus/train/apps/1", "eurus/train/codeforces/4"}, {"mismatched_io"}),
    "apps": ({f"apps/test/{i}" for i in range(9001, 9006)}, {"no_tests", "mismatched_io", "bad_json"}),
    "taco": ({"taco/test/0", "taco/test/1", "taco/test/2"}, {"empty_output", "no_tests"}),
    "code_contests": ({"code_contests/test/1000_A. Max of Three", "code_contests/test/1000_B. Count Ones"},
                      {"interactive", "mismatched_io", "file_io", "no_tests"}),
    "codeforces": ({"codeforces/9990A", "codeforces/9990B"}, {"interactive", "needs_checker", "file_io"}),
    "atcoder": ({"atcoder/abc990_a", "atcoder/abc990_b"}, {"bad_tests_blob"}),
    "leetcode": ({"leetcode/pair-with-sum", "leetcode/median-of-list", "leetcode/all-distinct", "leetcode/reverse-list"},
                 {"design_problem"}),
    "usaco": ({"usaco/9901_bronze_cow_count", "usaco/9902_silver_fence"}, {"missing_test_file"}),
    "usaco_hub": ({"usaco/usaco_24xyz_bronze_1"}, {"mismatched_io"}),
}


def load_fixture(key, **kw):
    return import_benchmark(key.replace("_hub", ""), source_dir=str(FIX / FOLDERS[key]), progress=False, **kw)


def test_every_source_is_registered_with_a_fixture():
    assert set(sources()) == {"eurus", "apps", "taco", "code_contests", "codeforces", "atcoder", "leetcode", "usaco", "humaneval",
                              "enamel"}
    for name in sources():
        if name not in ("humaneval", "enamel"): assert (FIX / FOLDERS[name]).is_dir(), name   # these two ship their data


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_fixture_converts_and_counts_every_row(key):
    problems, rep = load_fixture(key)
    ids, reasons = EXPECTED[key]
    assert {p.id for p in problems} == ids
    assert set(rep.skipped) == reasons
    assert rep.converted + sum(rep.skipped.values()) + rep.other_kind == rep.rows_read  # nothing silently dropped
    for p in problems:
        assert p.tests and p.statement.strip()
        if p.fn_name:
            for t in p.tests: assert isinstance(json.loads(t.input), list); json.loads(t.output)


def test_awkward_cases():
    apps = {p.id: p for p in load_fixture("apps")[0]}
    assert apps["apps/test/9002"].starter_code.startswith("def count_vowels")
    assert [t.output for t in apps["apps/test/9002"].tests] == ["[2]", "[0]", "[5]"]        # wrapped outputs as stored,
    assert apps["apps/test/9002"].judge == {"wrapped_output": True}                          # judged by the APPS rule
    assert apps["apps/test/9003"].fn_name == "maxPair"                                       # class Solution starter
    cc = {p.id: p for p in load_fixture("code_contests")[0]}
    a = cc["code_contests/test/1000_A. Max of Three"]
    assert len(a.tests) == 4 and len(a.solutions) == 1 and "raw_input" not in a.solutions[0]  # Python 3 references only
    assert cc["code_contests/test/1000_B. Count Ones"].time_limit_s == 1.5
    assert (a.memory_limit_mb, cc["code_contests/test/1000_B. Count Ones"].memory_limit_mb) == (256, 256)
    lc = {p.id: p for p in load_fixture("leetcode")[0]}
    assert json.loads(lc["leetcode/pair-with-sum"].tests[1].input) == [[3, 2, 4], 6]          # keyword order fixed
    assert lc["leetcode/all-distinct"].tests[0].output == "true"
    assert lc["leetcode/reverse-list"].tests[0].output == '{"__listnode__": [3, 2, 1]}'     # node codec
    at = {p.id: p for p in load_fixture("atcoder")[0]}
    assert len(at["atcoder/abc990_b"].tests) == 3                                            # compressed private tests
    us = {p.id: p for p in load_fixture("usaco")[0]}
    assert us["usaco/9902_silver_fence"].time_limit_s == 4.0 and len(us["usaco/9902_silver_fence"].tests) == 3


def test_limit_sample_and_test_cap():
    ps, rep = load_fixture("apps", limit=2)
    assert len(ps) == 2 and rep.converted == 2
    s1 = [p.id for p in load_fixture("apps", sample=3, seed=7)[0]]
    assert s1 == [p.id for p in load_fixture("apps", sample=3, seed=7)[0]] and len(s1) == 3
    ps, rep = load_fixture("code_contests", max_tests=2)
    assert all(len(p.tests) <= 2 for p in ps) and rep.tests_capped == 1
    assert ps[0].tests[0].input == "1 2 3\n"                                                  # public test kept first


def test_cli_writes_problems_and_report(tmp_path, capsys):
    out = tmp_path / "apps.jsonl"
    assert main(["import-benchmark", "apps", "--source-dir", str(FIX / "apps"), "--out", str(out), "--quiet"]) == 0
    assert len(read_problems(out)) == 5
    rep = json.loads((tmp_path / "apps.report.json").read_text())
    assert rep["skipped"] == {"no_tests": 1, "mismatched_io": 1, "bad_json": 1} and rep["written"] == 5
    assert "problem_id=9007" in rep["skipped_examples"]["mismatched_io"][0]
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["converted"] == 5
    assert main(["import-benchmark", "apps", "--source-dir", str(tmp_path / "nowhere"), "--out", str(out)]) == 2
    assert main(["import-benchmark", "nope", "--out", str(out)]) == 2


# ------------------------------------------------------------------ the `datasets` path (no network)
@pytest.fixture
def offline(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1"); monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    pytest.importorskip("datasets")
    return tmp_path


def _ids(ps): return [p.id for p in ps]


def test_hub_path_parquet_repo(offline):
    "A local folder laid out like a parquet hub repo goes through `load_dataset(<id>, split=...)` like a hub id."
    from datasets import Dataset
    for name in ("code_contests", "codeforces", "eurus"):
        rows = list(local_rows(get_source(name), FIX / name, get_source(name).split))
        repo = offline / name
        (repo / "data").mkdir(parents=True)
        Dataset.from_list(rows).to_parquet(str(repo / "data" / f"{get_source(name).split}-00000-of-00001.parquet"))
        via_hub, rep = import_benchmark(name, hub_id=str(repo), progress=False)
        assert _ids(via_hub) == _ids(load_fixture(name)[0]) and rep.origin == str(repo)
        assert [p.tests for p in via_hub] == [p.tests for p in load_fixture(name)[0]]


def test_hub_path_raw_file_repos(offline):
    "Script-era repos (APPS jsonl, TACO arrow, LeetCode/LiveCodeBench jsonl) are read with a packaged builder."
    from datasets import Dataset
    taco_rows = list(local_rows(get_source("taco"), FIX / "taco", "test"))
    Dataset.from_list(taco_rows).save_to_disk(str(offline / "taco" / "test"))        # -> test/data-00000-of-00001.arrow
    for name in ("apps", "leetcode", "atcoder"):
        src = FIX / name
        for f in src.glob("*.jsonl"): (offline / name).mkdir(exist_ok=True); (offline / name / f.name).write_text(f.read_text())
    for name in ("taco", "apps", "leetcode", "atcoder"):
        via_hub, _ = import_benchmark(name, hub_id=str(offline / name), progress=False)
        local, _ = load_fixture(name)
        assert _ids(via_hub) == _ids(local) and [p.tests for p in via_hub] == [p.tests for p in local], name


# ------------------------------------------------------------------ judged by the sandboxed evaluator
def _with_fixture_solutions(problems):
    extra = json.loads((FIX / "fixture_solutions.json").read_text())
    for p in problems:
        if not p.solutions: p.solutions = extra.get(p.id, [])
    return problems


def _wrong(p):
    "A clearly wrong program: prints/returns something else."
    if p.fn_name:
        return f"def {p.fn_name}(*a):\n    return '__wrong__'\nclass Solution:\n    def {p.fn_name}(self, *a):\n        return '__wrong__'\n"
    return "import sys\nsys.stdin.read()\nprint('__wrong__')\n"


def test_fixture_solutions_pass_and_wrong_ones_fail():
    fitness = pytest.importorskip("metaevolve.execution.fitness")
    problems = [p for key in EXPECTED for p in _with_fixture_solutions(load_fixture(key)[0])]
    assert all(p.solutions for p in problems), [p.id for p in problems if not p.solutions]
    items = [(s, p) for p in problems for s in p.solutions]
    res = fitness.evaluate_many(items, workers=2, progress=False)
    bad = [(p.id, r.tests[:2]) for (s, p), r in zip(items, res) if not r.correct]
    assert not bad, bad
    wrong = fitness.evaluate_many([(_wrong(p), p) for p in problems], workers=2, progress=False)
    assert not any(r.correct for r in wrong)


def test_validate_mode(tmp_path, capsys):
    pytest.importorskip("metaevolve.execution.fitness")
    out = tmp_path / "cc.jsonl"
    assert main(["import-benchmark", "code_contests", "--source-dir", str(FIX / "code_contests"), "--out", str(out),
                 "--validate", "--workers", "2", "--quiet"]) == 0
    rep = json.loads((tmp_path / "cc.report.json").read_text())
    cc = rep["validation"]["per_source"]["code_contests"]
    assert {k: cc[k] for k in ("problems", "with_solutions", "verified", "references", "passed", "failures")} == \
        {"problems": 2, "with_solutions": 2, "verified": 2, "references": 2, "passed": 2, "failures": {}}
    assert "validate code_contests: 2/2 references pass, 2/2 problems verified; failures: none" in capsys.readouterr().err
