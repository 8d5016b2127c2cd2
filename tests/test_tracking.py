"""`--report-to`: per-round figures of `metaevolve evolve` and `metaevolve baseline` in TensorBoard event files in the
run directory (offline), verl's `trainer.logger`, and a tracker whose package is missing refused with exit 2 (fast)."""
import importlib.util, json
from pathlib import Path
import pytest
import yaml
from metaevolve.cli.entry import main
from metaevolve.core.problems import load_problems, write_problems
from metaevolve.core.tracking import read_scalars
from metaevolve.train.trl_grpo import demo_rows, write_rows

ROOT = Path(__file__).resolve().parents[1]


def setup(tmp_path):
    "A shipped problem and recorded replies (its own solutions: slow, wrong, wrong, fast), as tests/test_evolve_cli.py."
    prob = load_problems(ROOT/"data"/"problems"/"stdio.jsonl")[0]
    write_problems(tmp_path/"p.jsonl", [prob])
    replies = [f"```python\n{s}\n```" for s in prob.solutions]
    (tmp_path/"llm.yaml").write_text(yaml.safe_dump({"backend": "scripted", "replies": replies[1:] + replies[:1]}))
    return prob


def test_evolve_reports_each_round_to_tensorboard(tmp_path, capsys):
    prob = setup(tmp_path)
    run = tmp_path/"run"
    assert main(["evolve", "--problems", str(tmp_path/"p.jsonl"), "--out", str(run), "--backend", str(tmp_path/"llm.yaml"),
                 "--rounds", "2", "--parents", "3", "--keep", "2", "--islands", "2", "--initial", "3", "--quiet",
                 "--report-to", "tensorboard"]) == 0
    curves = read_scalars(run/"tensorboard")
    rounds = [json.loads(l) for l in (run/"rounds.jsonl").read_text().splitlines()]
    assert [s for s, _ in curves[f"evolve/{prob.id}/best_score"]] == [0, 1, 2]
    assert [round(v, 5) for _, v in curves[f"evolve/{prob.id}/best_score"]] == [round(r["best_score"], 5) for r in rounds]
    assert [v for _, v in curves[f"evolve/{prob.id}/correct_children"]] == [r["n_correct"] for r in rounds]
    rec = json.loads((run/"results.jsonl").read_text())
    assert curves[f"evolve/{prob.id}/tokens"][-1][1] == rec["prompt_tokens"] + rec["completion_tokens"]
    assert "report_to" not in yaml.safe_load((run/"config.yaml").read_text())     # not part of the run's config


def test_baseline_reports_each_step_to_tensorboard(tmp_path):
    prob = setup(tmp_path)
    run = tmp_path/"sr"
    assert main(["baseline", "self-refine-multi", "--problems", str(tmp_path/"p.jsonl"), "--out", str(run),
                 "--backend", str(tmp_path/"llm.yaml"), "--rounds", "2", "--n", "2", "--initial", "2", "--quiet",
                 "--report-to", "tensorboard"]) == 0
    rec = json.loads((run/"results.jsonl").read_text())
    curve = read_scalars(run/"tensorboard")[f"self_refine_multi/{prob.id}/best_score"]
    assert [(s, round(v, 5)) for s, v in curve][1:] == [(1, round(rec["rounds"][0], 5)), (2, round(rec["rounds"][1], 5))]


@pytest.mark.skipif(importlib.util.find_spec("wandb") is not None, reason="wandb is installed here")
def test_a_missing_tracker_exits_2_naming_it(tmp_path, capsys):
    setup(tmp_path)
    write_rows(demo_rows(load_problems(tmp_path/"p.jsonl"), n=1), tmp_path/"synth"/"train.parquet")
    for argv in (["evolve", "--problems", str(tmp_path/"p.jsonl"), "--out", str(tmp_path/"r")],
                 ["baseline", "best-of-n", "--problems", str(tmp_path/"p.jsonl"), "--out", str(tmp_path/"r")],
                 ["train", "--data", str(tmp_path/"synth"), "--run-dir", str(tmp_path/"t")]):
        assert main(argv + ["--report-to", "wandb"]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "--report-to 'wandb'" in err[0] and "pip install wandb" in err[0], err
    assert not (tmp_path/"r").exists() and not (tmp_path/"t").exists()          # refused before a run starts


def test_verl_adds_the_tracker_to_its_logger(tmp_path):
    setup(tmp_path)
    write_rows(demo_rows(load_problems(tmp_path/"p.jsonl"), n=1), tmp_path/"synth"/"train.parquet")
    assert main(["train", "--backend", "verl", "--data", str(tmp_path/"synth"), "--run-dir", str(tmp_path/"run"),
                 "--model", "Qwen/Qwen3-14B", "--dry-run", "--report-to", "tensorboard"]) == 0
    script = (tmp_path/"run"/"launch.sh").read_text()
    assert "trainer.logger=[console,tensorboard]" in script
    assert f"export TENSORBOARD_DIR={(tmp_path/'run').resolve()}/tensorboard" in script
