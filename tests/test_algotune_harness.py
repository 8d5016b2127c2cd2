"AlgoTune harness through the sandbox: known-bad solvers rejected, known-faster ones valid, CLI JSON. Tiny sizes."
import json
import numpy as np
import pytest
from metaevolve.algotune.harness import make_problems, baseline, evaluate, run_once, driver_source, RunRecord
from metaevolve.algotune.evolve import (KNOWN_BAD, KNOWN_FASTER, AlgoTuneFitness, algotune_problem,
                                        algotune_evaluator)
from metaevolve.algotune.tasks import TASKS, reference_source
from metaevolve.cli.entry import main

@pytest.fixture(scope="module")
def sandbox_ok():
    "The sandbox must let solvers import scipy (AlgoTune solvers need it)."
    from metaevolve.execution.sandbox import run_python, Limits
    r = run_python("import scipy.linalg, scipy.signal; print('ok')", b"", Limits(wall_s=30, memory_mb=2048))
    assert r.status == "ok" and r.stdout.strip() == b"ok", f"sandbox cannot import scipy: {r.status} {r.detail} {r.stderr[-400:]!r}"

@pytest.fixture(scope="module")
def bases(sandbox_ok):
    "One-problem, one-run reference baselines at tiny size, shared by the tests of this module."
    out = {}
    for name in TASKS:
        ps = make_problems(name, TASKS[name].tiny_n, 1)
        out[name] = (ps, baseline(ps, runs=1))
    return out

def test_reference_baseline_is_positive(bases):
    for name, (ps, b) in bases.items():
        assert b["ref_min_s"][0] > 0 and b["n"] == TASKS[name].tiny_n

@pytest.mark.parametrize("label", list(KNOWN_BAD))
def test_known_bad_is_rejected(bases, label):
    task, src, why = KNOWN_BAD[label]
    ps, b = bases[task]
    r = evaluate(ps, src, b, runs=1)
    assert not r["valid"] and r["speedup"] is None, (label, why)
    assert r["reason"]

@pytest.mark.parametrize("task", list(KNOWN_FASTER))
def test_known_faster_is_valid(bases, task):
    ps, b = bases[task]
    r = evaluate(ps, KNOWN_FASTER[task], b, runs=1)
    assert r["valid"], r["reason"]
    assert r["speedup"] > 0 and r["problems"][0]["min_s"] > 0

def test_tampering_with_the_timer_does_not_change_the_clock(bases):
    ps, b = bases["psd_cone_projection"]
    src = "import time\ntime.perf_counter = lambda: 0.0\ntime.perf_counter_ns = lambda: 0\n" + KNOWN_FASTER["psd_cone_projection"]
    r = evaluate(ps, src, b, runs=1)
    assert r["valid"] and r["problems"][0]["min_s"] > 0

def test_prints_and_forged_reports_do_not_reach_the_report(bases):
    ps, b = bases["psd_cone_projection"]
    from metaevolve.algotune.codec import encode
    fake = encode({"X": [[0.0]]}, {"nonce": "x", "status": "ok", "time_s": 1e-9})
    src = f"import sys\nsys.stdout.buffer.write({fake!r}); print('hello')\n" + KNOWN_FASTER["psd_cone_projection"]
    r = evaluate(ps, src, b, runs=1)
    assert r["valid"], r["reason"]

def test_syntax_error_and_missing_solve(bases):
    ps, b = bases["lu_factorization"]
    for src in ("def solve(:\n", "x = 1\n"):
        r = evaluate(ps, src, b, runs=1)
        assert not r["valid"] and "compile_error" in r["reason"]

def test_fitness_for_evolution(bases):
    ps, b = bases["psd_cone_projection"]
    fit = AlgoTuneFitness("psd_cone_projection", n=ps.n, problems=1, runs=1, base=b)
    good, bad = fit(KNOWN_FASTER["psd_cone_projection"]), fit(KNOWN_BAD["tamper"][1])
    assert good.correct and good.score > 0 and good.pass_rate == 1.0
    assert not bad.correct and bad.score == 0.0 and bad.error
    ev = algotune_evaluator({"psd_cone_projection": fit})
    res = ev([(None, algotune_problem("psd_cone_projection"))])
    assert res[0].score == 0.0 and not res[0].correct

