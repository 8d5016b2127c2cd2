"Resume after a real kill -9 in the middle of a round: the resumed run equals an uninterrupted one (fast)."
import json, os, signal, subprocess, sys, textwrap
from pathlib import Path

SCRIPT = textwrap.dedent('''
    import json, os, signal, sys
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.core.basics import derive_seed
    from metaevolve.search.driver import read_programs
    from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
    out, kill_round = sys.argv[1], int(sys.argv[2])
    cfg = EvolveConfig(rounds=5, parents=6, keep=2, islands=3, migrate_every=2, n_initial=5, seed=4)
    def model(msgs, seed, index):
        if seed == derive_seed(4, "b", kill_round) and index == 3:
            os.kill(os.getpid(), signal.SIGKILL)             # die mid-batch, after the trace of earlier calls
        return demo_model(msgs, seed, index)
    recs = evolve([demo_problem("a"), demo_problem("b")], KeyedBackend(model), out, cfg, demo_evaluate, progress=False)
    sig = {pid: [(p.id, p.parent_id, p.island, p.generation, p.mode, p.code, p.score) for p in read_programs(out, pid)]
           for pid in ("a", "b")}
    print(json.dumps({"sig": sig, "rounds": [r["rounds"] for r in recs], "final": [r["final_program"] for r in recs],
                      "calls": [r["llm_calls"] for r in recs]}))
''')


def run(out, kill_round):
    return subprocess.run([sys.executable, "-c", SCRIPT, str(out), str(kill_round)], capture_output=True, text=True, timeout=300)


def test_kill_9_mid_round_then_resume(tmp_path):
    ref = run(tmp_path / "ref", -1)
    assert ref.returncode == 0, ref.stderr
    crashed = run(tmp_path / "run", 3)
    assert crashed.returncode == -signal.SIGKILL
    state = json.loads(next((tmp_path / "run" / "state").glob("b-*.json")).read_text())
    assert state["round"] == 2                                    # rounds 1-2 of problem b survived, round 3 was lost
    assert len((tmp_path / "run" / "results.jsonl").read_text().splitlines()) == 1   # problem a was finished
    resumed = run(tmp_path / "run", -1)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout.splitlines()[-1]) == json.loads(ref.stdout.splitlines()[-1])


def test_torn_record_after_kill(tmp_path):
    "A torn last line (kill -9 during a write) is dropped and the run still resumes to the same result."
    ref = run(tmp_path / "ref", -1)
    crashed = run(tmp_path / "run", 2)
    assert crashed.returncode == -signal.SIGKILL
    with open(tmp_path / "run" / "programs.jsonl", "ab") as f:
        f.write(b'{"problem_id": "b", "id": "p9')
    resumed = run(tmp_path / "run", -1)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout.splitlines()[-1]) == json.loads(ref.stdout.splitlines()[-1])
