"""vLLM for real (issue 20): the offline backend and `metaevolve llm serve --engine vllm`, on vLLM's CPU build.

Runs only where vLLM is importable, i.e. in the separate environment built by `tools/setup_vllm_env.sh`:

    make test-vllm        # tools/setup_vllm_env.sh && .venv-vllm/bin/python -m pytest tests/test_llm_vllm.py -m slow

In the main `.venv` (no vLLM: its pins conflict) every test here is skipped with that instruction.
The model is SmolLM2-135M-Instruct, the embedded model's converted folder (`metaevolve llm prepare`).

Two engine starts, ~45-60 s each on 2 cores (eager, see nbs/llm/02a_vllm.ipynb): one offline `vllm.LLM` shared by
all offline tests (class-scoped, shut down before the server starts, so only one engine holds memory at a time) and
one server for the serve test. They cannot be one start: the offline engine lives inside the test process, the
served one is a server process started by the CLI verb under test.
"""
import json, os, signal, subprocess, sys, time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
pytest.importorskip("vllm", reason="vLLM is not installed here: run tools/setup_vllm_env.sh, then "
                    ".venv-vllm/bin/python -m pytest tests/test_llm_vllm.py -m slow (or: make test-vllm)")
import psutil  # noqa: E402

from metaevolve.llm.base import GenParams, read_trace, trace_costs  # noqa: E402
from metaevolve.llm.config import make_backend  # noqa: E402
from metaevolve.llm.embedded import SIMPLE_PROMPTS, parseable_rate, prepare_model  # noqa: E402
from metaevolve.llm.openai import _get_json, free_port  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-c", "import sys; from metaevolve.cli.entry import main; sys.exit(main())"]
MAX_MODEL_LEN = 1024
ask = lambda *texts: [[{"role": "user", "content": t}] for t in texts]


def tree_rss(pid: int) -> int:
    "Resident memory of process `pid` and all its descendants, in bytes."
    try:
        root = psutil.Process(pid)
        procs = [root, *root.children(recursive=True)]
    except psutil.Error: return 0
    total = 0
    for p in procs:
        try: total += p.memory_info().rss
        except psutil.Error: pass
    return total


@pytest.fixture(scope="module")
def folder():
    return prepare_model()


class TestOffline:
    "`backend: vllm` through `make_backend`, one engine for the class."

    @pytest.fixture(scope="class")
    def be(self, folder, tmp_path_factory):
        run = tmp_path_factory.mktemp("vllm-offline")
        be = make_backend({"backend": "vllm", "model": str(folder), "engine_kwargs": {"max_model_len": MAX_MODEL_LEN}},
                          run_dir=run)
        be.progress = False
        t0 = time.time()
        be.load()
        print(f"\noffline engine started in {time.time() - t0:.1f}s; process tree RSS "
              f"{tree_rss(os.getpid()) / 2**30:.2f} GiB; load {os.getloadavg()[0]:.1f}")
        yield be
        be.close()

    def test_batch_with_n_copies_token_counts_and_trace(self, be, folder):
        from transformers import AutoTokenizer
        tok = AutoTokenizer.from_pretrained(folder)
        msgs = ask(*SIMPLE_PROMPTS)
        before = len(read_trace(be.run_dir))
        t0 = time.time()
        res = be.generate(msgs, GenParams(n=2, max_tokens=48, temperature=0.7, seed=1),
                          tags=[{"problem": k} for k in range(4)])
        n_tok = sum(c.completion_tokens for cs in res for c in cs)
        print(f"4 prompts x 2: {n_tok} tokens in {time.time() - t0:.1f}s")
        assert [len(cs) for cs in res] == [2, 2, 2, 2]
        for m, cs in zip(msgs, res):
            want = len(tok.apply_chat_template(m, add_generation_prompt=True, tokenize=True)["input_ids"])
            assert [c.prompt_tokens for c in cs] == [want, want]                   # vLLM's own prompt token ids
            for c in cs:
                assert c.finish_reason in ("stop", "length") and 0 < c.completion_tokens <= 48, c
                assert c.finish_reason == "stop" or c.completion_tokens == 48
        recs = read_trace(be.run_dir)[before:]
        assert [r["tags"] for r in recs] == [{"problem": k} for k in range(4)]
        assert all(r["backend"] == "vllm" and r["params"]["n"] == 2 for r in recs)
        assert [[x["completion_tokens"] for x in r["replies"]] for r in recs] == \
               [[c.completion_tokens for c in cs] for cs in res]
        assert all([x["requests"] for x in r["replies"]] == [1, 0] for r in recs)   # one prefill per prompt
        assert trace_costs(be.run_dir)["tokens_out"] >= n_tok
        assert parseable_rate(res) > 0, [c.text for cs in res for c in cs]

    def test_seeds_reproduce_and_differ(self, be):
        msgs = ask(*SIMPLE_PROMPTS[:2])
        texts = lambda seed: [c.text for cs in be.generate(msgs, GenParams(n=3, max_tokens=32, seed=seed)) for c in cs]
        a, b, c = texts(5), texts(5), texts(6)
        assert a == b                                              # same seed, same batch: same replies
        assert a != c                                              # another seed: other replies
        assert len(set(a[:3])) > 1 or len(set(a[3:])) > 1          # the n copies of a prompt are not one sample

    def test_stop_strings_cut_the_text(self, be):
        msg = ask(SIMPLE_PROMPTS[0])
        full = be.generate(msg, GenParams(max_tokens=40, temperature=0))[0][0]
        cut = be.generate(msg, GenParams(max_tokens=40, temperature=0, stop=["\n"]))[0][0]
        assert "\n" in full.text, full.text                       # greedy, so the same tokens up to the stop
        assert cut.text == full.text[:full.text.index("\n")] and cut.finish_reason == "stop", (cut, full.text)
        assert cut.completion_tokens < full.completion_tokens

    def test_a_too_long_prompt_fails_alone(self, be):
        long = "Sum these numbers: " + " ".join(str(i) for i in range(800))   # > 1,024 tokens
        res = be.generate(ask(long, SIMPLE_PROMPTS[2]), GenParams(n=2, max_tokens=16))
        assert [c.outcome for c in res[0]] == ["error", "error"]
        assert "max_model_len is 1024" in res[0][0].error and res[0][0].prompt_tokens > MAX_MODEL_LEN
        assert all(c.outcome != "error" and c.completion_tokens > 0 for c in res[1])


