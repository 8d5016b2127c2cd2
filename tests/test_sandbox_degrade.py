"""Where an isolation layer is missing, the sandbox still runs programs and warns loudly, naming what is missing."""
import json, os, subprocess, sys

import pytest

SCRIPT = r"""
import json, warnings
warnings.simplefilter("always")
with warnings.catch_warnings(record=True) as w:
    from metaevolve.execution.sandbox import run_python, Limits, default_pool
    ok = run_python("print(sum(map(int, input().split())))", b"2 3\n")
    loop = run_python("while True: pass", limits=Limits(wall_s=0.5))
    work = "def work():\n    s = 0\n    for i in range(1_000_000): s += i\n"
    main = run_python(work + "work()", limits=Limits(wall_s=20))
    fork = run_python(work + "import os\nif os.fork() == 0:\n    work(); os._exit(0)\nos.wait()", limits=Limits(wall_s=20))
    default_pool().close()
print(json.dumps({"ok": [ok.status, ok.stdout.decode()], "loop": loop.status, "clock": ok.clock,
                  "main": [main.status, main.time_s, main.stderr.decode()[-300:]], "fork": [fork.status, fork.time_s],
                  "fork_ratio": fork.time_s / main.time_s if main.time_s else None,
                  "warnings": [str(x.message) for x in w if x.category.__name__ == "SandboxWarning"]}))
"""
ROOT = os.geteuid() == 0


@pytest.mark.parametrize("disable,words,clocks", [
    ("bwrap", ["bubblewrap"], {"cg1"} if ROOT else {"tree", "cg2"}),
    ("cgroups", ["memory cgroup", "pids cgroup", "PID namespace"], {"tree"}),
    ("bwrap,root", ["bubblewrap", "not running as root"], {"tree"} if ROOT else {"tree", "cg2"}),
    ("cg1", ["memory cgroup"], {"cg2"} if ROOT else {"tree", "cg2"}),
    ("cgroups,seccomp", ["seccomp"], {"tree"}),
    ("bwrap,pidns,cgroups", ["no PID namespace", "MAIN PROCESS ONLY"], {"self"})])
def test_degrades_loudly(disable, words, clocks):
    "Each combination runs programs, warns with the words that name what is missing, and reads the expected clock."
    env = dict(os.environ, METAEVOLVE_SANDBOX_DISABLE=disable)
    r = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.splitlines()[-1])
    assert out["ok"] == ["ok", "5\n"] and out["loop"] == "timeout" and out["clock"] in clocks, out
    assert out["main"][0] == "ok" and out["main"][1] > 0 and out["fork"][0] == "ok", out
    for word in words: assert any(word in m for m in out["warnings"]), (word, out["warnings"])
    # only the main-process clock lets a forked helper's work escape (and says so above)
    assert (out["fork_ratio"] < 0.5) == (out["clock"] == "self"), out


def test_forked_child_gets_its_own_pool():
    "A process forked after the pool exists (multiprocessing 'fork') starts fresh servers instead of hanging on the parent's."
    import multiprocessing as mp
    from metaevolve.execution.sandbox import run_python, default_pool
    assert run_python("print(6*7)").stdout.strip() == b"42"
    parent_servers = [w.server_pid for w in default_pool().workers if w.proc is not None]
    ctx = mp.get_context("fork")
    with ctx.Pool(1) as pool:
        out = pool.apply_async(_child_run).get(timeout=120)
    assert out == "42"
    assert [w.server_pid for w in default_pool().workers if w.proc is not None] == parent_servers
    assert run_python("print(6*7)").stdout.strip() == b"42"


def _child_run():
    from metaevolve.execution.sandbox import run_python
    return run_python("print(6*7)").stdout.decode().strip()


def test_private_tmp_does_not_hide_the_interpreter():
    "A checkout (and its .venv) under /tmp must stay visible: the tmpfs on /tmp is mounted before the Python folders."
    from metaevolve.execution.sandbox import bwrap_command, python_paths
    cmd = bwrap_command("/usr/bin/bwrap", {}, True)
    tmpfs = cmd.index("--tmpfs")
    for m in python_paths()[1]:
        assert cmd.index(m) > tmpfs, (m, cmd)


LONG = r"""
import warnings; warnings.simplefilter("ignore")
from metaevolve.execution.sandbox import run_python, Limits, default_pool
r = run_python("import time\nt = time.time()\nwhile time.time() - t < 3: pass\nprint('done')", limits=Limits(wall_s=30))
print(r.status, r.stdout.decode().strip()); default_pool().close()
"""


@pytest.mark.skipif(not ROOT, reason="slot uids are per-slot only as root")
def test_two_pools_on_one_machine_keep_their_programs():
    "Without a PID namespace or cgroups, a second pool's clean-up must not kill the first pool's running program."
    env = dict(os.environ, METAEVOLVE_SANDBOX_DISABLE="bwrap,pidns,cgroups")
    first = subprocess.Popen([sys.executable, "-c", LONG], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             text=True)
    quick = SCRIPT.replace('loop = run_python("while True: pass", limits=Limits(wall_s=0.5))',
                           'loop = [run_python("print(1)") for _ in range(30)][0]')
    r = subprocess.run([sys.executable, "-c", quick], env=env, capture_output=True, text=True, timeout=120)
    out, _ = first.communicate(timeout=120)
    assert r.returncode == 0, r.stderr
    assert out.split() == ["ok", "done"], out
