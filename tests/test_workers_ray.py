"""`workers: ray` wherever `workers` is configured, without a cluster: the verbs' `--workers`, the config
dataclasses, a paper profile's defaults and the stages' evaluators all take a count or the word `ray`, through one
resolver (`execution.ray.resolve_workers`). Evaluation on a cluster is in `tests/test_ray_backend.py` (slow)."""
from __future__ import annotations
from pathlib import Path
import pytest

from metaevolve.cli.entry import build_parser
from metaevolve.core.machine import timing_workers
from metaevolve.execution import ray as mray
from metaevolve.methods.base import BaselineConfig
from metaevolve.paper.runs import method_config
from metaevolve.search.driver import default_evaluator
from metaevolve.search.engine import EvolveConfig
from metaevolve.train.reward import Eq4Reward
from metaevolve.train.trl_grpo import TrlSettings

VERBS = {"check": ["check", "p.jsonl"], "import-benchmark": ["import-benchmark", "x", "--out", "o"],
         "sample": ["sample"], "evolve": ["evolve", "--problems", "p"], "baseline": ["baseline", "best-of-n", "--problems", "p"],
         "train": ["train", "--data", "d", "--run-dir", "r"]}


@pytest.mark.parametrize("verb", sorted(VERBS))
def test_every_workers_flag_takes_a_count_or_ray(verb):
    "`--workers 4` still gives 4 (an int), `--workers ray` the word; anything else is refused (exit 2)."
    ap = build_parser()
    assert ap.parse_args(VERBS[verb] + ["--workers", "4"]).workers == 4
    assert ap.parse_args(VERBS[verb] + ["--workers", "ray"]).workers == "ray"
    assert ap.parse_args(VERBS[verb]).workers is None
    with pytest.raises(SystemExit) as e: ap.parse_args(VERBS[verb] + ["--workers", "rays"])
    assert e.value.code == 2


def test_configs_and_profiles_keep_ray():
    "The config dataclasses and a paper profile's budget carry `ray` to the stages unchanged."
    budget = {"n_initial": 2, "max_tokens": 64, "rounds": 1, "parents": 2}
    assert method_config("evolve", budget, workers="ray").workers == "ray"
    assert isinstance(method_config("best_of_n", budget, workers="ray"), BaselineConfig)
    assert method_config("best_of_n", budget, workers="ray").workers == "ray"
    assert timing_workers("ray", True) == "ray"                    # a local model does not turn it into a count
    from metaevolve.paper.tables import notebook_parameters
    table2 = Path(__file__).resolve().parents[1]/"nbs"/"experiments"/"table2_methods.ipynb"
    assert notebook_parameters(table2, {"defaults": {"workers": "ray"}})["workers"] == "ray"   # `workers: ray` in a profile
    assert EvolveConfig.from_dict({"workers": "ray"}).workers == "ray" and TrlSettings(data="d", workers="ray").workers == "ray"


def test_the_resolver_switches_to_the_cluster_or_names_the_extra(monkeypatch):
    "Counts stay counts; `ray` points evaluation at the cluster (nothing connects yet), or says how to install Ray."
    assert default_evaluator(3).workers == 3 and Eq4Reward(workers=2).workers == 2
    monkeypatch.setenv(mray.RAY_ADDRESS_ENV, "127.0.0.1:1")       # nothing is contacted until a pool is asked for
    try: mray.import_ray()
    except ImportError:
        with pytest.raises(ImportError, match="pip install"): default_evaluator("ray")
        return
    try:
        assert default_evaluator("ray").workers is None and Eq4Reward(workers="ray").workers is None
        assert mray._active["address"] == "127.0.0.1:1" and mray.ray_pool() is None
    finally: mray.stop_ray()
