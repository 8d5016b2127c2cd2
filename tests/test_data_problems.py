"""The shipped problem set (data/problems): structure, intended verdicts, and Eq. 3 ranking fast above slow."""
from pathlib import Path

import pytest

from metaevolve.core.problems import read_problems
from metaevolve.execution.fitness import evaluate_many
from metaevolve.cli.execution import expectation_met

DATA = Path(__file__).resolve().parent.parent / "data" / "problems"
VERDICTS = {"pass", "fail", "wrong_answer", "runtime_error", "timeout", "memory_limit", "output_limit", "compile_error"}
# a quick subset for the default run: stdin and call-based, several verdict kinds (no timeouts, so it stays fast)
SUBSET = ["ship-stdio-01-range-sums", "ship-stdio-07-maze-shortest-path", "ship-stdio-12-prime-sum",
          "ship-stdio-18-closest-pair", "ship-call-04-count-islands"]


@pytest.fixture(scope="module")
def problems():
    stdio, call = read_problems(DATA / "stdio.jsonl"), read_problems(DATA / "call_based.jsonl")
    return stdio, call


def test_structure(problems):
    stdio, call = problems
    assert len(stdio) >= 20 and all(p.fn_name is None for p in stdio)
    assert len(call) >= 5 and all(p.fn_name for p in call)
    size = sum((DATA / f).stat().st_size for f in ("stdio.jsonl", "call_based.jsonl"))
    assert size < 4 * 2**20
    for p in stdio + call:
        assert p.source == "metaevolve-shipped" and p.id.startswith("ship-")
        assert len(p.tests) >= 8, p.id
        assert len(p.solutions) >= 4, p.id
        exp, roles = p.meta["expected"], p.meta["roles"]
        assert len(exp) == len(roles) == len(p.solutions), p.id
        assert roles[:2] == ["fast", "slow"] and exp[:2] == ["pass", "pass"], p.id
        assert all(r == "wrong" for r in roles[2:]) and len(roles) >= 4, p.id
        assert all(e in VERDICTS and e != "pass" for e in exp[2:]), p.id
        assert p.time_limit_s == 2.0 and p.memory_limit_mb == 512
        assert "## Input" in p.statement or p.fn_name, p.id
    # the set exercises every failure verdict at least once
    labels = {e for p in stdio + call for e in p.meta["expected"]}
    assert {"wrong_answer", "runtime_error", "timeout", "memory_limit", "output_limit", "compile_error"} <= labels


def _check(chosen):
    items = [(s, p) for p in chosen for s in p.solutions]
    results = evaluate_many(items, progress=False, cache=False)
    bad, k = [], 0
    for p in chosen:
        res = results[k:k + len(p.solutions)]; k += len(p.solutions)
        for i, (label, r) in enumerate(zip(p.meta["expected"], res)):
            if not expectation_met(label, r):
                bad.append((p.id, i, label, sorted({t.verdict for t in r.tests})))
        fast, slow = res[0], res[1]
        if not fast.score > slow.score:
            bad.append((p.id, "eq3", fast.score, slow.score, fast.runtime_s, slow.runtime_s))
    assert not bad, bad


def test_subset_verdicts_and_ranking(problems):
    stdio, call = problems
    chosen = [p for p in stdio + call if p.id in SUBSET]
    assert len(chosen) == len(SUBSET)
    _check(chosen)


@pytest.mark.slow
def test_all_verdicts_and_ranking(problems):
    stdio, call = problems
    _check(stdio + call)
