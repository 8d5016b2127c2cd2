#!/usr/bin/env bash
# Convert jupytext percent drafts (.nbsrc/NAME.py, git-ignored) into notebooks under nbs/, keeping outputs of none.
# Usage: tools/nbsync.sh .nbsrc/00_problems.py [nbs/00_problems.ipynb]
set -euo pipefail
src=$1; dst=${2:-nbs/$(basename "${src%.py}").ipynb}
.venv/bin/jupytext --quiet --to ipynb -o "$dst" "$src"
.venv/bin/jupytext --quiet --set-kernel python3 "$dst"
echo "$dst"
