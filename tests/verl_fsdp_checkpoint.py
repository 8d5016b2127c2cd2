"""Train a model a few steps under FSDP and save verl checkpoints with verl's own `FSDPCheckpointManager` (CPU, gloo).

Used by tests/test_train_verl_merge.py, in the verl environment:

    torchrun --nproc_per_node 2 tests/verl_fsdp_checkpoint.py --model DIR --out RUN --steps 2

The model is wrapped as verl 0.9's FSDP engine wraps the actor for `actor.strategy: fsdp` (FSDP1, verl's own wrap
policy and sharding strategy, its default mixed precision bf16/fp32/fp32) and trained with AdamW on a fixed batch.
After each step the checkpoint goes where verl's trainer puts it, `RUN/checkpoints/global_step_N/actor` (written by
the manager: per-rank model/optimizer/extra shards, `fsdp_config.json`, `huggingface/`), and the trainer's tracker
`RUN/checkpoints/latest_checkpointed_iteration.txt` is updated. Rank 0 also saves the un-sharded weights (FSDP's
full state dict) as `RUN/reference/step_N.pt`: the model the merged folder must reproduce.

Why not verl's `FSDPEngine` itself: verl 0.9.1 registers no CPU platform (`verl.plugin.platform` falls back to
'nvidia'), so the engine's `init_device_mesh("cuda", ...)` fails on a CPU-only machine. The mesh is made here on
"cpu" instead; everything else is verl's code.
"""
import argparse, os, torch, torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh


def wrap_like_verl(model, mesh):
    "FSDP1 as verl's FSDP engine builds it for the actor (strategy 'fsdp'), on CPU."
    from torch.distributed.fsdp import FullyShardedDataParallel as FSDP, MixedPrecision
    from verl.utils.fsdp_utils import get_fsdp_wrap_policy
    from verl.workers.engine.fsdp.utils import get_sharding_strategy
    mp = MixedPrecision(param_dtype=torch.bfloat16, reduce_dtype=torch.float32, buffer_dtype=torch.float32)
    return FSDP(model, auto_wrap_policy=get_fsdp_wrap_policy(model), sharding_strategy=get_sharding_strategy(mesh),
                mixed_precision=mp, device_mesh=mesh, device_id=torch.device("cpu"), use_orig_params=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True, help="HF folder the actor loads (actor_rollout_ref.model.path)")
    ap.add_argument("--out", required=True, help="the run folder (trainer.default_local_dir is OUT/checkpoints)")
    ap.add_argument("--steps", type=int, default=2)
    a = ap.parse_args()
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from verl.utils.checkpoint.fsdp_checkpoint_manager import FSDPCheckpointManager
    from verl.utils.fsdp_utils import get_fsdp_full_state_dict
    tok = AutoTokenizer.from_pretrained(a.model)
    model = wrap_like_verl(AutoModelForCausalLM.from_pretrained(a.model, dtype=torch.float32),
                           init_device_mesh("cpu", (world,), mesh_dim_names=["fsdp"]))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda step: 1.0)
    mgr = FSDPCheckpointManager(model, opt, sched, processing_class=tok)
    root = os.path.join(a.out, "checkpoints")
    g = torch.Generator().manual_seed(1234 + rank)              # each rank its own micro-batch, as data parallel
    for step in range(1, a.steps + 1):
        ids = torch.randint(0, len(tok), (2, 24), generator=g)
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward(); opt.step(); sched.step(); opt.zero_grad()
        mgr.save_checkpoint(os.path.join(root, f"global_step_{step}", "actor"), global_step=step)
        full = get_fsdp_full_state_dict(model, offload_to_cpu=False, rank0_only=True)   # on CPU: True frees the weights
        if rank == 0:
            with open(os.path.join(root, "latest_checkpointed_iteration.txt"), "w") as f: f.write(str(step))
            os.makedirs(os.path.join(a.out, "reference"), exist_ok=True)
            torch.save({k: v.float().clone() for k, v in full.items()}, os.path.join(a.out, "reference", f"step_{step}.pt"))
            print(f"step {step}: loss {float(loss):.4f}; checkpoint saved", flush=True)
        dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
