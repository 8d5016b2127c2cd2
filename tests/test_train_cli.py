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


# `metaevolve reward`: one Eq. 4 record of a pair of files, the same function verl and TRL call
SLOW = "n = int(input())\nprint(sum(i * i for i in range(1, n + 1)))\n"
FAST = "n = int(input())\nprint(n * (n + 1) * (2 * n + 1) // 6)\n"
SQ = {"id": "sq", "source": "t", "statement": "sum of squares",
      "tests": [{"input": f"{n}\n", "output": f"{n * (n + 1) * (2 * n + 1) // 6}\n"} for n in (30000, 40000, 50000)]}


def _reward(tmp_path, capsys, p2: str, *extra):
    (tmp_path/"p1.py").write_text(SLOW); (tmp_path/"p2.py").write_text(p2)
    (tmp_path/"sq.json").write_text(json.dumps(SQ))
    rc = main(["reward", str(tmp_path/"p2.py"), "--p1", str(tmp_path/"p1.py"), "--problem", str(tmp_path/"sq.json"), *extra])
    return rc, json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_reward_cli_cosmetic_copy_is_the_same_program(tmp_path, capsys):
    rc, rec = _reward(tmp_path, capsys, "# a faster version?\n" + SLOW.replace("i * i", "(i*i)"))
    assert rc == 0 and rec["reward"] == -1.0 and rec["same_program"] == 1.0 and rec["decided_by"] == "same_program"
    for k in ("reward", "p1_score", "p2_score", "p1_runtime_s", "p2_runtime_s", "noise_band", "same_program"):
        assert k in rec, k


def test_reward_cli_rewards_a_faster_program(tmp_path, capsys):
    rc, rec = _reward(tmp_path, capsys, FAST)
    assert rc == 0 and rec["reward"] > 0 and rec["improved"] == 1.0 and rec["p2_score"] > rec["p1_score"] > 0


def test_reward_cli_literal_mode_and_bad_input(tmp_path, capsys):
    rc, rec = _reward(tmp_path, capsys, FAST, "--tie-band", "0", "--runs", "1")
    assert rc == 0 and rec["noise_band"] == 0.0 and rec["reward"] > 0
    assert main(["reward", str(tmp_path/"missing.py"), "--p1", str(tmp_path/"p1.py"), "--problem", str(tmp_path/"sq.json")]) == 2
    assert "missing.py" in capsys.readouterr().err
    (tmp_path/"empty.py").write_text("")
    assert main(["reward", str(tmp_path/"p2.py"), "--p1", str(tmp_path/"empty.py"), "--problem", str(tmp_path/"sq.json")]) == 2
    assert "empty.py" in capsys.readouterr().err
    (tmp_path/"bad.json").write_text("{not json")
    assert main(["reward", str(tmp_path/"p2.py"), "--p1", str(tmp_path/"p1.py"), "--problem", str(tmp_path/"bad.json")]) == 2
    assert "bad.json" in capsys.readouterr().err
