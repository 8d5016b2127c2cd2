"`metaevolve evolve` end to end: a shipped problem, recorded replies (scripted backend), the real sandbox (fast)."
import json
from pathlib import Path
import yaml
from metaevolve.cli.entry import main
from metaevolve.core.problems import load_problems, write_problems

ROOT = Path(__file__).resolve().parents[1]


def setup(tmp_path):
    prob = load_problems(ROOT / "data" / "problems" / "stdio.jsonl")[0]
    write_problems(tmp_path / "p.jsonl", [prob])
    replies = [f"```python\n{s}\n```" for s in prob.solutions]           # fast, slow, wrong, wrong
    (tmp_path / "llm.yaml").write_text(yaml.safe_dump({"backend": "scripted", "replies": replies[1:] + replies[:1]}))
    return prob


def test_evolve_cli_runs_and_resumes(tmp_path, capsys):
    prob = setup(tmp_path)
    args = ["evolve", "--problems", str(tmp_path / "p.jsonl"), "--out", str(tmp_path / "run"), "--backend", str(tmp_path / "llm.yaml"),
            "--rounds", "2", "--parents", "3", "--keep", "2", "--islands", "2", "--migrate-every", "1", "--initial", "3", "--quiet"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert f"run directory: {(tmp_path / 'run').resolve()}" in out
    recs = [json.loads(l) for l in (tmp_path / "run" / "results.jsonl").read_text().splitlines()]
    assert len(recs) == 1 and recs[0]["problem_id"] == prob.id and recs[0]["llm_calls"] == 3 + 2 * 3
    assert recs[0]["initial_correct"] and recs[0]["final_score"] >= recs[0]["initial_score"]
    assert main(args) == 0                                              # finished: resumes to the same record
    assert len((tmp_path / "run" / "results.jsonl").read_text().splitlines()) == 1
    assert main(args + ["--rounds", "3"]) == 2                          # another config on the same folder: refused
    assert "config differs" in capsys.readouterr().err


def test_evolve_cli_bad_input(tmp_path, capsys):
    setup(tmp_path)
    (tmp_path / "bad.jsonl").write_text('{"id": "x"}\n')
    assert main(["evolve", "--problems", str(tmp_path / "bad.jsonl"), "--out", str(tmp_path / "r")]) == 2
    assert "bad.jsonl:1" in capsys.readouterr().err
    assert main(["evolve", "--problems", str(tmp_path / "p.jsonl"), "--out", str(tmp_path / "r"), "--backend", "nope.yaml"]) == 2
    assert main(["evolve", "--problems", str(tmp_path / "p.jsonl"), "--out", str(tmp_path / "r"), "--keep", "0"]) == 2


def test_evolve_cli_stops_early(tmp_path):
    "`--target-score` (any correct start reaches a tiny one) and `--token-budget` (round 0 spends more than 1) stop after round 0."
    setup(tmp_path)
    base = ["evolve", "--problems", str(tmp_path / "p.jsonl"), "--backend", str(tmp_path / "llm.yaml"),
            "--rounds", "2", "--parents", "3", "--keep", "2", "--islands", "2", "--initial", "3", "--quiet"]
    for flag, value, why in (("--target-score", "1e-9", "target_score"), ("--token-budget", "1", "token_budget")):
        out = tmp_path / why
        assert main(base + ["--out", str(out), flag, value]) == 0
        r, = [json.loads(l) for l in (out / "results.jsonl").read_text().splitlines()]
        assert (r["stopped"], r["llm_calls"], r["rounds"]) == (why, 3, [])
        assert [json.loads(l)["round"] for l in (out / "rounds.jsonl").read_text().splitlines()] == [0]
        assert r["config"][why] == float(value)
