"""Each request of a round gets its own seed, derived from the run's seed. An engine that honours a request's seed
exactly (vLLM: the same prompt and seed give the same sample; n copies are seeded seed, seed + 1, ...) would otherwise
answer identical prompts of a round with identical children. Checked against such a fake server on loopback, with
the round's identical prompts sent as one request, split by `max_n`, and one request each."""
import hashlib, json, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import pytest
from metaevolve.llm.openai import OpenAIBackend
from metaevolve.llm.base import read_trace
from metaevolve.search.engine import EvolveConfig, evolve
from metaevolve.search.driver import read_programs
from metaevolve.search.scripted import demo_problem, demo_evaluate


class SeedExact(BaseHTTPRequestHandler):
    "A chat endpoint whose reply j is a function of (messages, seed + j) only, as a seed-exact engine's."
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        def text(j):
            h = hashlib.sha256(json.dumps([body["messages"], body["seed"] + j]).encode()).hexdigest()
            return f"```python\nprint({2 * (int(h, 16) % 500)})\n```"
        out = json.dumps({"choices": [{"message": {"content": text(j)}, "finish_reason": "stop"} for j in range(body["n"])],
                          "usage": {"prompt_tokens": 10, "completion_tokens": 5 * body["n"]}}).encode()
        self.send_response(200); self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out))); self.end_headers(); self.wfile.write(out)

    def log_message(self, *a): pass


@pytest.fixture(scope="module")
def server():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), SeedExact)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_address[1]}/v1"
    srv.shutdown()


@pytest.mark.parametrize("share, max_n", [(True, None), (True, 2), (False, None)], ids=["one-request", "split", "each"])
def test_identical_prompts_give_distinct_children(server, share, max_n, tmp_path):
    be = OpenAIBackend(base_url=server, model="m", max_n=max_n, progress=False)
    be.share_prompts = share
    cfg = EvolveConfig(rounds=1, parents=6, islands=1, keep=1, n_initial=1, history=0, seed=11)
    evolve([demo_problem("a")], be, tmp_path, cfg, demo_evaluate, progress=False)
    prompts = [json.dumps(r["messages"]) for r in read_trace(tmp_path) if r["tags"].get("round") == 1]
    assert len(prompts) == 6 and len(set(prompts)) == 1           # one parent, no history: six identical prompts
    children = [p.code for p in read_programs(tmp_path, "a") if p.generation == 1]
    assert len(children) == 6 and len(set(children)) == 6, children
    seeds = [rep["seed"] for r in read_trace(tmp_path) if r["tags"].get("round") == 1 for rep in r["replies"]]
    assert len(seeds) == 6 and None not in seeds                  # the trace shows each reply's request seed
