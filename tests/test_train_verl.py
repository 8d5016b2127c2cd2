"""verl checks without a GPU (issue 6): verl's own code composes our config, loads our reward and our parquet.

Runs only where verl is importable, i.e. in the separate environment built by `tools/setup_verl_env.sh`:

    tools/setup_verl_env.sh && .venv-verl/bin/python -m pytest tests/test_train_verl.py -m slow

In the main `.venv` (no verl, by design: its pins conflict) every test here is skipped with that instruction.
What these tests cannot check without GPUs: vLLM rollout, FSDP/Ulysses training, the YaRN model under vLLM, and
the reward under real rollout load (see nbs/07a_verl.ipynb).
"""
import json, os, subprocess, sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
verl = pytest.importorskip("verl", reason="verl is not installed here: run tools/setup_verl_env.sh, then "
                           ".venv-verl/bin/python -m pytest tests/test_train_verl.py -m slow")

from metaevolve.train import verl_launch as TV  # noqa: E402
from metaevolve.train.reward import REWARD_KEYS  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def rows_parquet(tmp_path_factory):
    """A synthesized training parquet: METAEVOLVE_SYNTH_PARQUET when set, else the real synthesis stages (sample ->
    filter -> synthesize, replay backend, no model) on a few shipped problems."""
    env = os.environ.get("METAEVOLVE_SYNTH_PARQUET")
    if env: return Path(env)
    from metaevolve.train.trl_grpo import smoke_training_data, find_parquet
    return find_parquet(smoke_training_data(tmp_path_factory.mktemp("synth"), n_problems=4, k=4))


def fast_solution(problem_id: str) -> str:
    "The shipped problem's reference solution (solution 0 is the fast one, see data/problems/build_problems.py)."
    from metaevolve.core.problems import load_problems
    return {p.id: p for p in load_problems(REPO/"data"/"problems")}[problem_id].solutions[0]


@pytest.fixture(scope="module")
def cfg(rows_parquet):
    from hydra import compose, initialize_config_dir
    ov = TV.verl_overrides(str(rows_parquet), "/models/qwen3-14b-yarn", nnodes=2, gpus_per_node=8)
    with initialize_config_dir(config_dir=str(TV.config_dir()), version_base=None):
        return compose(config_name=TV.CONFIG_NAME, overrides=ov)


@pytest.fixture(scope="module")
def tokenizer():
    from transformers import AutoTokenizer
    from metaevolve.llm.embedded import prepare_model
    return AutoTokenizer.from_pretrained(str(prepare_model()))


def test_config_composes_with_paper_settings(cfg):
    from omegaconf import OmegaConf
    from verl.trainer.ppo.utils import need_critic, need_reference_policy
    from verl.utils.config import validate_config
    plain = OmegaConf.to_container(cfg, resolve=True)
    for k, v in TV.PAPER_SETTINGS.items():
        assert TV.dotted(plain, k) == v, k
    assert plain["actor_rollout_ref"]["rollout"]["prompt_length"] == 18432
    assert plain["actor_rollout_ref"]["rollout"]["response_length"] == 40000
    assert plain["trainer"]["nnodes"] == 2
    assert not need_reference_policy(cfg) and not need_critic(cfg)     # beta = 0: no reference model, GRPO: no critic
    validate_config(config=cfg, use_reference_policy=False, use_critic=False)


def test_main_ppo_cli_accepts_the_launch_command(rows_parquet):
    """verl's real entry point parses our config + overrides (Hydra `--cfg job` prints it instead of training)."""
    import yaml
    argv = TV.verl_command(TV.verl_overrides(str(rows_parquet), "/models/m", nnodes=1, gpus_per_node=8),
                           python=sys.executable)
    out = subprocess.run(argv + ["--cfg", "job"], capture_output=True, text=True, timeout=300, cwd=REPO)
    assert out.returncode == 0, out.stderr[-3000:]
    job = yaml.safe_load(out.stdout)
    assert job["reward"]["custom_reward_function"] == {"path": "pkg://metaevolve.train.reward", "name": "compute_score"}
    assert job["actor_rollout_ref"]["actor"]["optim"]["lr"] == 4e-6


def test_legacy_reward_key_is_ignored_by_verl(rows_parquet):
    """Why the config uses reward.custom_reward_function: verl 0.9 silently ignores the old top-level key."""
    from hydra import compose, initialize_config_dir
    from verl.trainer.ppo.reward import get_custom_reward_fn
    ov = TV.verl_overrides(str(rows_parquet), "/m") + [
        "reward.custom_reward_function.path=null", "custom_reward_function.path=pkg://metaevolve.train.reward"]
    with initialize_config_dir(config_dir=str(TV.config_dir()), version_base=None):
        legacy = compose(config_name=TV.CONFIG_NAME, overrides=ov)
    assert get_custom_reward_fn(legacy) is None


