"""The `metaevolve llm` verbs through the CLI entry point, in-process (fast: scripted backend, no model)."""
import contextlib, io, json
from types import SimpleNamespace

import pytest

from metaevolve.cli.entry import main
from metaevolve.llm.base import find_trace, trace_costs


def run(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err): rc = main(list(args))
    return SimpleNamespace(returncode=rc, stdout=out.getvalue(), stderr=err.getvalue())


def test_generate_scripted_writes_trace(tmp_path):
    r = run("llm", "generate", "--backend", "scripted", "--prompt", "a", "--prompt", "b", "--n", "2", "--run-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr
    rows = [json.loads(l) for l in r.stdout.splitlines() if l.startswith("{")]
    assert [(x["prompt"], x["outcome"]) for x in rows] == [(0, "ok"), (0, "ok"), (1, "ok"), (1, "ok")]
    rec, rep = find_trace(tmp_path, rows[3]["trace_id"])
    assert rec["messages"] == [{"role": "user", "content": "b"}] and rep["code"] == "print('scripted')"
    assert trace_costs(tmp_path)["completions"] == 4
    r = run("llm", "costs", str(tmp_path), "--price-in", "1", "--price-out", "2")
    assert r.returncode == 0 and json.loads(r.stdout)["dollars"] > 0


@pytest.mark.parametrize("args, msg", [
    (["llm", "generate", "--backend", "openai", "--prompt", "x"], "needs base_url"),
    (["llm", "generate", "--config", "/nonexistent/llm.yaml", "--prompt", "x"], "not found"),
    (["llm", "costs", "/nonexistent/run"], "no trace.jsonl"),
])
def test_bad_input_exits_2(args, msg):
    r = run(*args)
    assert r.returncode == 2 and msg in r.stderr, (r.returncode, r.stderr)


def test_unreachable_server_exits_2_and_keeps_the_record(tmp_path):
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]
    cfg = tmp_path/"llm.yaml"
    cfg.write_text(f"backend: openai\nbase_url: http://127.0.0.1:{port}/v1\nmodel: m\nmax_retries: 0\n")
    r = run("llm", "generate", "--config", str(cfg), "--prompt", "x", "--run-dir", str(tmp_path/"run"))
    assert r.returncode == 2 and "cannot reach the server for prompt 0" in r.stderr, r.stderr
    assert trace_costs(tmp_path/"run")["outcomes"]["error"] == 1
