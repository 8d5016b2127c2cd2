"""The evaluation cache key holds every rule a verdict depends on, read from the exported module (not the notebook's
cell order): the judge's code hashes, so that a cache never serves a verdict made by older judge code."""
from dataclasses import replace
from metaevolve.core.problems import Problem, TestCase as Case
from metaevolve.execution import fitness

ADD = Problem("add", "Add two numbers.", "", [Case("1 2\n", "3\n")])
PROG = "a, b = map(int, input().split())\nprint(a + b)"


def test_judge_rules_hold_the_code_hashes():
    assert {"version", "prelude", "program", "compare", "tol"} <= set(fitness.JUDGE_RULES)
    assert fitness.judge_rules(ADD)["program"] == fitness.JUDGE_RULES["program"]


def test_the_key_changes_with_the_judge_code(monkeypatch):
    key = fitness.cache_key(PROG, ADD)
    monkeypatch.setitem(fitness.JUDGE_RULES, "program", "0" * 16)   # as if the judge's code had changed
    assert fitness.cache_key(PROG, ADD) != key
    monkeypatch.undo()
    assert fitness.cache_key(PROG, ADD) == key
    assert fitness.cache_key(PROG, replace(ADD, judge={"tol": 1e-3})) != key
