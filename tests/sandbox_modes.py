"""The sandbox modes this machine can provide, for the hostile and timing suites (issue 16).

A mode is a value of METAEVOLVE_SANDBOX_DISABLE. `modes()` lists those that differ on this machine for this user:
as root on this hybrid machine `default` (cgroup v1: the cpuacct clock), `cg2` (v1 off: the cgroup2 mount's
cpu.stat clock), `tree` (no cgroups: the PID-namespace clock), `selfns` (no bubblewrap: the server's own
namespaces) and `selfns-tree`; as a user `default` (the PID-namespace clock, or cg2 in a delegated cgroup) and
`selfns`. `METAEVOLVE_TEST_MODES` (comma-separated ids) restricts them; the fast suite (`make test`) runs
`default` and `tree` (FAST), the slow one all.
"""
import contextlib, os, stat, sys
from pathlib import Path

import pytest

import metaevolve.execution.support as support

ALL = {"default": "", "cg2": "cg1", "tree": "cgroups", "selfns": "bwrap", "selfns-tree": "bwrap,cgroups"}
FAST = ("default", "tree")


@contextlib.contextmanager
def disabled(value: str):
    "METAEVOLVE_SANDBOX_DISABLE=value for the block, with the support probe redone on entry and exit."
    old = os.environ.get("METAEVOLVE_SANDBOX_DISABLE")
    os.environ["METAEVOLVE_SANDBOX_DISABLE"] = value
    support._support = None
    try: yield support.sandbox_support()
    finally:
        if old is None: os.environ.pop("METAEVOLVE_SANDBOX_DISABLE", None)
        else: os.environ["METAEVOLVE_SANDBOX_DISABLE"] = old
        support._support = None


def _signature(value: str) -> tuple:
    with disabled(value) as sup:
        return (bool(sup["bwrap"]), sup["pidns"], sup["clock"], sup["memory"], sup["nproc"])


def modes() -> list:
    "pytest params: the modes of ALL that give a distinct set of layers here (and a PID namespace)."
    want = os.environ.get("METAEVOLVE_TEST_MODES")
    seen, out = set(), []
    for name, value in ALL.items():
        if want and name not in want.split(","): continue
        sig = _signature(value)
        if sig in seen or sig[1] is None: continue
        seen.add(sig)
        out.append(pytest.param(value, id=name, marks=[] if name in FAST else [pytest.mark.slow]))
    return out


def interpreter_private() -> bool:
    "Is the interpreter's library unreadable for other users (pyenv in root's home)? Then a slot uid without bubblewrap cannot import what the server did not preload."
    for p in [Path(sys.base_prefix).resolve(), *Path(sys.base_prefix).resolve().parents]:
        try:
            if not os.stat(p).st_mode & stat.S_IXOTH: return True
        except OSError: return True
    return False
