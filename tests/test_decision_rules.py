"""The paper's letter is one switch away: the same scripted search under `decision: noise_aware` (the default) and
`decision: paper`, differing exactly where the rules differ. The children beat the start by 2.5 %: inside the default
3 % band (the start stays the final), a gain under the paper's letter (the best measured program is the final)."""
import json
import pytest
from metaevolve.search.engine import EvolveConfig, evolve
from metaevolve.methods.base import BaselineConfig
from metaevolve.methods.run import run_baseline
from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate


def model(msgs, seed, index):
    "Round 0 writes print(80) (score 0.80); shown that program, a child writes print(82) (0.82, +2.5 %)."
    return "```python\nprint(82)\n```" if "print(80)" in msgs[-1]["content"] else "```python\nprint(80)\n```"


@pytest.mark.parametrize("decision, final, decided_by", [("noise_aware", 0.80, "scores"), ("paper", 0.82, "paper: best measured")])
def test_one_search_under_each_rule(decision, final, decided_by, tmp_path):
    cfg = EvolveConfig(rounds=1, parents=2, islands=1, keep=2, n_initial=2, seed=0, decision=decision)
    rec, = evolve([demo_problem("a")], KeyedBackend(model), tmp_path, cfg, demo_evaluate, progress=False)
    assert (rec["initial_score"], rec["final_score"]) == (0.80, final)
    assert rec["decision"] == decision and rec["final_decision"]["rule"] == decision
    assert rec["final_decision"]["decided_by"] == decided_by
    assert json.loads((tmp_path/"summary.json").read_text())["decision"] == decision


def test_a_baseline_under_each_rule(tmp_path):
    finals = {}
    for decision in ("noise_aware", "paper"):
        cfg = BaselineConfig("self_refine_single", n_initial=1, seed=0, decision=decision)
        rec, = run_baseline([demo_problem("a")], KeyedBackend(model), tmp_path/decision, cfg, demo_evaluate, progress=False)
        finals[decision] = (rec["final_score"], rec["decision"])
    assert finals == {"noise_aware": (0.80, "noise_aware"), "paper": (0.82, "paper")}


def test_the_default_keeps_earlier_configs_and_a_run_keeps_its_rule(tmp_path):
    assert "decision" not in EvolveConfig().to_dict() and EvolveConfig(decision="paper").to_dict()["decision"] == "paper"
    assert "decision" not in BaselineConfig().to_dict()
    with pytest.raises(ValueError, match="expected one of"): EvolveConfig(decision="strict")
    evolve([demo_problem("a")], KeyedBackend(model), tmp_path, EvolveConfig(rounds=1, parents=1, n_initial=1), demo_evaluate,
           progress=False)
    with pytest.raises(ValueError, match="config differs"):        # a run folder is decided by one rule only
        evolve([demo_problem("a")], KeyedBackend(model), tmp_path, EvolveConfig(rounds=1, parents=1, n_initial=1,
                                                                                 decision="paper"), demo_evaluate, progress=False)
