# Shared by tools/setup_verl_env.sh and tools/setup_vllm_env.sh (sourced, not run): a separate venv whose torch is
# the CPU build, held there by a constraints file so that no later install can swap in a CUDA wheel.

# The lock: LOCK (a pip constraints file, constraints/verl.txt or constraints/vllm.txt, written by tools/lock.py;
# `make lock` refreshes them) holds every install at the versions a fresh build had; LOCK= (empty) installs without
# it, as tools/lock.py does. lock_stamp: a short hash of the lock for the scripts' stamps, so a changed lock reinstalls.
lock_stamp() { if [ -n "${LOCK:-}" ]; then sha256sum "$LOCK" | cut -c1-12; else echo unlocked; fi; }

# with_lock FILE: append the lock's pins but torch's (FILE already holds torch at the installed CPU build) to FILE
with_lock() { if [ -n "${LOCK:-}" ]; then grep -v '^torch==' "$LOCK" >> "$1"; fi; }

# ready_or_continue VENV STAMP SPEC: when STAMP exists the venv is ready; refresh this package (SPEC, e.g. `.` or
# `.[llm]`) and any core dependency it gained, torch held where it is and the rest by the lock, and end the calling
# script.
ready_or_continue() {
  local venv=$1 stamp=$2 spec=$3 hold rc
  [ -f "$stamp" ] || return 0
  echo "$venv is ready ($stamp)"
  hold=$(mktemp); echo "torch==$("$venv/bin/python" -c 'import torch; print(torch.__version__)')" > "$hold"; with_lock "$hold"
  rc=0; "$venv/bin/pip" install -q -c "$hold" -e "$spec" || rc=$?; rm -f "$hold"; exit $rc
}

# venv_with_cpu_torch VENV PY TORCH_VERSION: create VENV (if needed) with PY, the CPU torch TORCH_VERSION in it
# (`+cpu` is a local version label PyPI never serves, so this can only be a CPU build: a local wheel where pip's
# find-links has one, else the PyTorch CPU index). Sets PIP and CONSTRAINTS (a file holding torch and the lock's other
# pins, removed on exit).
venv_with_cpu_torch() {
  local venv=$1 py=$2 torch_version=$3
  test -x "$venv/bin/python" || "$py" -m venv "$venv"
  PIP="$venv/bin/pip"
  "$PIP" install -q --upgrade pip
  if ! "$venv/bin/python" -c "import torch, sys; sys.exit(0 if torch.__version__.split('+')[0] == '$torch_version' else 1)" 2>/dev/null; then
    "$PIP" install -q "torch==$torch_version+cpu" \
      || "$PIP" install -q "torch==$torch_version+cpu" --extra-index-url https://download.pytorch.org/whl/cpu
  fi
  CONSTRAINTS=$(mktemp); trap 'rm -f "$CONSTRAINTS"' EXIT
  echo "torch==$("$venv/bin/python" -c 'import torch; print(torch.__version__)')" > "$CONSTRAINTS"
  with_lock "$CONSTRAINTS"
}
