"""Eq. 4 reward (metaevolve.train.reward): every outcome of a response against its current program P1, through both adapters.

Fast: each case runs a few tiny programs in the sandbox (the timeout case costs one 0.5 s time limit per side).
"""
import json, math, threading

import pytest

from metaevolve.core.problems import Problem, TestCase
from metaevolve.train import reward as R

# the sandbox times the program's own CPU time, so "slow" means busy work, not sleep
SLOW = "a, b = map(int, input().split())\nfor _ in range(60000): pass\nprint(a + b)\n"
FAST = "a, b = map(int, input().split())\nprint(a + b)\n"
SLOWER = "a, b = map(int, input().split())\nfor _ in range(600000): pass\nprint(a + b)\n"

PROBLEM = Problem(id="add", source="test", statement="Print the sum of two integers.",
                  tests=[TestCase("1 2\n", "3\n"), TestCase("-5 6\n", "1\n")], time_limit_s=0.5)
GT = json.dumps(PROBLEM.to_dict() | {"format": "metaevolve/v1", "p1": {"code": SLOW, "score": 0.03}})
EI = {"p1_code": SLOW, "p1_score": 0.03, "index": 0, "split": "train"}


def answer(code: str) -> str:
    return f"<think>I will make it faster.</think>\nHere is the improved program:\n```python\n{code}```\n"


def score(code_or_text, **kw) -> dict:
    text = answer(code_or_text) if "\n" in code_or_text else code_or_text
    return R.compute_score("metaevolve", text, GT, dict(EI), **kw)


def check_keys(r: dict):
    assert tuple(r) == R.REWARD_KEYS
    assert all(isinstance(v, float) for v in r.values())


def test_improving():
    r = score(FAST)
    check_keys(r)
    assert r["p2_correct"] == 1.0 and r["improved"] == 1.0
    assert r["p2_score"] > r["p1_score"] > 0
    assert r["score"] == pytest.approx(r["p2_score"] - r["p1_score"])


def test_equal_copy_of_p1_is_stagnation():
    r = score(SLOW)
    check_keys(r)
    assert r["score"] == -1.0 and r["p2_score"] == r["p1_score"] and r["improved"] == 0.0


def test_worse():
    r = score(SLOWER)
    assert r["p2_correct"] == 1.0 and r["p2_score"] < r["p1_score"] and r["score"] == -1.0


def test_incorrect():
    r = score("print(0)\n")
    assert (r["p2_correct"], r["p2_score"], r["score"], r["has_code"]) == (0.0, 0.0, -1.0, 1.0)


def test_no_code():
    r = score("I could not find a faster way.")
    check_keys(r)
    assert (r["has_code"], r["score"], r["p2_runtime_s"], r["failed"]) == (0.0, -1.0, -1.0, 0.0)


def test_timeout_is_bounded():
    r = score("while True:\n    pass\n")
    assert r["score"] == -1.0 and r["p2_correct"] == 0.0 and r["failed"] == 0.0


def test_crashing():
    for prog in ("raise RuntimeError('boom')\n", "import os\nos._exit(3)\n", "x = [0] * (10 ** 12)\n"):
        r = score(prog)
        assert r["score"] == -1.0 and r["p2_correct"] == 0.0, prog


def test_p1_incorrect_any_correct_p2_improves():
    ei = dict(EI, p1_code="print(0)\n", p1_score=0.0)
    r = R.compute_score("metaevolve", answer(SLOWER), GT, ei)
    assert r["p1_score"] == 0.0 and r["score"] == pytest.approx(r["p2_score"]) and r["score"] > 0


def test_bad_rows_never_raise():
    """A row the reward cannot read gives no reward (NaN, `failed`), never an exception and never a silent -1."""
    for gt, ei in (("not json", {}), ("{}", {}), (None, None), (json.dumps({"inputs": [1], "outputs": []}), EI)):
        r = R.compute_score("metaevolve", answer(FAST), gt, ei)
        check_keys(r)
        assert math.isnan(r["score"]) and r["failed"] == 1.0 and r["infra_error"] == 0.0


def test_deadline_is_no_reward():
    """An absurdly small budget: the watchdog answers, nothing raises, and the record says the reward could not be
    computed (an infrastructure failure: no reward), instead of a -1 the model did not earn. (A comment would not
    make the program new: it would be the cached comparison of FAST; a renamed variable does.)"""
    fresh = FAST.replace("a, b", "x, y").replace("a + b", "x + y")
    r = score(fresh, deadline_s=1e-4)
    check_keys(r)
    assert math.isnan(r["score"]) and r["infra_error"] == 1.0 and r["failed"] == 1.0
    assert score(fresh, deadline_s=1e-4, failure_score=-1.0)["score"] == -1.0     # the old behaviour, explicitly


def test_deterministic():
    """Identical inputs give identical rewards whenever the outcome does not hinge on timing noise."""
    cases = ["print(0)\n", SLOW, "no code here", "while True:\n    pass\n"]
    first = [score(c)["score"] for c in cases]
    again = [score(c)["score"] for c in cases]
    assert first == again == [-1.0] * 4
    # an improvement is always positive, whatever the noise
    assert all(score(FAST)["score"] > 0 for _ in range(3))


def test_threads_like_verl_naive_manager():
    """verl calls compute_score from a thread pool: no signal.alarm, nothing raises, same keys."""
    out = [None] * 6
    def run(i): out[i] = score(FAST if i % 2 else "print(0)\n")
    ts = [threading.Thread(target=run, args=(i,)) for i in range(6)]
    for t in ts: t.start()
    for t in ts: t.join(60)
    assert all(o is not None and tuple(o) == R.REWARD_KEYS for o in out)
    assert [o["score"] > 0 for o in out] == [False, True] * 3


def test_trl_batch_reward():
    rw = R.Eq4Reward(workers=2)
    comps = [answer(FAST), answer(SLOW), "no code", [{"role": "assistant", "content": answer("print(0)\n")}]]
    logged = {}
    rewards = rw(comps, prompts=["p"] * 4, ground_truth=[GT] * 4, extra_info=[EI] * 4,
                 log_metric=lambda k, v: logged.__setitem__(k, v), completion_ids=[[1]] * 4)
    assert len(rewards) == 4 and rewards[0] > 0 and rewards[1:] == [-1.0, -1.0, -1.0]
    assert logged["improvement_rate"] == 0.25 and logged["has_code_rate"] == 0.75
    # verl's column layout (reward_model) works too, and a broken row has no reward (None: TRL leaves it out)
    rm = [{"style": "rule", "ground_truth": GT}, {"style": "rule", "ground_truth": "broken"}]
    got = rw([answer(FAST), answer(FAST)], reward_model=rm, extra_info=[EI, EI])
    assert got[0] > 0 and got[1] is None


def test_cached_p1_mode():
    r = score(FAST, p1="cached")
    assert r["p1_score"] == 0.03 and r["score"] == pytest.approx(r["p2_score"] - 0.03)


def test_failing_p2_stops_after_first_test():
    """Fail fast: a P2 that fails the first test is not run on the rest (its reward is -1 whatever they give)."""
    assert len(R.judge_p2("print(0)\n", PROBLEM).tests) == 1
    assert len(R.judge_p2(FAST, PROBLEM).tests) == len(PROBLEM.tests)
    late = Problem(id="late", source="test", statement="", tests=PROBLEM.tests + [TestCase("2 2\n", "5\n")], time_limit_s=0.5)
    r = R.judge_p2(FAST, late)            # passes the first test, fails the last: judged on all tests
    assert len(r.tests) == 3 and not r.correct and r.pass_rate == pytest.approx(2 / 3)