def _data_proto(rows, responses, tokenizer):
    "A DataProto like the agent loop hands to the reward manager (prompt ids are irrelevant to the reward)."
    import numpy as np, torch
    from verl import DataProto
    enc = [tokenizer(r, add_special_tokens=False)["input_ids"] for r in responses]
    L = max(map(len, enc)) + 2
    resp = torch.full((len(enc), L), tokenizer.pad_token_id or 0, dtype=torch.long)
    mask = torch.zeros((len(enc), 4 + L), dtype=torch.long)
    for i, ids in enumerate(enc):
        resp[i, :len(ids)] = torch.tensor(ids); mask[i, :4] = 1; mask[i, 4:4 + len(ids)] = 1
    nt = {"data_source": np.array([r["data_source"] for r in rows], dtype=object),
          "reward_model": np.array([r["reward_model"] for r in rows], dtype=object),
          "extra_info": np.array([dict(r["extra_info"]) for r in rows], dtype=object)}
    return DataProto.from_dict(tensors={"responses": resp, "attention_mask": mask}, non_tensors=nt)


def test_verl_loads_our_reward_and_scores_parquet_rows(cfg, rows_parquet, tokenizer):
    from verl.trainer.ppo.reward import get_custom_reward_fn, load_reward_manager
    from metaevolve.train.trl_grpo import read_rows
    fn = get_custom_reward_fn(cfg)
    assert fn is not None
    mgr = load_reward_manager(cfg, tokenizer)
    assert type(mgr).__name__ == "NaiveRewardManager"
    rows = read_rows(rows_parquet)
    assert rows and all(r["data_source"] == "metaevolve" for r in rows)
    fence = lambda code: f"<think>Let me improve it.</think>\n```python\n{code.rstrip()}\n```"
    cases = [(r, fence(r["extra_info"]["p1_code"]), "copy") for r in rows[:2]] + [(rows[0], "I give up.", "no code")]
    cases += [(r, fence(fast_solution(r["extra_info"]["problem_id"])), "repair")
              for r in rows if not r["extra_info"]["p1_correct"]][:2]
    assert any(kind == "repair" for *_, kind in cases), "the synthesized rows have no incorrect P1 to repair"
    for row, resp, kind in cases:
        out = mgr.loop.run_until_complete(mgr.run_single(_data_proto([row], [resp], tokenizer)))   # verl's own call path
        info = out["reward_extra_info"]
        assert tuple(info) == REWARD_KEYS and out["reward_score"] == info["score"], kind
        if kind == "repair": assert out["reward_score"] > 0 and info["p2_correct"] == 1.0 and info["p1_score"] == 0.0, info
        else: assert out["reward_score"] == -1.0 and info["failed"] == 0.0, (kind, info)
    # the wrapped function as verl calls it (keyword arguments, reward_kwargs merged) on a real row
    r = rows[0]
    direct = fn(data_source=r["data_source"], solution_str=cases[0][1], ground_truth=r["reward_model"]["ground_truth"],
                extra_info=dict(r["extra_info"]))
    assert tuple(direct) == REWARD_KEYS and direct["score"] == -1.0


def test_rlhf_dataset_reads_parquet_with_embedded_tokenizer(cfg, rows_parquet, tokenizer, tmp_path):
    from omegaconf import OmegaConf
    from verl.utils.dataset.rl_dataset import RLHFDataset
    from metaevolve.train.trl_grpo import read_rows
    n = len(read_rows(rows_parquet))
    data_cfg = OmegaConf.create(OmegaConf.to_container(cfg.data, resolve=True))        # a plain (non-struct) copy
    data_cfg.cache_dir, data_cfg.filter_overlong_prompts_workers = str(tmp_path/"cache"), 1
    ds = RLHFDataset(data_files=[str(rows_parquet)], tokenizer=tokenizer, config=data_cfg)
    assert len(ds) == n
    item = ds[0]
    assert item["data_source"] == "metaevolve"
    assert json.loads(item["reward_model"]["ground_truth"])["format"] == "metaevolve/v1"
    assert item["extra_info"]["p1_code"] and item["raw_prompt"][-1]["role"] == "user"
    # the length filter really tokenizes the chat prompts with the embedded model's tokenizer
    tiny = OmegaConf.merge(data_cfg, {"max_prompt_length": 16})
    assert len(RLHFDataset(data_files=[str(rows_parquet)], tokenizer=tokenizer, config=tiny)) == 0


