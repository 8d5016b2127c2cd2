"""Outcome metrics: improvement rate (Tables 1, 2, 5) and error-recovery rate (Table 6)."""
import math

import pytest

from metaevolve.execution.fitness import eq3_score
from metaevolve.paper.metrics import benchmark_improvement, error_recovery_rate, improvement_rate


def test_improvement_rate_is_relative_eq3_gain():
    # halving the runtime doubles the Eq. 3 score: +100%
    a, b = eq3_score(0.010, True), eq3_score(0.005, True)
    assert improvement_rate(a, b) == pytest.approx(1.0, rel=1e-3)
    assert improvement_rate(0.2, 0.1) == pytest.approx(-0.5)
    assert improvement_rate(1.0, 1.0) == 0.0
    assert improvement_rate(0.0, 0.4) is None
    with pytest.raises(ValueError):
        improvement_rate(-0.1, 0.2)


def test_benchmark_improvement():
    b = benchmark_improvement([0.1, 0.05, 0.0, 0.2], [0.15, 0.05, 0.3, 0.1])
    assert b["n"] == 3 and b["n_undefined"] == 1
    assert b["improvement_rate_pct"] == pytest.approx(100 * (0.5 + 0 - 0.5) / 3)
    assert b["median_pct"] == pytest.approx(0.0)
    assert b["share_improved_pct"] == pytest.approx(100 / 3)
    assert b["ratio_of_sums_pct"] == pytest.approx(100 * (0.3 / 0.35 - 1))
    empty = benchmark_improvement([0.0], [0.5])
    assert empty["n"] == 0 and math.isnan(empty["improvement_rate_pct"])
    with pytest.raises(ValueError):
        benchmark_improvement([0.1, 0.2], [0.1])


def test_error_recovery_rate():
    r = error_recovery_rate([[False] * 10, [False] * 10, [True, False], [False] * 10, [], [False]],
                            [True, False, True, True, False, False])
    assert (r["n_all_incorrect"], r["n_recovered"], r["n"]) == (5, 2, 6)
    assert r["recovery_rate_pct"] == pytest.approx(40.0)
    # Codeforces in Table 6: 2 of 11 problems recovered
    assert error_recovery_rate([[False]] * 11, [True] * 2 + [False] * 9)["recovery_rate_pct"] == pytest.approx(18.18, abs=0.01)
    assert math.isnan(error_recovery_rate([[True]], [False])["recovery_rate_pct"])
    with pytest.raises(ValueError):
        error_recovery_rate([[False]], [])


def test_benchmark_outcomes_from_records():
    from metaevolve.paper.metrics import benchmark_outcomes
    rows = [
        # a correct start at 0.1 (the best of its samples) improved to 0.3: +200%
        {"initial_scores": [0.0, 0.1, 0.02], "initial_correct": [False, True, True], "final_score": 0.3, "final_correct": True},
        # no correct start, recovered: counted by the recovery rate, not the improvement rate
        {"initial_scores": [0.0] * 10, "initial_correct": [False] * 10, "final_score": 0.5, "final_correct": True},
        # no correct start, not recovered
        {"initial_scores": [0.0] * 10, "initial_correct": [False] * 10, "final_score": 0.0, "final_correct": False},
    ]
    o = benchmark_outcomes(rows)
    assert o["improvement_rate_pct"] == pytest.approx(200.0)
    assert (o["n_problems"], o["n_improvement"], o["n_undefined"]) == (3, 1, 2)
    assert (o["n_all_incorrect"], o["n_recovered"]) == (2, 1) and o["recovery_rate_pct"] == pytest.approx(50.0)