def test_cli_eval_prints_json(tmp_path, capsys, sandbox_ok):
    f = tmp_path / "solver.py"; f.write_text(KNOWN_FASTER["psd_cone_projection"])
    rc = main(["algotune", "eval", str(f), "--task", "psd_cone_projection", "--profile", "tiny", "--problems", "1", "--runs", "1"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["valid"] is True and out["speedup"] > 0 and out["task"] == "psd_cone_projection"

def test_cli_baseline_prints_timings(tmp_path, capsys, sandbox_ok):
    rc = main(["algotune", "baseline", "--tasks", "polynomial_real", "--profile", "tiny", "--problems", "1", "--runs", "1", "--out", str(tmp_path)])
    assert rc == 0
    assert "polynomial_real" in capsys.readouterr().out
    doc = json.loads((tmp_path / "baseline.json").read_text())
    assert doc["tasks"]["polynomial_real"]["ref_min_s"][0] > 0

def test_evolution_loop_runs_on_algotune(tmp_path, sandbox_ok):
    "The island loop of metaevolve.search.engine improves the PSD task with scripted replies (reference, then eigh)."
    from metaevolve.llm.base import ScriptedBackend
    from metaevolve.algotune.evolve import evolve_algotune
    fence = lambda s: f"```python\n{s}```"
    replies = [fence(reference_source("psd_cone_projection")), "no code here", fence(KNOWN_FASTER["psd_cone_projection"])]
    backend = ScriptedBackend(replies)
    recs = evolve_algotune(["psd_cone_projection"], backend, tmp_path / "run", rounds=1, profile="tiny", problems=1, runs=1,
                           progress=False, parents=2, n_initial=2, islands=1, keep=2)
    (r,) = recs
    assert r["problem_id"] == "algotune/psd_cone_projection" and r["final_correct"]
    assert r["final_score"] >= r["initial_score"] > 0
    assert (tmp_path / "run" / "solvers" / "psd_cone_projection.py").read_text() == r["final_program"]

def test_cli_evolve_with_a_scripted_backend(tmp_path, capsys, sandbox_ok):
    import yaml
    cfg = tmp_path / "llm.yaml"
    cfg.write_text(yaml.safe_dump({"backend": "scripted", "replies": [f"```python\n{KNOWN_FASTER['lu_factorization']}```"]}))
    rc = main(["algotune", "evolve", "--tasks", "lu_factorization", "--backend", str(cfg), "--out", str(tmp_path / "run"),
               "--rounds", "1", "--parents", "1", "--initial", "1", "--profile", "tiny", "--problems", "1", "--runs", "1", "--quiet"])
    assert rc == 0
    assert "algotune/lu_factorization" in capsys.readouterr().out
    assert (tmp_path / "run" / "solvers" / "lu_factorization.py").exists()

def test_cpu_clock_guard_sees_work_in_other_threads_and_processes(sandbox_ok):
    "clock='cpu' takes the solving thread's CPU time only when nothing ran elsewhere."
    t = TASKS["psd_cone_projection"]; p, w = t.generate(60, 0), t.generate(60, 1)
    plain = run_once(KNOWN_FASTER["psd_cone_projection"], p, w, cap_s=10)
    assert plain.status == "ok" and plain.cpu_s is not None and 0 < plain.cpu_s <= plain.time_s + 1e-3
    threaded = '''import threading, numpy as np
def solve(problem):
    out = {}
    def work():
        x = 0
        for i in range(2_000_000): x += i          # burn CPU in another thread
        w, v = np.linalg.eigh(problem["A"]); out["X"] = (v * np.maximum(w, 0)) @ v.T
    th = threading.Thread(target=work); th.start(); th.join()
    return out
'''
    r = run_once(threaded, p, w, cap_s=10)
    assert r.status == "ok" and t.is_solution(p, r.solution)
    assert r.cpu_s is None                               # falls back to wall time
    forked = '''import os, numpy as np
def solve(problem):
    pid = os.fork()
    if pid == 0:
        x = 0
        for i in range(2_000_000): x += i
        os._exit(0)
    os.waitpid(pid, 0)
    w, v = np.linalg.eigh(problem["A"])
    return {"X": (v * np.maximum(w, 0)) @ v.T}
'''
    r = run_once(forked, p, w, cap_s=10)
    assert r.status == "ok" and r.cpu_s is None

def test_cpu_clock_evaluation(bases):
    ps = make_problems("psd_cone_projection", TASKS["psd_cone_projection"].tiny_n, 1)
    b = baseline(ps, runs=1, clock="cpu")
    r = evaluate(ps, KNOWN_FASTER["psd_cone_projection"], b, runs=1)
    assert b["clock"] == r["clock"] == "cpu" and r["valid"] and r["speedup"] > 0
