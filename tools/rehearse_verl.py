#!/usr/bin/env python
"""The verl launch of the paper's training, rehearsed on a CPU with the paper rehearsal's training data.

Run with the verl environment's python (`tools/setup_verl_env.sh` builds `.venv-verl`) after `make rehearse-paper`:
    PYTHONPATH=. .venv-verl/bin/python tools/rehearse_verl.py [runs/rehearse-paper]
It takes Table 5's 80:20 `train.parquet` (MetaEvolve's training data) from the rehearsal and checks, through verl's
own code: the hydra config verl's entry point composes for the paper's GPU run (`main_ppo --cfg job`, printed and
compared with App. A's settings), the Eq. 4 reward loaded by verl's reward loader and scoring a row through verl's
reward manager (a copy of P1 scores -1, a repair of an incorrect P1 scores above 0), and the rows read by verl's
`RLHFDataset` (the embedded model's tokenizer: Qwen3-14B's is not on this machine). It ends with the command the
GPU run would use. Writes OUT/verl_rehearsal.json; exit 1 when a check fails.
"""
from __future__ import annotations
import json, subprocess, sys
from pathlib import Path
import yaml
from metaevolve.core.problems import load_problems
from metaevolve.train import verl_launch as TV
from metaevolve.train.trl_grpo import read_rows

ROOT = Path(__file__).resolve().parents[1]
MODEL = "/models/Qwen3-14B-metaevolve-yarn"   # the GPU run's model folder (the YaRN copy `metaevolve train` makes)


def composed_job(train: str) -> dict:
    "The config verl's entry point composes for the paper's run on 2 nodes of 8 GPUs (hydra's `--cfg job`)."
    argv = TV.verl_command(TV.verl_overrides(train, MODEL, nnodes=2, gpus_per_node=8), python=sys.executable)
    out = subprocess.run(argv + ["--cfg", "job"], capture_output=True, text=True, timeout=600, cwd=ROOT)
    if out.returncode: raise RuntimeError(f"verl's main_ppo rejected the launch: {out.stderr[-2000:]}")
    return yaml.safe_load(out.stdout)


def reward_checks(cfg, rows: list[dict], tokenizer, solutions: dict, others: list[dict]) -> list[dict]:
    """Score a copy of P1 and a repair of an incorrect P1 through verl's reward manager, as its agent loop does (the
    incorrect P1 from `others`, the other ratios' rows, when the 80:20 rows of a small synthesis have none)."""
    from verl.trainer.ppo.reward import load_reward_manager
    sys.path.insert(0, str(ROOT/"tests"))
    from test_train_verl import _data_proto
    mgr = load_reward_manager(cfg, tokenizer)
    fence = lambda code: f"<think>Improve it.</think>\n```python\n{code.rstrip()}\n```"
    cases = [("copy", rows[0], fence(rows[0]["extra_info"]["p1_code"]))]
    bad = [r for r in rows + others if not r["extra_info"]["p1_correct"] and solutions.get(r["extra_info"]["problem_id"])]
    if bad: cases.append(("repair", bad[0], fence(solutions[bad[0]["extra_info"]["problem_id"]][0])))
    out = []
    for kind, row, resp in cases:
        res = mgr.loop.run_until_complete(mgr.run_single(_data_proto([row], [resp], tokenizer)))
        out.append({"case": kind, "problem_id": row["extra_info"]["problem_id"], "reward": res["reward_score"]})
    return out


def main() -> int:
    from hydra import compose, initialize_config_dir
    from omegaconf import OmegaConf
    from transformers import AutoTokenizer
    from verl.utils.dataset.rl_dataset import RLHFDataset
    from metaevolve.llm.embedded import prepare_model
    folder = ROOT/(sys.argv[1] if len(sys.argv) > 1 else "runs/rehearse-paper")
    sols = {p.id: p.solutions for p in load_problems(folder/"benchmarks"/"eurus.jsonl")}
    found = sorted((folder/"runs"/"synthesis").glob("synth-80-20-*/train.parquet"))   # Table 5's: from the Eurus questions
    found = [f for f in found if any(r["extra_info"]["problem_id"] in sols for r in read_rows(f))]
    if not found: print(f"no 80:20 train.parquet of the Eurus questions under {folder}/runs/synthesis: run `make rehearse-paper` first"); return 2
    train = str(found[-1].resolve())
    rows = read_rows(train)
    job = composed_job(train)
    plain = {k: TV.dotted(job, k) for k in TV.PAPER_SETTINGS}
    wrong = {k: (v, TV.PAPER_SETTINGS[k]) for k, v in plain.items() if v != TV.PAPER_SETTINGS[k]}
    print("composed config (verl main_ppo --cfg job), App. A's keys:\n" + yaml.safe_dump(plain, sort_keys=True))
    with initialize_config_dir(config_dir=str(TV.config_dir()), version_base=None):
        cfg = compose(config_name=TV.CONFIG_NAME, overrides=TV.verl_overrides(train, MODEL, nnodes=2, gpus_per_node=8))
    tok = AutoTokenizer.from_pretrained(str(prepare_model()))
    others = [r for f in found[-1].parent.parent.glob("synth-*/train.parquet") if f != found[-1] for r in read_rows(f)]
    rewards = reward_checks(cfg, rows, tok, sols, others)
    data_cfg = OmegaConf.create(OmegaConf.to_container(cfg.data, resolve=True))
    data_cfg.cache_dir, data_cfg.filter_overlong_prompts_workers = str(folder/"verl-cache"), 1
    n_read = len(RLHFDataset(data_files=[train], tokenizer=tok, config=data_cfg))
    gpu = TV.ray_submit_command(TV.verl_command(TV.verl_overrides(train, MODEL, nnodes=2, gpus_per_node=8)),
                                "http://HEAD:8265", str(ROOT))
    ok = (not wrong and n_read == len(rows) and len(rewards) == 2 and rewards[0]["reward"] == -1.0
          and rewards[1]["reward"] > 0)
    rec = {"train_parquet": train, "rows": len(rows), "rows_read_by_RLHFDataset": n_read, "settings_wrong": wrong,
           "rewards": rewards, "reward_function": job["reward"]["custom_reward_function"], "gpu_command": gpu,
           "metaevolve_command": f"metaevolve train --backend verl --data {Path(train).parent} --run-dir runs/paper-train-80-20 "
                                 "--model /models/Qwen3-14B --nnodes 2 --gpus-per-node 8 --ray-address http://HEAD:8265", "ok": ok}
    (folder/"verl_rehearsal.json").write_text(json.dumps(rec, indent=1, default=str))
    print(json.dumps({k: rec[k] for k in ("rows", "rows_read_by_RLHFDataset", "settings_wrong", "rewards", "reward_function")}, indent=1))
    print("the GPU run:\n  " + rec["metaevolve_command"] + "\nwhich submits:\n  " + " ".join(gpu))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
