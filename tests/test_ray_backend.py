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


# ---- workers: ray, verl's reward workers, problems at once, a killed driver ----------------------------------------

def test_workers_ray_on_a_verb_evaluates_on_the_cluster(tmp_path, cluster, monkeypatch, capsys):
    "`check --workers ray` (the address from `$METAEVOLVE_RAY_ADDRESS`) runs on the cluster, with the local verdicts."
    from metaevolve.cli.entry import main
    monkeypatch.setenv("METAEVOLVE_RAY_ADDRESS", cluster.address)
    three = tmp_path/"three.jsonl"
    three.write_text("".join((ROOT/"data/problems/stdio.jsonl").read_text().splitlines(True)[:3]))
    assert main(["check", str(three), "--no-cache"]) == 0
    local = [json.loads(l) for l in capsys.readouterr().out.splitlines() if l.startswith("{")]
    try:
        assert main(["check", str(three), "--no-cache", "--workers", "ray"]) == 0
        pool = ray_pool()
        assert pool is not None and sum(m == "run_many" for m, _ in pool.calls) >= len(local) - 1
    finally: stop_ray()
    remote = [json.loads(l) for l in capsys.readouterr().out.splitlines() if l.startswith("{")]
    verdicts = lambda lines: [(r["id"], r["solution"], r["correct"], r["pass_rate"]) for r in lines if "id" in r]
    assert verdicts(remote) == verdicts(local) and len(verdicts(local)) >= 6


def _reward_as_verl_calls(p1_code: str, responses: list) -> dict:
    "In a Ray worker of the cluster (as verl's reward workers are), `compute_score` on each response, as verl calls it."
    import metaevolve.train.reward as R
    from metaevolve.execution import ray as mray
    gt = json.dumps(DOUBLE.to_dict() | {"format": "metaevolve/v1", "p1": {"code": p1_code, "score": 0.0}})
    out = [R.compute_score("metaevolve", r, gt, {"p1_code": p1_code, "p1_score": 0.0, "index": i, "split": "train"})
           for i, r in enumerate(responses)]
    pool = mray.ray_pool()
    return {"scores": out, "calls": list(pool.calls) if pool else [], "n": pool.n if pool else 0}


def test_verl_reward_workers_evaluate_on_the_cluster(cluster):
    """verl's reward worker processes run `compute_score` with `METAEVOLVE_RAY_ADDRESS` in their runtime env: the
    first call switches the process to the cluster (a pool of `METAEVOLVE_REWARD_CONCURRENCY` workers), each pair is
    one call to one node, and the rewards are those of Eq. 4."""
    import ray
    from ray import cloudpickle
    stop_ray()
    ray.init(address=cluster.address, log_to_driver=False)
    cloudpickle.register_pickle_by_value(sys.modules[__name__])    # the task's code travels with it (no test path there)
    try:
        task = ray.remote(num_cpus=0, runtime_env={"env_vars": {"METAEVOLVE_RAY_ADDRESS": "auto",
                                                                "METAEVOLVE_REWARD_CONCURRENCY": "1"}})(_reward_as_verl_calls)
        fast, wrong = f"```python\n{PROGRAMS[0]}\n```", f"```python\n{PROGRAMS[3]}\n```"
        got = ray.get(task.remote(PROGRAMS[2], [fast, wrong, "no code here"]), timeout=300)
    finally:
        cloudpickle.unregister_pickle_by_value(sys.modules[__name__])
        ray.shutdown()
    s = got["scores"]
    assert s[0]["improved"] == 1.0 and s[0]["score"] > 0 and s[0]["infra_error"] == 0.0
    assert s[1]["score"] == -1.0 and s[1]["p2_correct"] == 0.0
    assert s[2]["score"] == -1.0 and s[2]["has_code"] == 0.0
    assert got["n"] == 1                                    # one worker per reward slot, not every core of the cluster
    # P1's first pass (once for the group), then each pair in one call to one node: P1 again there, beside P2
    assert [m for m, _ in got["calls"]] == ["run_many", "compare", "compare"]


DOUBLE_B = Problem("double-b", "test", "Print twice the number.", [Case("5", "10"), Case("12", "24")])


def by_problem(d: Path) -> dict:
    """A run directory's records (`run_files`, measured fields dropped) by file and problem, in order within a problem;
    LLM call ids (numbered in order of appearance by `run_files`) without their number: the order between problems."""
    import re
    out = {}
    for name, recs in run_files(d).items():
        if not isinstance(recs, list): out[name] = recs; continue
        for r in recs: out.setdefault(f"{name} {r.get('problem_id')}", []).append(r)
    return json.loads(re.sub(r"call\d+-", "call-", json.dumps(drop_measured(out))))


