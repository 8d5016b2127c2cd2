"Every baseline on a shipped problem with the embedded model writes the common record (slow)."
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def setup():
    from metaevolve.core.problems import load_problems
    from metaevolve.llm.config import make_backend
    probs = load_problems(ROOT / "data" / "problems")
    test = [p for p in probs if p.id == "ship-stdio-02-count-inversions"]
    train = [p for p in probs if p.id in ("ship-stdio-01-range-sums", "ship-stdio-05-longest-increasing", "ship-call-01-two-sum")]
    # one model for all the tests of this file; one torch thread (the default spins on a loaded shared machine)
    return test, train, make_backend({"backend": "embedded", "threads": 1})


def check(recs, method, calls):
    from metaevolve.search.records import RECORD_FIELDS
    assert len(recs) == 1
    r = recs[0]
    assert set(RECORD_FIELDS) <= set(r) and r["method"] == method
    assert r["llm_calls"] == calls and r["completion_tokens"] > 0 and r["final_score"] >= r["initial_score"]
    assert len(r["initial_programs"]) == 2
    return r


COMMON = dict(n_initial=2, max_tokens=128)


@pytest.mark.slow
@pytest.mark.parametrize("method,kw,calls", [
    ("best_of_n", {"n": 4}, 4),
    ("self_refine_single", {}, 3),
    ("self_refine_multi", {"rounds": 2}, 4),
])
def test_baseline(setup, tmp_path, method, kw, calls):
    from metaevolve.methods.base import BaselineConfig
    from metaevolve.methods.run import run_baseline
    test, _, be = setup
    check(run_baseline(test, be, tmp_path, BaselineConfig(method, **kw, **COMMON), progress=False), method, calls)


@pytest.mark.slow
def test_reflexion(setup, tmp_path):
    from metaevolve.methods.base import BaselineConfig
    from metaevolve.methods.run import run_baseline
    from metaevolve.methods.reflexion import build_memory, ReflectionMemory
    test, train, be = setup
    mem = build_memory(train, be, tmp_path / "memory.jsonl", BaselineConfig("reflexion", **COMMON), progress=False)
    assert len(ReflectionMemory.load(mem).records) >= 1
    r = check(run_baseline(test, be, tmp_path / "run", BaselineConfig("reflexion", n=2, k=2, **COMMON), progress=False, memory=mem),
              "reflexion", 4)
    assert 1 <= len(r["retrieved"]) <= 2


@pytest.mark.slow
def test_alphaevolve(setup, tmp_path):
    from metaevolve.methods.baselines import evolution_config
    from metaevolve.search.engine import evolve
    test, _, be = setup
    cfg = evolution_config("alphaevolve", rounds=1, parents=2, islands=2, keep=2, **COMMON)
    check(evolve(test, be, tmp_path, cfg, progress=False), "alphaevolve", 4)
