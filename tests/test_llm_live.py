"""Slow: the embedded model and a live `transformers serve` through the `metaevolve llm` verbs (no mocked HTTP)."""
import json, os, signal, subprocess, sys, time

import pytest

CLI = [sys.executable, "-c", "import sys; from metaevolve.cli.entry import main; sys.exit(main())"]


@pytest.mark.slow
def test_embedded_generate_cli(tmp_path):
    r = subprocess.run([*CLI, "llm", "generate", "--prompt", "Write a Python function add(a, b) returning a + b.",
                        "--prompt", "Write a Python program that prints the numbers 1 to 5.", "--n", "2",
                        "--max-tokens", "64", "--run-dir", str(tmp_path)], capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr
    rows = [json.loads(l) for l in r.stdout.splitlines() if l.startswith("{")]
    assert len(rows) == 4 and all(x["completion_tokens"] > 0 and x["finish_reason"] in ("stop", "length") for x in rows)
    assert any(x["code"] for x in rows), [x["text"] for x in rows]


@pytest.mark.slow
def test_llm_serve_verb_live(tmp_path):
    from metaevolve.llm.base import GenParams
    from metaevolve.llm.config import make_backend
    from metaevolve.llm.openai import _get_json, free_port
    port = free_port()
    log = open(tmp_path/"serve.log", "w")
    p = subprocess.Popen([*CLI, "llm", "serve", "--port", str(port), "--startup-timeout", "600"], stdout=log,
                         stderr=subprocess.STDOUT, start_new_session=True)
    try:
        t0 = time.time()
        while _get_json(f"http://127.0.0.1:{port}/health", 2)[0] != 200:
            assert p.poll() is None, (tmp_path/"serve.log").read_text()
            assert time.time() - t0 < 600, "server not healthy in 600 s"
            time.sleep(1)
        models = _get_json(f"http://127.0.0.1:{port}/v1/models")[1]
        be = make_backend({"backend": "openai", "base_url": f"http://127.0.0.1:{port}/v1", "model": models["data"][0]["id"]},
                          run_dir=tmp_path/"run")
        res = be.generate([[{"role": "user", "content": "Write a Python function add(a, b) returning a + b."}]],
                          GenParams(n=2, max_tokens=48, seed=2))
        assert len(res[0]) == 2 and all(c.outcome != "error" for c in res[0]), [c.error for c in res[0]]
    finally:
        os.kill(p.pid, signal.SIGTERM)                 # the verb stops its server on SIGTERM
        p.wait(60); log.close()
    time.sleep(1)
    assert _get_json(f"http://127.0.0.1:{port}/health", 2) == (None, None), "server outlived `metaevolve llm serve`"