def evolve_two(out: Path, parallel: int) -> list[dict]:
    "A 1-round scripted evolution of two problems, `parallel` at once, evaluated per `workers: ray`."
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.search.scripted import KeyedBackend
    cfg = EvolveConfig(rounds=1, parents=4, keep=2, islands=2, migrate_every=0, n_initial=4, seed=5, workers="ray",
                       parallel_problems=parallel)
    return evolve([DOUBLE, DOUBLE_B], KeyedBackend(keyed_model), out, cfg, progress=False)


def test_problems_at_once_on_ray_give_the_sequential_records(tmp_path, on_ray):
    """Two problems evolved at once through Ray give the records of one at a time, and each final Eq. 4 decision is
    one call to one node (P1 and P2 interleaved there)."""
    evolve_two(tmp_path/"seq", 1)
    pool = ray_pool(); before = len(pool.calls)
    recs = evolve_two(tmp_path/"par", 2)
    assert by_problem(tmp_path/"par") == by_problem(tmp_path/"seq")
    measured = [r for r in recs if r["final_decision"]["decided_by"] not in ("same_program", "incorrect")]
    compares = [node for m, node in pool.calls[before:] if m == "compare"]
    assert len(measured) >= 1 and len(compares) == len(measured)
    assert set(compares) <= set(pool.nodes())


KILLED_DRIVER = """
import json, sys
sys.path.insert(0, sys.argv[2])
from test_ray_backend import DOUBLE, DOUBLE_B, keyed_model
from metaevolve.execution.measure import MeasuredEvaluator, Timing
from metaevolve.execution.ray import ray_pool, resolve_workers
from metaevolve.search.engine import EvolveConfig, evolve
from metaevolve.search.scripted import KeyedBackend
log = []
class Counted(MeasuredEvaluator):
    "The measured evaluator, logging every batch (problem, size) and every final comparison."
    def __call__(self, items):
        log.append([items[0][1].id, len(items)]); return super().__call__(items)
    def compare(self, p1, p2, problem):
        log.append([problem.id, "compare"]); return super().compare(p1, p2, problem)
cfg = EvolveConfig(rounds=6, parents=3, keep=2, islands=2, migrate_every=0, n_initial=3, seed=5, workers="ray",
                   parallel_problems=2)
recs = evolve([DOUBLE, DOUBLE_B], KeyedBackend(keyed_model), sys.argv[1], cfg, Counted(Timing(), resolve_workers("ray")),
              progress=False)
print(json.dumps({"log": log, "ray_calls": len(ray_pool().calls), "decided_by": {r["problem_id"]: r["final_decision"]["decided_by"] for r in recs}}))
"""


def test_a_killed_driver_resumes_without_rerunning_finished_work(tmp_path, cluster):
    """SIGKILL the driver of a Ray evolution (two problems at once) once a round is checkpointed, then run it again:
    it evaluates exactly the rounds no checkpoint holds (and no finished problem), on the cluster."""
    import signal
    out = tmp_path/"run"
    env = {**os.environ, **cluster.client_env()}
    cmd = [sys.executable, "-c", KILLED_DRIVER, str(out), str(ROOT/"tests")]
    driver = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    rounds = lambda: {json.loads(f.read_text())["problem_id"]: json.loads(f.read_text())["round"]
                      for f in (out/"state").glob("*.json")} if (out/"state").exists() else {}
    deadline = time.monotonic() + 300
    while driver.poll() is None and time.monotonic() < deadline and max(rounds().values(), default=0) < 2:
        time.sleep(0.05)
    driver.send_signal(signal.SIGKILL); driver.wait(30)
    assert driver.returncode == -signal.SIGKILL, driver.stderr.read()[-2000:]
    at_kill = rounds()
    finished = {json.loads(l)["problem_id"] for l in (out/"results.jsonl").read_text().splitlines()} \
        if (out/"results.jsonl").exists() else set()
    assert max(at_kill.values()) >= 2 and len(finished) < 2           # killed mid-run
    resumed = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    got = json.loads(resumed.stdout.splitlines()[-1])
    for pid in ("double", "double-b"):
        batches = [n for p, n in got["log"] if p == pid and n != "compare"]
        if pid in finished: want = []
        elif pid in at_kill: want = [3] * (6 - at_kill[pid])          # the rounds after its checkpoint
        else: want = [3] + [3] * 6                                     # round 0 and every round
        assert batches == want, (pid, at_kill, batches)
        compares = [n for p, n in got["log"] if p == pid and n == "compare"]
        needed = pid not in finished and got["decided_by"][pid] not in ("same_program", "incorrect")
        assert len(compares) == int(needed)
    assert got["ray_calls"] > 0
    lines = [json.loads(l) for l in (out/"results.jsonl").read_text().splitlines()]
    assert sorted(r["problem_id"] for r in lines) == ["double", "double-b"]
    programs = {(r["problem_id"], r["id"]) for r in map(json.loads, (out/"programs.jsonl").read_text().splitlines())}
    assert len(programs) == 2 * (3 + 6 * 3)                           # every program once per id


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
