"""Timing fidelity (issue 16): work done in forked children, threads, pools, subprocesses, an escaped daemon, children
of a SIGCHLD-ignoring parent and atexit handlers is timed as the same work done in the main process — in every mode
this machine provides (tests/sandbox_modes.py), as root and, through tests/test_sandbox_nonroot.py, as a user.

The figure compared is (time of the construct with the work) − (time of the construct without it), so that a pool's
or an interpreter's own start-up, rightly counted as the program's CPU, does not enter the comparison; the reference
is the same work in the program's main process, timed by the same sandbox. The fast test checks a wide band
(0.5–2× on the minimum of 5 interleaved runs: the failures it guards against, helpers escaping the clock or
counted twice, read 0.01–0.15× and 2×; quiet runs here read 0.9–1.5×); the slow one checks the
acceptance criterion, within 30 %, on medians of 5 interleaved runs with >= 50 ms of work."""
import os, statistics, textwrap

import pytest

from metaevolve.execution.sandbox import Limits, WorkerPool
from sandbox_modes import disabled, interpreter_private, modes

N = 2_000_000          # s += i * i: ~70-100 ms here, >= 50 ms of work per program
WORK = "def work(n):\n    s = 0\n    for i in range(n): s += i * i\n    return s\n"
CONSTRUCTS = {
    "main": "work(N)",
    "fork": "import os\nif os.fork() == 0:\n    work(N); os._exit(0)\nos.wait()",
    "fork4": "import os\nfor _ in range(4):\n    if os.fork() == 0:\n        work(N // 4); os._exit(0)\n"
             "for _ in range(4): os.wait()",
    "threads": "import threading\nts = [threading.Thread(target=work, args=(N // 2,)) for _ in range(2)]\n"
               "for t in ts: t.start()\nfor t in ts: t.join()",
    "pool": "import multiprocessing as mp\nwith mp.Pool(2) as p: p.map(work, [N // 2] * 2)",
    "process": "import multiprocessing as mp\np = mp.Process(target=work, args=(N,)); p.start(); p.join()",
    "subprocess": "import subprocess, sys\nsubprocess.run([sys.executable, '-S', '-c', WORK + f'work({N})'], check=True)",
    "escapee": "import os\nr, w = os.pipe()\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n"
               "        work(N); os.write(w, b'x'); os._exit(0)\n    os._exit(0)\nos.close(w); os.read(r, 1)",
    "sigchld_ign": "import os, signal\ntry: signal.signal(signal.SIGCHLD, signal.SIG_IGN)\nexcept OSError: pass\n"
                   "r, w = os.pipe()\nif os.fork() == 0:\n    work(N); os.write(w, b'x'); os._exit(0)\n"
                   "os.close(w); os.read(r, 1)",
    "atexit": "import atexit\natexit.register(work, N)",
}


def program(construct: str, n: int) -> str:
    return WORK + f"WORK = {WORK!r}\nN = {n}\n" + CONSTRUCTS[construct] + "\n"


NEED_IMPORTS = ("pool", "process", "subprocess")   # modules the fork server does not preload


@pytest.fixture(scope="module", params=modes())
def worker(request):
    with disabled(request.param) as sup:
        p = WorkerPool(1)
        w = p.workers[0].start()
        # root without bubblewrap: the slot uid cannot import from the interpreter in root's home (a known limit)
        w.constructs = [c for c in CONSTRUCTS if sup["bwrap"] or not sup["root"] or not interpreter_private()
                        or c not in NEED_IMPORTS]
        yield w
        p.close()


def ratios(worker, repeats: int, stat=statistics.median) -> dict:
    "construct -> `stat` over `repeats` of (t(work) - t(no work)) / the same for main; runs interleaved."
    times = {(c, n): [] for c in getattr(worker, "constructs", CONSTRUCTS) for n in (0, N)}
    lim = Limits(wall_s=30)
    for _ in range(repeats):
        for (c, n), ts in times.items():
            r = worker.run(program(c, n), limits=lim)
            assert r.status == "ok", (c, n, r)
            ts.append(r.time_s)
    med = {k: stat(v) for k, v in times.items()}
    ref = med[("main", N)] - med[("main", 0)]
    assert ref > 0.04, med                        # >= 50 ms of work (allowing for a fast machine)
    return {c: (med[(c, N)] - med[(c, 0)]) / ref for c, n in times if n == N}


def test_helpers_are_timed(worker):
    "No construct lets its work escape the clock (wide band), on the minimum of 5 runs: a run's CPU time is the free-core figure or up to ~1.7x it while the other core is busy, and medians of 3 put one construct at 2x (CI, 2026-12-02)."
    rs = ratios(worker, 5, min)
    assert all(0.5 < r < 2.0 for r in rs.values()), {c: round(r, 2) for c, r in rs.items()}


@pytest.mark.slow
def test_helpers_are_timed_within_30_percent(worker):
    "The acceptance criterion of issue 16: each construct within 30 % of the main process (medians of 5)."
    rs = ratios(worker, 5)
    print({c: round(r, 3) for c, r in rs.items()}, "load", os.getloadavg())
    assert all(0.7 <= r <= 1.3 for r in rs.values()), {c: round(r, 3) for c, r in rs.items()}
