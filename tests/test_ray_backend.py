"""The Ray backend (`metaevolve.execution.ray`) on a real cluster of separate processes, started here on this machine.

A head and two worker nodes (`ray start`, one CPU each, their own token and temp folder: `execution.ray_cluster`),
stopped at the end with no process left. `check` (through the command line's `--ray-address`) and a 1-round scripted
evolution with the real sandbox give the same verdicts and records as the local pool, apart from measured fields;
an Eq. 4 comparison gives the local decision; a worker node killed in the middle of a batch is survived, its calls
retried and counted as infrastructure errors, never as the programs' failures.

Slow (a cluster start is ~15-30 s on 2 cores): `make test-ray` installs the `ray` extra and runs this file.
"""
from __future__ import annotations
import json, os, subprocess, sys, threading, time
from pathlib import Path
import pytest

pytestmark = pytest.mark.slow
pytest.importorskip("ray", reason="Ray is an optional extra: pip install -e '.[ray]' (or `make test-ray`)")

from metaevolve.core.problems import Problem, TestCase as Case
from metaevolve.execution.fitness import evaluate_many, infra_failed
from metaevolve.execution.measure import Timing, compare_many
from metaevolve.execution.ray import ray_pool, stop_ray, use_ray
from metaevolve.execution.ray_cluster import LocalCluster

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT/"tests"))
from golden_records import run_files  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    "A head and two worker nodes of one CPU each; every process of theirs gone afterwards."
    c = LocalCluster(head_cpus=1)
    saved = c.connect_here()
    try:
        c.start(workers=2)
        yield c
    finally:
        stop_ray()
        c.stop()
        c.disconnect_here(saved)
    assert c.processes() == [], f"Ray processes left: {c.processes()}"


@pytest.fixture
def on_ray(cluster):
    "Evaluate on the cluster for one test, then locally again."
    use_ray(cluster.address)
    try: yield cluster
    finally: stop_ray()


MEASURED = ("time_s", "runtime_s", "score", "mean_score")   # what a measurement decides, and what follows from it


def unmeasured(rec: dict) -> dict:
    "A `check` line without its measured fields (the per-test verdicts and details stay)."
    out = {k: v for k, v in rec.items() if k not in MEASURED}
    if "tests" in out: out["tests"] = [unmeasured_test(t) for t in out["tests"]]
    return out


def unmeasured_test(t: dict) -> dict:
    "A test's verdict and detail; of a timeout only the verdict: which limit came first (CPU or wall) is measured."
    return {"verdict": t["verdict"]} if t["verdict"] == "timeout" else {k: v for k, v in t.items() if k != "time_s"}


