#!/usr/bin/env bash
# MetaEvolve GRPO on verl 0.9 (paper App. A) — launch on the Ray head node.
#
# Config: configs/verl/metaevolve_grpo.yaml (verl's ppo_trainer + the paper's settings; the Eq. 4 reward is
# pkg://metaevolve.train.reward:compute_score). This script only adds the run-specific keys.
#
# Cluster (every node: verl[vllm]==0.9.1 or verl's docker image, CUDA >= 12.8, and this repo on a shared file system
# installed with `pip install -e .`, so the reward import and the parquet paths resolve identically everywhere):
#   head:    ray start --head --dashboard-host=0.0.0.0          # GCS :6379, dashboard :8265
#   workers: ray start --address=<head-ip>:6379
#   check:   ray status                                        # NNODES x GPUS_PER_NODE GPUs listed
# Run (on the head node; resumes from the newest checkpoint in $RUN/checkpoints when re-run):
#   NNODES=4 GPUS_PER_NODE=8 MODEL=/shared/models/Qwen3-14B DATA=/shared/runs/synthesize RUN=/shared/runs/grpo \
#     configs/verl/run_grpo.sh [extra Hydra overrides, e.g. trainer.logger='["console","wandb"]']
# As a Ray job instead (returns at once; follow with `ray job logs -f <id>`):
#   RAY_ADDRESS=http://<head-ip>:8265 ... configs/verl/run_grpo.sh
# Only write $RUN/launch.sh (inspect before starting): DRY_RUN=1 ... configs/verl/run_grpo.sh
#
# Context length: 18,432 + 40,000 tokens exceed Qwen3-14B's 40,960 positions. When MODEL is a local folder, a copy
# with YaRN rope scaling (factor 2 -> 65,536 positions, weights symlinked) is made next to it, "$MODEL-metaevolve-yarn",
# and used for actor, rollout and verl's length check (see nbs/07a_verl.ipynb for why override_config cannot do it).
set -euo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
: "${MODEL:?set MODEL to a local Qwen3-14B folder (readable on every node)}"
: "${DATA:?set DATA to the synthesis run folder (train.parquet, val.parquet) or a train.parquet}"
RUN=${RUN:-$REPO/data/runs/grpo}
args=(train --backend verl --data "$DATA" --run-dir "$RUN" --model "$MODEL"
      --nnodes "${NNODES:-1}" --gpus-per-node "${GPUS_PER_NODE:-8}" --python "${PYTHON:-python3}")
[ -n "${RAY_ADDRESS:-}" ] && args+=(--ray-address "$RAY_ADDRESS")
[ -n "${DRY_RUN:-}" ] && args+=(--dry-run)
for ov in "$@"; do args+=(--override "$ov"); done
export METAEVOLVE_VERL_CONFIG_DIR=$REPO/configs/verl
exec "${PYTHON:-python3}" -c "import sys; from metaevolve.cli.entry import main; sys.exit(main(sys.argv[1:]))" "${args[@]}"
