"""Novelty metrics (Table 3) on hand-made program pairs: identical, renamed, restructured; edist vs zss."""
import math
from pathlib import Path

import pytest

from metaevolve.paper.metrics import (ast_edit_distance, benchmark_novelty, code_bleu,
                                      normalized_ast_distance, novelty, program_tree, zss_distance)
from metaevolve.core.problems import read_problems

ITER = '''
def fib(n):
    """n-th Fibonacci number."""
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
'''
# the same program with every identifier renamed (and a comment added)
RENAMED = '''
def fibonacci(k):
    # iterate k times
    prev, cur = 0, 1
    for _ in range(k):
        prev, cur = cur, prev + cur
    return prev
'''
# the same task, restructured: memoised recursion instead of a loop
RECURSIVE = '''
from functools import lru_cache

@lru_cache(maxsize=None)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
'''


def test_identical():
    assert ast_edit_distance(ITER, ITER) == 0
    assert ast_edit_distance(ITER, ITER, identifiers=True) == 0
    assert normalized_ast_distance(ITER, ITER) == 0.0
    assert code_bleu(ITER, ITER)["codebleu"] == pytest.approx(1.0)
    nv = novelty(ITER, [ITER] * 10)
    assert nv["n_pairs"] == 10 and nv["ast_distance"] == 0 and nv["combined"] == pytest.approx(0.0)


def test_renamed_identifiers():
    # structure only: renames, comments and docstrings are invisible to the default distance
    assert ast_edit_distance(ITER, RENAMED) == 0
    # with identifiers in the labels every renamed occurrence is one relabel
    d_ids = ast_edit_distance(ITER, RENAMED, identifiers=True)
    assert d_ids == sum(a != b for a, b in zip(program_tree(ITER, True)[0], program_tree(RENAMED, True)[0])) > 0
    cb = code_bleu(ITER, RENAMED)
    assert 0.2 < cb["codebleu"] < 0.95
    assert cb["syntax"] == pytest.approx(1.0)    # same syntax tree shape
    assert cb["dataflow"] == pytest.approx(1.0)  # data flow is name-independent


def test_restructured():
    d, nd = ast_edit_distance(ITER, RECURSIVE), normalized_ast_distance(ITER, RECURSIVE)
    assert d > 10 and 0.3 < nd <= 1.0
    assert code_bleu(ITER, RECURSIVE)["codebleu"] < code_bleu(ITER, RENAMED)["codebleu"]
    nv = novelty(RECURSIVE, [ITER, RENAMED])
    assert nv["n_pairs"] == 2 and nv["ast_distance"] == d
    assert nv["combined"] == pytest.approx((nv["ast_norm"] + 1 - nv["codebleu"]) / 2)
    assert nv["combined"] > novelty(RENAMED, [ITER])["combined"]


@pytest.mark.parametrize("ids", [False, True])
def test_edist_matches_zss(ids):
    pairs = [(ITER, RENAMED), (ITER, RECURSIVE), (RECURSIVE, "print(fib(10))"), ("x = 1", "y = [2, 3]")]
    for a, b in pairs:
        assert ast_edit_distance(a, b, ids) == zss_distance(a, b, ids), (a, b)


def test_edist_matches_zss_on_shipped_solutions():
    probs = read_problems(Path(__file__).resolve().parent.parent / "data" / "problems" / "stdio.jsonl")
    p = next(q for q in probs if q.id == "ship-stdio-03-longest-window")
    a, b = p.solutions[0], p.solutions[1]
    assert len(program_tree(a)[0]) > 50
    assert ast_edit_distance(a, b) == zss_distance(a, b) > 0


def test_unparseable_and_empty():
    assert program_tree("def f(:") is None
    assert ast_edit_distance(ITER, "def f(:") is None and normalized_ast_distance("def f(:", ITER) is None
    nv = novelty(ITER, [None, "def f(:", RENAMED])
    assert nv["n_pairs"] == 1
    assert math.isnan(novelty("def f(:", [ITER])["combined"])
    bn = benchmark_novelty([(RECURSIVE, [ITER]), ("def f(:", [ITER]), (ITER, [ITER])])
    assert bn["n"] == 2
    assert bn["ast_norm"] == pytest.approx(normalized_ast_distance(ITER, RECURSIVE) / 2)


def test_codebleu_dataflow_handling():
    tiny = code_bleu("print(1)", "print(1)")
    assert tiny["dataflow"] is None and tiny["codebleu"] > 0.95   # no data flow: component left out
    # a reference with data flow against a candidate with none: a genuine 0, not the package's silent 1
    r = code_bleu("a = 1\nb = a + 2\nprint(b)\n", "print(3)\n")
    assert r["dataflow"] == 0.0 and r["codebleu"] < 0.5


def test_codebleu_independent_of_hash_seed():
    # the codebleu package's own data-flow match changes with PYTHONHASHSEED; ours must not
    import json, os, subprocess, sys
    code = ("import json, sys; sys.path.insert(0, %r); from test_metrics_novelty import ITER, RENAMED, RECURSIVE; "
            "from metaevolve.paper.metrics import code_bleu; "
            "print(json.dumps([code_bleu(ITER, RENAMED), code_bleu(RECURSIVE, ITER)]))") % str(Path(__file__).parent)
    outs = set()
    for seed in ("0", "1", "2", "5"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout)
    assert len(outs) == 1, outs
    assert json.loads(outs.pop())[0]["dataflow"] == pytest.approx(1.0)