def check_lines(extra_env: dict, *flags: str) -> list[dict]:
    "`metaevolve [flags] check` on the shipped stdio problems, its JSON lines."
    env = {k: v for k, v in os.environ.items() if k != "METAEVOLVE_RAY_ADDRESS"}
    env.update(extra_env)
    p = subprocess.run([sys.executable, "-m", "metaevolve.cli.entry", *flags, "check",
                        str(ROOT/"data/problems/stdio.jsonl"), "--tests", "--no-cache"],
                       capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    assert p.returncode in (0, 1), p.stderr[-2000:]      # 1: a reference solution missed `meta.expected`
    return [json.loads(l) for l in p.stdout.splitlines() if l.startswith("{") and '"summary"' not in l]


def near_a_limit(rec: dict) -> bool:
    "A solution with a timed-out test: under load it may time out on one side only (the machine's, not Ray's doing)."
    return any(t["verdict"] == "timeout" for t in rec.get("tests", []))


def test_check_gives_the_local_verdicts(cluster):
    "Every reference solution of the shipped stdio set: the same verdicts, details and summary through Ray."
    local = check_lines({})
    remote = check_lines({k: v for k, v in cluster.client_env().items() if k != "METAEVOLVE_RAY_ADDRESS"},
                         "--ray-address", cluster.address)
    assert len(local) == len(remote) > 20
    pairs = [(a, b) for a, b in zip(local, remote) if not near_a_limit(a) and not near_a_limit(b)]
    assert len(pairs) >= 0.75 * len(local)
    assert [unmeasured(b) for _, b in pairs] == [unmeasured(a) for a, _ in pairs]


DOUBLE = Problem("double", "test", "Print twice the number.", [Case("3", "6"), Case("21", "42")])
PROGRAMS = ["print(int(input()) * 2)",                                   # correct, at the cap
            "print(int(input()) + 3)",                                   # right on the first test only
            "s = sum(range(400000))\nprint(int(input()) * 2)",           # correct, ~20x slower than the cap
            "print(input() * 2)"]                                        # wrong


def keyed_model(msgs: list, seed: int, index: int) -> str:
    "A fake model that picks one of `PROGRAMS` from the request: its replies depend only on what it is asked."
    import hashlib
    h = int(hashlib.sha1(json.dumps([msgs, seed, index]).encode()).hexdigest(), 16)
    return f"```python\n{PROGRAMS[h % len(PROGRAMS)]}\n```"


def evolve_once(out: Path) -> dict:
    "A 1-round scripted evolution of `DOUBLE` with the real (measured) sandbox evaluator."
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.search.scripted import KeyedBackend
    cfg = EvolveConfig(rounds=1, parents=4, keep=2, islands=2, migrate_every=0, n_initial=4, seed=5)
    evolve([DOUBLE], KeyedBackend(keyed_model), out, cfg, progress=False)
    return run_files(out)


def drop_measured(x):
    "The records without measured fields (`golden_records.strip_measured` already dropped times): scores and noise too."
    if isinstance(x, dict): return {k: drop_measured(v) for k, v in x.items() if "score" not in k and "noise" not in k}
    if isinstance(x, list): return [drop_measured(v) for v in x]
    return x


def test_evolve_gives_the_local_records(tmp_path, cluster):
    "The same run-directory records, apart from measured fields, with the local pool and on the cluster."
    local = drop_measured(evolve_once(tmp_path/"local"))
    use_ray(cluster.address)
    try: remote = drop_measured(evolve_once(tmp_path/"ray"))
    finally: stop_ray()
    assert local == remote


def test_compare_gives_the_local_decision(on_ray):
    "Eq. 4 on the cluster (the pair measured on one node): P2 at the cap beats a slow P1; a wrong P2 does not."
    p1, fast, wrong = PROGRAMS[2], PROGRAMS[0], PROGRAMS[3]
    got = compare_many([(p1, fast, DOUBLE), (p1, wrong, DOUBLE)], Timing())
    assert [(c.improved, c.decided_by, c.infra_error) for c in got] == [(True, "screen", False), (False, "p2_incorrect", False)]
    assert got[0].reward > 0 and got[1].reward == -1.0


SLOW = Problem("slow", "test", "Print the number after some work.", [Case(str(i), str(i)) for i in range(3)],
               time_limit_s=10.0)


def test_a_node_killed_mid_batch_is_survived(on_ray):
    "Kill a worker node while a batch runs: every program still gets its own verdict, the loss counted as infra."
    progs = [f"s = sum(range({20_000_000 + i}))\nprint(input())" for i in range(12)]   # ~1 s each
    pool_ready = evaluate_many([(progs[0], SLOW)], progress=False, cache=False)   # the pool exists: 3 actors
    pool = ray_pool()
    assert len(pool.nodes()) == 3 and pool_ready[0].correct
    done: list = []
    t = threading.Thread(target=lambda: done.append(evaluate_many([(p, SLOW) for p in progs], progress=False, cache=False)))
    t.start()
    time.sleep(2.5)
    on_ray.kill_node(0)
    t.join(600)
    assert done, "the batch did not finish"
    res = done[0]
    assert [(r.correct, infra_failed(r)) for r in res] == [(True, False)] * len(progs)
    assert pool.infra_errors >= 1
    assert len(pool.nodes()) == 2
