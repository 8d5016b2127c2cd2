"""The hostile, timing and degradation suites as an ordinary user (issue 16), run from root.

Set-up (slow: ~2-4 min the first time, ~30 s after): a user `METAEVOLVE_TEST_USER` (default `mevtest`) is created
with `useradd -m` if missing; a venv from Debian's `/usr/bin/python3` (the default interpreter lives in root's home,
which other users cannot read) gets the core dependencies once (kept while pyproject.toml's dependency list is
unchanged); a clean copy of this working tree (tracked and untracked, not ignored, files) is installed into it with
`pip install --no-deps`. Then, as that user (`setpriv`):

- `plain`: the three suites, every mode the user gets here (`-m "slow or not slow"`);
- `nice`: the fast suites under `nice -n 5` (a user cannot lower its nice value again: issue 16 found every test
  failing there);
- `delegated-cg2`: every mode again, inside a cgroup v2 folder delegated to the user the way systemd delegates one
  (directory, `cgroup.procs`, `cgroup.subtree_control`, `cgroup.threads` owned by the user): the `cg2` clock;
- `metaevolve doctor` as the user exits 0.

Run it with `make test-nonroot` (or `pytest -m slow tests/test_sandbox_nonroot.py`); it needs root, `useradd`,
`setpriv` and `/usr/bin/python3`, and skips otherwise. The user is kept (and reused) so that later runs are fast;
`userdel -r mevtest` removes it."""
import hashlib, os, pwd, re, shutil, subprocess, sys
from pathlib import Path

import pytest

from metaevolve.execution.support import cgroup_mounts

ROOT = Path(__file__).resolve().parent.parent
USER = os.environ.get("METAEVOLVE_TEST_USER", "mevtest")
PY = "/usr/bin/python3"
SUITES = ["tests/test_sandbox_hostile.py", "tests/test_sandbox_timing.py", "tests/test_sandbox_degrade.py"]
EXTRA = ["pytest>=8", "pytest-timeout"]

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("useradd") or not shutil.which("setpriv")
                                 or not os.path.exists(PY), reason="needs root, useradd, setpriv and /usr/bin/python3")]


def _deps() -> list[str]:
    "The core dependencies of pyproject.toml (the package's own list, not a copy)."
    text = (ROOT/"pyproject.toml").read_text()
    block = re.search(r"^dependencies = \[(.*?)^\]", text, re.S | re.M).group(1)
    return re.findall(r'"([^"]+)"', block)


def _as_user(pw, argv: list[str], cgroup: str | None = None, nice: int = 0, timeout: int = 1800, cwd=None):
    "Run `argv` as the user (clean environment, its home), optionally moved into `cgroup` first (by root)."
    env = ["env", "-i", f"HOME={pw.pw_dir}", "PATH=/usr/bin:/bin", "LANG=C.UTF-8", f"USER={pw.pw_name}"]
    inner = ["setpriv", f"--reuid={pw.pw_uid}", f"--regid={pw.pw_gid}", "--init-groups", *env,
             *(["nice", "-n", str(nice)] if nice else []), *argv]
    if cgroup:
        inner = ["sh", "-c", f'echo $$ > {cgroup}/cgroup.procs && exec "$@"', "sh", *inner]
    return subprocess.run(inner, capture_output=True, text=True, timeout=timeout, cwd=cwd or pw.pw_dir)


@pytest.fixture(scope="module")
def user_env():
    "(passwd entry, venv python, source copy) for the test user, set up as described above."
    if subprocess.run(["id", USER], capture_output=True).returncode != 0:
        subprocess.run(["useradd", "-m", "-s", "/bin/sh", USER], check=True)
    pw = pwd.getpwnam(USER)
    home = Path(pw.pw_dir); venv, src = home/"venv", home/"metaevolve-src"
    stamp = venv/f".deps-{hashlib.sha1(' '.join(_deps() + EXTRA).encode()).hexdigest()[:12]}"
    if not stamp.exists():
        shutil.rmtree(venv, ignore_errors=True)
        for argv in ([PY, "-m", "venv", str(venv)], [str(venv/"bin/pip"), "install", "-q", *_deps(), *EXTRA]):
            r = _as_user(pw, argv)
            assert r.returncode == 0, (argv, r.stdout[-2000:], r.stderr[-2000:])
        stamp.touch()
    shutil.rmtree(src, ignore_errors=True)
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, capture_output=True,
                           check=True).stdout.decode().split("\0")
    for f in filter(None, files):
        if (ROOT/f).is_file():
            (src/f).parent.mkdir(parents=True, exist_ok=True); shutil.copy2(ROOT/f, src/f)
    subprocess.run(["chown", "-R", f"{pw.pw_uid}:{pw.pw_gid}", str(src)], check=True)
    r = _as_user(pw, [str(venv/"bin/pip"), "install", "-q", "--no-deps", str(src)])
    assert r.returncode == 0, (r.stdout[-2000:], r.stderr[-2000:])
    return pw, str(venv/"bin/python"), src


def _suites(user_env, marks: str, **kw):
    pw, python, src = user_env
    pytest_ = str(Path(python).parent/"pytest")      # not `python -m`: the installed package, not the copy's folder
    r = _as_user(pw, [pytest_, "-q", "-p", "no:cacheprovider", "-m", marks, "-rs", *SUITES], cwd=src, **kw)
    tail = (r.stdout + r.stderr)[-3000:]
    print(tail)
    assert r.returncode == 0, tail
    return tail


def test_suites_as_user(user_env):
    _suites(user_env, "slow or not slow")


def test_fast_suites_as_user_under_nice(user_env):
    _suites(user_env, "not slow", nice=5)


@pytest.fixture
def delegated_cgroup(user_env):
    "A cgroup v2 folder delegated to the user as systemd would (the mount here has no controllers: clock only)."
    mount = cgroup_mounts()["v2"]
    if not mount: pytest.skip("no cgroup2 mount")
    pw = user_env[0]
    d = Path(mount)/f"metaevolve-test-{USER}"
    d.mkdir(exist_ok=True)
    for p in (d, d/"cgroup.procs", d/"cgroup.subtree_control", d/"cgroup.threads"): os.chown(p, pw.pw_uid, pw.pw_gid)
    yield str(d)
    for sub in sorted(d.glob("**/"), key=lambda p: -len(p.parts)):   # leaves first; processes are gone by now
        try: sub.rmdir()
        except OSError: pass


def test_suites_as_user_in_a_delegated_cgroup(user_env, delegated_cgroup):
    tail = _suites(user_env, "slow or not slow", cgroup=delegated_cgroup)
    assert "cg2" in tail or "passed" in tail


def test_doctor_as_user(user_env):
    pw, python, src = user_env
    r = _as_user(pw, [str(Path(python).parent/"metaevolve"), "doctor"])
    print(r.stdout)
    assert r.returncode == 0 and "timing" in r.stdout, r.stdout + r.stderr
