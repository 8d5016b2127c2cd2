"""`engine: openevolve` (nbs/search/04a_openevolve) next to the native engine, through `metaevolve evolve`.

The slow test needs the optional `openevolve` extra (`make test-openevolve` installs it and runs this file): both
engines, a scripted model (the `scripted` backend, served to OpenEvolve's workers on loopback), a shipped problem from
its slow reference solution, the real sandbox. The fast tests need no OpenEvolve."""
import json
from pathlib import Path
import pytest
import yaml
from metaevolve.cli.entry import main
from metaevolve.core.problems import load_problems, write_problems
from metaevolve.search.engine import EvolveConfig
from metaevolve.search.records import RECORD_FIELDS

ROOT = Path(__file__).resolve().parents[1]


def setup(tmp_path, n_replies):
    "A shipped stdio problem; a scripted model: its slow reference solution twice (round 0), then the fast one."
    prob = next(p for p in load_problems(ROOT / "data" / "problems" / "stdio.jsonl") if "slow" in (p.meta.get("roles") or []))
    roles = prob.meta["roles"]
    fast, slow = prob.solutions[roles.index("fast")], prob.solutions[roles.index("slow")]
    write_problems(tmp_path / "p.jsonl", [prob])
    (tmp_path / "llm.yaml").write_text(yaml.safe_dump({"backend": "scripted", "replies": [f"```python\n{slow}\n```"] * 2 +
                                                                 [f"Faster:\n```python\n{fast}\n```"] * n_replies}))
    return prob, fast, slow


def run(tmp_path, engine, out):
    return main(["evolve", "--problems", str(tmp_path / "p.jsonl"), "--out", str(tmp_path / out), "--backend",
                 str(tmp_path / "llm.yaml"), "--rounds", "2", "--parents", "3", "--keep", "2", "--islands", "2",
                 "--migrate-every", "1", "--initial", "2", "--engine", engine, "--quiet"])


def test_native_config_has_no_engine_key():
    "Native runs' configs (run folders, records, golden records) are unchanged by the new field."
    assert "engine" not in EvolveConfig().to_dict()
    assert EvolveConfig(engine="openevolve").to_dict()["engine"] == "openevolve"
    assert EvolveConfig.from_dict(EvolveConfig(engine="openevolve").to_dict()).engine == "openevolve"


def test_unknown_engine_is_exit_2(tmp_path, capsys):
    setup(tmp_path, 8)
    assert run(tmp_path, "shinka", "r") == 2
    assert "engine" in capsys.readouterr().err


@pytest.mark.slow
def test_both_engines_find_the_scripted_faster_program(tmp_path):
    pytest.importorskip("openevolve")
    prob, fast, slow = setup(tmp_path, 6)
    recs = {}
    for engine in ("native", "openevolve"):
        assert run(tmp_path, engine, engine) == 0
        lines = (tmp_path / engine / "results.jsonl").read_text().splitlines()
        assert len(lines) == 1
        recs[engine] = r = json.loads(lines[0])
        assert set(RECORD_FIELDS) <= set(r) and r["problem_id"] == prob.id
        assert r["llm_calls"] == 2 + 2 * 3, (engine, r["llm_calls"])              # the same call budget
        assert r["improved"] and r["final_program"].strip() == fast.strip(), engine
        assert len(r["rounds"]) == 2 and r["rounds"] == sorted(r["rounds"])
    assert recs["openevolve"]["engine"] == "openevolve" and "engine" not in recs["native"]
    assert recs["openevolve"]["openevolve"]["iterations"] == 6
    trace = [json.loads(l) for l in (tmp_path / "openevolve" / "trace.jsonl").read_text().splitlines()]
    assert sum(t["tags"].get("engine") == "openevolve" for t in trace) == 6     # every OpenEvolve call traced


@pytest.mark.slow
def test_a_table_reads_the_openevolve_engine(tmp_path):
    """A paper table runs its evolution with `engine: openevolve` (a template parameter, as a profile would set it):
    the run folder is its own (the engine is in its key), its record says which engine ran, and the table is written
    from it like from a native run."""
    import papermill as pm
    pytest.importorskip("openevolve")
    nb = ROOT / "nbs" / "experiments" / "table6_recovery.ipynb"
    params = dict(runs_root=str(tmp_path / "runs"), out_dir=str(tmp_path / "results"), fig_dir=str(tmp_path / "figures"),
                  problems=str(ROOT / "data" / "problems" / "stdio.jsonl"), tag="t", n_problems=1, rounds=1, parents=2,
                  methods=["alphaevolve"])
    for engine in ("native", "openevolve"):
        pm.execute_notebook(str(nb), str(tmp_path / f"{engine}.ipynb"), parameters={**params, "engine": engine},
                            cwd=str(nb.parent), kernel_name="python3", progress_bar=False)
    recs = {}
    for f in (tmp_path / "runs").rglob("results.jsonl"):
        for line in f.read_text().splitlines():
            r = json.loads(line)
            if r.get("method") == "alphaevolve": recs[r.get("engine", "native")] = (f.parent, r)
    assert sorted(recs) == ["native", "openevolve"] and recs["native"][0] != recs["openevolve"][0]
    assert "alphaevolve" in (tmp_path / "results" / "table6_recovery_t.md").read_text()


@pytest.mark.slow
def test_the_openevolve_engine_runs_an_openevolve_task_folder(tmp_path):
    """`--openevolve-task DIR --engine openevolve`: OpenEvolve's own search evolves the task's EVOLVE-BLOCK, its
    `evaluate` being the task's evaluator run in our sandbox (under `Eq3Evaluator`); the record, the task's metrics
    in the program records and the whole best program as with the native engine (tests/test_openevolve_tasks.py)."""
    pytest.importorskip("openevolve")
    from test_openevolve_tasks import CLOSED, TASK, evolve_task
    from metaevolve.search.openevolve_tasks import load_openevolve_task
    assert evolve_task(tmp_path, TASK, "--engine", "openevolve") == 0
    run, task = tmp_path / "run", load_openevolve_task(TASK)
    (r,) = [json.loads(l) for l in (run / "results.jsonl").read_text().splitlines()]
    assert r["engine"] == "openevolve" and r["openevolve"]["iterations"] == 4 and r["llm_calls"] == 4
    assert r["initial_program"] == task.block and r["improved"] and r["final_program"].strip() == CLOSED.strip()
    best = (run / "best_program.py").read_text()
    assert best.startswith(task.prefix) and best.endswith(task.suffix) and CLOSED in best
    kids = [json.loads(l) for l in (run / "programs.jsonl").read_text().splitlines() if json.loads(l)["round"] > 0]
    assert kids and all(set(k["metrics"]) == {"correctness", "runtime_ms"} for k in kids if k["code"])