def test_llm_serve_engine_vllm_drives_one_evolution_round(folder, tmp_path):
    "Start the verb, health-check it, run a 1-round evolve through the openai backend, stop it: nothing left."
    port, name = free_port(), "smollm2-vllm"
    log = open(tmp_path/"serve.log", "w")
    cmd = [*CLI, "llm", "serve", "--engine", "vllm", "--model", str(folder), "--port", str(port),
           "--served-model-name", name, "--max-model-len", "2048", "--startup-timeout", "900"]
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    family, peak = [], 0
    try:
        while _get_json(f"http://127.0.0.1:{port}/health", 2)[0] != 200:
            assert p.poll() is None, (tmp_path/"serve.log").read_text()[-4000:]
            assert time.time() - t0 < 900, "server not healthy in 900 s"
            peak = max(peak, tree_rss(p.pid))
            time.sleep(1)
        startup = time.time() - t0
        family = psutil.Process(p.pid).children(recursive=True)
        peak = max(peak, tree_rss(p.pid))
        assert _get_json(f"http://127.0.0.1:{port}/v1/models")[1]["data"][0]["id"] == name
        (tmp_path/"llm.yaml").write_text(json.dumps({"backend": "openai", "base_url": f"http://127.0.0.1:{port}/v1",
                                                     "model": name, "max_concurrency": 4}))
        run = tmp_path/"run"
        t1 = time.time()
        r = subprocess.run([*CLI, "evolve", "--problems", str(ROOT/"data"/"problems"/"call_based.jsonl"), "--limit", "1",
                            "--out", str(run), "--backend", str(tmp_path/"llm.yaml"), "--rounds", "1", "--parents", "2",
                            "--keep", "2", "--islands", "1", "--initial", "2", "--max-tokens", "128", "--quiet"],
                           capture_output=True, text=True, timeout=900)
        assert r.returncode == 0, r.stderr[-3000:]
        peak = max(peak, tree_rss(p.pid))
        rec = json.loads((run/"results.jsonl").read_text().splitlines()[0])
        assert rec["llm_calls"] == 2 + 2 and rec["completion_tokens"] > 0, rec
        trace = read_trace(run)
        assert {(x["backend"], x["model"]) for x in trace} == {("openai", name)}
        assert sum(len(x["replies"]) for x in trace) == 4
        assert all(rep["outcome"] != "error" for x in trace for rep in x["replies"]), trace
        print(f"\nvllm server healthy after {startup:.1f}s ({len(family)} child processes); 1-round evolve "
              f"{time.time() - t1:.1f}s; server tree peak RSS {peak / 2**30:.2f} GiB; load {os.getloadavg()[0]:.1f}")
    finally:
        if p.poll() is None: os.kill(p.pid, signal.SIGTERM)      # the verb stops its server on SIGTERM
        try: p.wait(90)
        except subprocess.TimeoutExpired: os.killpg(p.pid, signal.SIGKILL)
        log.close()
    gone, alive = psutil.wait_procs(family, timeout=30)
    for q in alive: q.kill()                                  # never leave an engine behind, even on failure
    assert not alive, f"processes left after `metaevolve llm serve` stopped: {alive}"
    assert _get_json(f"http://127.0.0.1:{port}/health", 2) == (None, None), "the server outlived the verb"
