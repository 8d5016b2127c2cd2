"""`metaevolve train`: argument handling and the verl launch (dry run) — fast, no torch/trl/verl needed."""
import json
from pathlib import Path

import pytest

from metaevolve.cli.entry import main
from metaevolve.core.problems import Problem, TestCase
from metaevolve.train.trl_grpo import demo_rows, write_rows, read_rows, find_parquet

PROBS = [Problem(id="add", source="t", statement="Add.", tests=[TestCase("1 2\n", "3\n")],
                 solutions=["a, b = map(int, input().split())\nprint(a + b)\n"])]


@pytest.fixture
def data(tmp_path):
    write_rows(demo_rows(PROBS, n=2), tmp_path/"synth"/"train.parquet")
    write_rows(demo_rows(PROBS, n=1), tmp_path/"synth"/"val.parquet")
    return tmp_path/"synth"


def test_verl_dry_run_writes_launch_script(data, tmp_path):
    model = tmp_path/"qwen3"; model.mkdir()
    (model/"config.json").write_text(json.dumps({"max_position_embeddings": 40960, "rope_scaling": None}))
    (model/"model.safetensors").write_text("w")
    rc = main(["train", "--backend", "verl", "--data", str(data), "--run-dir", str(tmp_path/"run"), "--model", str(model),
               "--nnodes", "2", "--gpus-per-node", "8", "--dry-run", "--override", "trainer.save_freq=5"])
    assert rc == 0
    script = (tmp_path/"run"/"launch.sh").read_text()
    for part in ("verl.trainer.main_ppo", "--config-name=metaevolve_grpo", f"data.train_files={data.resolve()}/train.parquet",
                 f"data.val_files={data.resolve()}/val.parquet", "trainer.nnodes=2", "trainer.save_freq=5",
                 "qwen3-metaevolve-yarn"):
        assert part in script, part
    yarn = json.loads((tmp_path/"qwen3-metaevolve-yarn"/"config.json").read_text())
    assert yarn["max_position_embeddings"] == 65536 and yarn["rope_scaling"]["rope_type"] == "yarn"


def test_verl_ray_job_submission(data, tmp_path):
    rc = main(["train", "--backend", "verl", "--data", str(data), "--run-dir", str(tmp_path/"run"), "--model", "Qwen/Qwen3-14B",
               "--ray-address", "http://10.0.0.1:8265", "--dry-run"])
    assert rc == 0
    script = (tmp_path/"run"/"launch.sh").read_text()
    assert "ray job submit --address=http://10.0.0.1:8265 --no-wait --" in script.replace(" \\\n  ", " ")


@pytest.mark.parametrize("argv, msg", [
    (["--backend", "trl", "--data", "/nonexistent/x.parquet"], "no such file"),
    (["--backend", "verl", "--data", "/nonexistent", "--dry-run"], "not found"),
    (["--backend", "verl", "--gpus-per-node", "2", "--dry-run"], "multiple of"),
])
def test_bad_input_exits_2(data, tmp_path, capsys, argv, msg):
    if "--data" not in argv: argv = argv + ["--data", str(data)]
    assert main(["train", "--run-dir", str(tmp_path/"run")] + argv) == 2
    assert msg in capsys.readouterr().err


def test_rows_roundtrip(data):
    rows = read_rows(data)
    assert find_parquet(data).name == "train.parquet" and len(rows) == 2
    assert set(rows[0]) >= {"data_source", "prompt", "ability", "reward_model", "extra_info"}
    assert rows[0]["extra_info"]["p1_code"] == PROBS[0].solutions[0]
