"""TRL GRPO on CPU with the embedded model and the Eq. 4 reward (issue 6 acceptance): >= 2 steps, metrics in the run
directory, resume. Slow (minutes on 2 cores): `.venv/bin/python -m pytest tests/test_train_trl.py -m slow`."""
import json, shutil

import pytest

pytestmark = pytest.mark.slow


def test_trl_grpo_two_steps_metrics_and_resume(tmp_path):
    pytest.importorskip("trl")
    from metaevolve.train.trl_grpo import TrlSettings, smoke_training_data, train_trl, last_checkpoint
    data = smoke_training_data(tmp_path/"synth", n_problems=4, k=4)          # genuinely synthesized rows (replay)
    s = TrlSettings(data=str(data), model="embedded", max_steps=2, num_generations=2, max_completion_length=24,
                    max_prompt_tokens=3000, save_steps=1, workers=2, time_limit_s=1.0, device="cpu")
    run = tmp_path/"run"
    summary = train_trl(s, run, save_final=False)
    assert summary["global_step"] == 2
    metrics = [json.loads(l) for l in (run/"metrics.jsonl").read_text().splitlines()]
    assert [m["step"] for m in metrics] == [1, 2]
    for m in metrics:
        assert -1.0 <= m["reward"] <= 1.0 and 0.0 <= m["improvement_rate"] <= 1.0 and m["step_time"] > 0
    assert json.loads((run/"summary.json").read_text())["global_step"] == 2
    # resume: lose the last checkpoint, re-run the same command -> continues from step 1, logs step 2 once
    shutil.rmtree(last_checkpoint(run/"checkpoints"))
    assert last_checkpoint(run/"checkpoints").endswith("checkpoint-1")
    again = train_trl(s, run, save_final=False)
    assert again["resumed_from"].endswith("checkpoint-1") and again["global_step"] == 2
    assert [json.loads(l)["step"] for l in (run/"metrics.jsonl").read_text().splitlines()] == [1, 2]
