"""TRL GRPO on CPU with the embedded model and the Eq. 4 reward (issue 6 acceptance): >= 2 steps, metrics in the run
directory and in TensorBoard's event files, resume. Slow (minutes on 2 cores): `.venv/bin/python -m pytest tests/test_train_trl.py -m slow`."""
import json, shutil

import pytest

pytestmark = pytest.mark.slow


def test_trl_grpo_two_steps_metrics_and_resume(tmp_path):
    pytest.importorskip("trl")
    from metaevolve.train.trl_grpo import TrlSettings, smoke_training_data, train_trl, last_checkpoint
    from metaevolve.core.tracking import read_scalars
    data = smoke_training_data(tmp_path/"synth", n_problems=4, k=4)          # genuinely synthesized rows (replay)
    s = TrlSettings(data=str(data), model="embedded", max_steps=2, num_generations=2, max_completion_length=24,
                    max_prompt_tokens=3000, save_steps=1, workers=2, time_limit_s=1.0, device="cpu",
                    report_to="tensorboard")
    run = tmp_path/"run"
    summary = train_trl(s, run, save_final=False)
    assert summary["global_step"] == 2
    metrics = [json.loads(l) for l in (run/"metrics.jsonl").read_text().splitlines()]
    assert [m["step"] for m in metrics] == [1, 2]
    for m in metrics:
        assert -1.0 <= m["reward"] <= 1.0 and 0.0 <= m["improvement_rate"] <= 1.0 and m["step_time"] > m["reward_s"] > 0
    assert json.loads((run/"summary.json").read_text())["global_step"] == 2
    # the reward curve in TensorBoard's event files in the run directory, as metrics.jsonl has it (32-bit floats)
    curve = read_scalars(run/"tensorboard")["train/reward"]
    assert [s for s, _ in curve] == [1, 2]
    assert [v for _, v in curve] == pytest.approx([m["reward"] for m in metrics], abs=1e-6)
    # resume: lose the last checkpoint, re-run the same command -> continues from step 1, logs step 2 once
    shutil.rmtree(last_checkpoint(run/"checkpoints"))
    assert last_checkpoint(run/"checkpoints").endswith("checkpoint-1")
    again = train_trl(s, run, save_final=False)
    assert again["resumed_from"].endswith("checkpoint-1") and again["global_step"] == 2
    assert [json.loads(l)["step"] for l in (run/"metrics.jsonl").read_text().splitlines()] == [1, 2]


def test_trl_leaves_a_none_reward_out_of_its_group(tmp_path):
    """The pinned TRL (>= 1.16) drops a `None` reward — what `Eq4Reward` returns when the executor failed — from its
    group: completion 0 of each group gets None, the others 1.0. Left out, every group's rewards are equal (zero std)
    and the logged mean reward is 1.0; counted as 0 (or -1), the groups would have a spread and a lower mean."""
    pytest.importorskip("trl")
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl import GRPOConfig, GRPOTrainer
    from metaevolve.llm.embedded import prepare_model
    path = str(prepare_model())
    tok = AutoTokenizer.from_pretrained(path)
    if tok.pad_token is None: tok.pad_token = tok.eos_token
    seen = []
    def reward(completions, **kw):
        seen.append(len(completions))
        return [None if i % 3 == 0 else 1.0 for i in range(len(completions))]
    ds = Dataset.from_list([{"prompt": [{"role": "user", "content": f"Say {w}."}]} for w in ("yes", "no")])
    args = GRPOConfig(output_dir=str(tmp_path/"out"), max_steps=1, per_device_train_batch_size=3, num_generations=3,
                      max_completion_length=8, learning_rate=1e-6, beta=0.0, use_cpu=True, report_to="none",
                      logging_steps=1, save_strategy="no", seed=0, disable_tqdm=True)
    trainer = GRPOTrainer(model=AutoModelForCausalLM.from_pretrained(path), reward_funcs=reward, args=args,
                          train_dataset=ds, processing_class=tok)
    trainer.train()
    logs = [l for l in trainer.state.log_history if "reward" in l]
    assert seen and all(n % 3 == 0 for n in seen)
    assert logs and logs[0]["reward"] == pytest.approx(1.0) and logs[0]["frac_reward_zero_std"] == pytest.approx(1.0)
