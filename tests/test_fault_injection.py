"""Fault injection at every write (SQLite's way of testing its promise): the N-th write of a small scripted run fails
with a full disk, half written; the same command then resumes without faults. For every N, the run must end with the
same records as an uninterrupted run (measured fields and call ids aside): nothing lost, nothing doubled, no torn line.

Every file a run writes goes through `core.basics.write_fd` (JSONL appends, atomic checkpoints, summaries), so
replacing it here reaches every write of the run."""
import errno, json
from pathlib import Path
import pytest
from metaevolve.core import basics, rundir
from metaevolve.core.basics import DiskFull
from golden_records import run_files

REAL_WRITE = basics.write_fd


class FailAt:
    "Make the `n`-th write fail after writing half its bytes (a torn write), with ENOSPC; count all writes."
    def __init__(self, monkeypatch, n: int | None):
        self.n, self.count = n, 0
        for mod in (basics, rundir): monkeypatch.setattr(mod, "write_fd", self)

    def __call__(self, fd, data, path="?"):
        self.count += 1
        if self.count == self.n:
            REAL_WRITE(fd, bytes(data[:len(data) // 2]), path)
            raise DiskFull(errno.ENOSPC, path, len(data) - len(data) // 2)
        REAL_WRITE(fd, data, path)


PER_INVOCATION = ("trace_id", "call", "new_responses")   # call ids (a redone call gets a new one), this invocation's count


def _no_ids(x):
    "Records without what differs per invocation by design."
    if isinstance(x, dict): return {k: _no_ids(v) for k, v in x.items() if k not in PER_INVOCATION}
    if isinstance(x, list): return [_no_ids(v) for v in x]
    return x


def records(d: Path) -> dict:
    "Every record of the run (not the trace or machine logs), order-free within a log, and torn-free."
    for f in d.glob("*.jsonl"):
        text = f.read_text()
        assert not text or text.endswith("\n"), f"{f.name} ends in a torn line"
    out = _no_ids(run_files(d))
    return {k: sorted(map(json.dumps, v)) if k.endswith(".jsonl") else v for k, v in out.items()}


def evolve_run(out: Path):
    from metaevolve.search.engine import EvolveConfig, evolve
    from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
    cfg = EvolveConfig(rounds=3, parents=4, keep=2, islands=2, migrate_every=2, n_initial=3, seed=7)
    evolve([demo_problem("a"), demo_problem("b")], KeyedBackend(demo_model), out, cfg, demo_evaluate, progress=False)


def baseline_run(method: str):
    def run(out: Path):
        from metaevolve.methods.base import BaselineConfig
        from metaevolve.methods.run import run_baseline
        from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
        cfg = BaselineConfig(method, n=5, rounds=2 if method == "self_refine_multi" else None, n_initial=3, seed=2)
        run_baseline([demo_problem("a"), demo_problem("b")], KeyedBackend(demo_model), out, cfg, demo_evaluate,
                     progress=False)
    return run


def sample_run(out: Path):
    "Synthesis stage 1: K responses per question, appended in batches, keyed by (question, j)."
    from metaevolve.synthesis.stages import run_sample
    from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
    run_sample([demo_problem(c) for c in "abcdefghij"], out, KeyedBackend(demo_model), k=3, batch_size=1, seed=1,
               evaluate=lambda items: [vars(r) for r in demo_evaluate(items)], progress=False)


RUNS = {"evolve": evolve_run, "sample": sample_run, "best_of_n": baseline_run("best_of_n"),
        "self_refine_multi": baseline_run("self_refine_multi")}


@pytest.mark.parametrize("which", list(RUNS))
def test_every_write_can_fail(which, tmp_path, monkeypatch):
    run = RUNS[which]
    with monkeypatch.context() as m:
        counter = FailAt(m, None); run(tmp_path/"ref")
    want, writes = records(tmp_path/"ref"), counter.count
    assert writes >= 10, writes
    for n in range(1, writes + 1):
        out = tmp_path/f"fail{n}"
        with monkeypatch.context() as m:
            FailAt(m, n)
            with pytest.raises(DiskFull): run(out)
        run(out)                                            # room made: the same command resumes
        assert records(out) == want, f"{which}: a fault at write {n} of {writes} changed the records"