def test_long_context_copy_reaches_verl_and_transformers(tmp_path):
    """The Qwen3-14B positions constraint: the YaRN copy satisfies verl's max_model_len check and builds a YaRN rotary
    embedding in transformers; verl's own override_config route fails on the rope dict (why we copy the folder)."""
    from transformers import AutoConfig, Qwen3Config
    from verl.utils.model import update_model_config
    from verl.workers.rollout.utils import get_max_position_embeddings
    src = tmp_path/"qwen3"
    Qwen3Config(hidden_size=64, num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2,
                intermediate_size=128, max_position_embeddings=40960, rope_theta=1e6).save_pretrained(src)
    (src/"model.safetensors").write_bytes(b"stand-in weights")
    assert get_max_position_embeddings(AutoConfig.from_pretrained(src)) < TV.SEQ_LEN
    dst = TV.long_context_model(src, tmp_path/"qwen3-yarn")
    cfg = AutoConfig.from_pretrained(dst)
    assert get_max_position_embeddings(cfg) >= TV.SEQ_LEN
    rope = getattr(cfg, "rope_parameters", None) or cfg.rope_scaling
    assert rope["rope_type"] == "yarn" and rope["factor"] == 2.0 and rope["original_max_position_embeddings"] == 32768
    from transformers.models.qwen3.modeling_qwen3 import Qwen3RotaryEmbedding
    assert Qwen3RotaryEmbedding(cfg).rope_type == "yarn"
    with pytest.raises(AttributeError):
        update_model_config(AutoConfig.from_pretrained(src), {"rope_scaling": {"rope_type": "yarn", "factor": 2.0}})


def test_remote_reward_manager_runs_our_reward_in_ray_workers(rows_parquet, tokenizer):
    """`reward.reward_manager.name=remote`: each call runs in a separate Ray worker process (local 2-CPU Ray here)."""
    import ray
    from hydra import compose, initialize_config_dir
    from verl.trainer.ppo.reward import load_reward_manager
    from metaevolve.train.trl_grpo import read_rows
    ov = TV.verl_overrides(str(rows_parquet), "/m") + ["reward.reward_manager.name=remote", "reward.num_workers=1"]
    with initialize_config_dir(config_dir=str(TV.config_dir()), version_base=None):
        cfg = compose(config_name=TV.CONFIG_NAME, overrides=ov)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        mgr = load_reward_manager(cfg, tokenizer)
        assert type(mgr).__name__ == "RemoteRewardManager"
        row = read_rows(rows_parquet)[0]
        resp = f"```python\n{row['extra_info']['p1_code']}\n```"
        out = mgr.loop.run_until_complete(mgr.run_single(_data_proto([row], [resp], tokenizer)))
        assert tuple(out["reward_extra_info"]) == REWARD_KEYS and out["reward_score"] == -1.0
        assert out["reward_extra_info"]["failed"] == 0.0
    finally:
        ray.shutdown()


def test_metaevolve_grpo_leaves_a_sample_without_reward_out_of_its_group():
    """`metaevolve_grpo` through verl's own registry and calling convention (what `ray_trainer.compute_advantage`
    does for a registered estimator: `get_adv_estimator_fn(name)(token_level_rewards=, response_mask=, config=,
    index=uid)`; `ray_trainer` itself cannot be imported here: it needs vLLM's dependencies). A NaN reward (no reward:
    the executor failed) gets advantage 0 and is left out of its group's mean and std; a full group is GRPO."""
    import numpy as np, torch
    from verl.trainer.ppo import core_algos
    TV.register_estimator(); TV.register_estimator()                          # idempotent
    rewards = torch.zeros(6, 3)
    rewards[:, -1] = torch.tensor([0.5, -1.0, float("nan"), 0.2, -1.0, 0.4])
    fn = core_algos.get_adv_estimator_fn(TV.VERL_ESTIMATOR)
    adv, ret = fn(token_level_rewards=rewards, response_mask=torch.ones(6, 3), config=None,
                  index=np.array(["a", "a", "a", "b", "b", "b"], dtype=object))
    ga, gb = torch.tensor([0.5, -1.0]), torch.tensor([0.2, -1.0, 0.4])
    assert torch.allclose(adv[:2, 0], (ga - ga.mean()) / (ga.std() + 1e-6), atol=1e-5)
    assert adv[2].abs().sum() == 0 and not torch.isnan(adv).any()
    assert torch.allclose(adv[3:, 0], (gb - gb.mean()) / (gb.std() + 1e-6), atol=1e-5)
    grpo, _ = core_algos.compute_grpo_outcome_advantage(rewards[3:], torch.ones(3, 3), np.array(["b"] * 3, dtype=object))
    assert torch.allclose(adv[3:], grpo, atol=1e-5)                                     # = verl's GRPO on a full group


def test_ray_setup_hook_registers_the_estimator_in_workers():
    """The config's `ray_kwargs.ray_init.runtime_env.worker_process_setup_hook` registers `metaevolve_grpo` in every
    Ray worker (verl's TaskRunner, where advantages are computed, is one)."""
    import ray, yaml
    hook = yaml.safe_load((TV.config_dir()/f"{TV.CONFIG_NAME}.yaml").read_text())["ray_kwargs"]["ray_init"]["runtime_env"]["worker_process_setup_hook"]
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False, runtime_env={"worker_process_setup_hook": hook})
    try:
        @ray.remote
        def registered():
            from verl.trainer.ppo.core_algos import ADV_ESTIMATOR_REGISTRY
            return TV.VERL_ESTIMATOR in ADV_ESTIMATOR_REGISTRY
        assert ray.get(registered.remote())
    finally:
        ray.shutdown()
