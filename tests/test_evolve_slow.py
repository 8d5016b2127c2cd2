"Evolution with the embedded model on a shipped problem, real sandbox (slow: loads SmolLM2, generates on CPU)."
import json
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]
# one torch thread: on a shared, loaded machine the default (one per core) spins and ran ~50x slower (measured)
EMBEDDED = {"backend": "embedded", "threads": 1}


@pytest.mark.slow
def test_evolve_embedded_two_rounds(tmp_path):
    from metaevolve.core.problems import load_problems
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.search.driver import read_programs, read_rounds
    from metaevolve.search.records import RECORD_FIELDS
    from metaevolve.llm.base import read_trace
    prob = load_problems(ROOT / "data" / "problems" / "call_based.jsonl")[0]
    cfg = EvolveConfig(rounds=2, parents=4, keep=2, islands=2, migrate_every=1, n_initial=4, max_tokens=160, method="alphaevolve")
    recs = evolve([prob], EMBEDDED, tmp_path, cfg, progress=False)
    r = recs[0]
    assert set(RECORD_FIELDS) <= set(r) and r["method"] == "alphaevolve"
    assert r["llm_calls"] == 4 + 2 * 4 and r["completion_tokens"] > 0 and len(r["rounds"]) == 2
    assert r["final_score"] >= r["initial_score"]
    progs = read_programs(tmp_path, prob.id)
    assert len(progs) == 12
    trace_ids = {rep["trace_id"] for rec in read_trace(tmp_path) for rep in rec["replies"]}
    assert all(p.trace_id in trace_ids for p in progs)
    rounds = read_rounds(tmp_path, prob.id)
    assert [x["round"] for x in rounds] == [0, 1, 2] and all(x["generate_s"] > 0 for x in rounds)
    s = json.loads((tmp_path / "summary.json").read_text())
    assert s["bookkeeping_frac_total"] is not None and s["bookkeeping_frac_total"] < 0.5
