"`metaevolve baseline NAME` end to end with recorded replies and the real sandbox (fast)."
import json
from pathlib import Path
import pytest
import yaml
from metaevolve.cli.entry import main
from metaevolve.core.problems import load_problems, write_problems

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def files(tmp_path):
    probs = load_problems(ROOT / "data" / "problems" / "stdio.jsonl")
    write_problems(tmp_path / "test.jsonl", probs[:1])
    write_problems(tmp_path / "train.jsonl", probs[1:3])
    sols = probs[0].solutions
    replies = [f"```python\n{sols[1]}\n```", f"```python\n{sols[2]}\n```", "Check the bounds first.", f"```python\n{sols[0]}\n```"]
    (tmp_path / "llm.yaml").write_text(yaml.safe_dump({"backend": "scripted", "replies": replies}))
    return tmp_path


@pytest.mark.parametrize("name,extra,calls", [
    ("best-of-n", ["--n", "4"], 4),
    ("self-refine", [], 3),
    ("self-refine-multi", ["--rounds", "2"], 4),
    ("alphaevolve", ["--rounds", "1", "--parents", "2", "--islands", "2"], 4),
    ("reflexion", ["--train", "TRAIN", "--n", "2", "--k", "1"], 4),
])
def test_baseline_cli(files, capsys, name, extra, calls):
    out = files / name
    extra = [str(files / "train.jsonl") if a == "TRAIN" else a for a in extra]
    args = ["baseline", name, "--problems", str(files / "test.jsonl"), "--out", str(out), "--backend", str(files / "llm.yaml"),
            "--initial", "2", "--quiet", *extra]
    assert main(args) == 0, capsys.readouterr().err
    assert f"run directory: {out.resolve()}" in capsys.readouterr().out
    recs = [json.loads(l) for l in (out / "results.jsonl").read_text().splitlines()]
    assert len(recs) == 1
    r = recs[0]
    assert r["llm_calls"] == calls and len(r["initial_programs"]) == 2 and r["final_score"] >= r["initial_score"]
    if name == "reflexion":
        assert (out / "memory.jsonl").exists() and len(r["retrieved"]) == 1


def test_baseline_cli_errors(files, capsys):
    base = ["--problems", str(files / "test.jsonl"), "--backend", str(files / "llm.yaml")]
    assert main(["baseline", "beam", *base]) == 2
    assert main(["baseline", "reflexion", *base, "--out", str(files / "r")]) == 2     # neither --train nor --memory
    assert "needs --train" in capsys.readouterr().err


@pytest.mark.parametrize("flag,value,why", [("--target-score", "1e-9", "target_score"), ("--token-budget", "1", "token_budget")])
def test_baseline_cli_stops_early(files, capsys, flag, value, why):
    "Self-Refine's rounds stop after round 0: its correct start reaches a tiny target; round 0 spends more than 1 token."
    out = files / why
    args = ["baseline", "self-refine-multi", "--problems", str(files / "test.jsonl"), "--out", str(out),
            "--backend", str(files / "llm.yaml"), "--initial", "2", "--rounds", "2", "--quiet", flag, value]
    assert main(args) == 0, capsys.readouterr().err
    r, = [json.loads(l) for l in (out / "results.jsonl").read_text().splitlines()]
    assert (r["stopped"], r["llm_calls"], r["rounds"], r["config"][why]) == (why, 2, [], float(value))
