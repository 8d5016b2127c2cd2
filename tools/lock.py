#!/usr/bin/env python3
"""Write the lock files: one pip constraints file per environment, constraints/<env>.txt, each the `pip freeze` of a
fresh build of that environment with no lock in force.

    python3 tools/lock.py [venv] [verl] [vllm]      (or: make lock; no names: all three)

Each environment is built by its own set-up step, unchanged, in a temporary folder: `.venv` by `make setup` (every
extra of the Makefile's EXTRAS plus LOCK_EXTRAS, the optional `openevolve` and `ray`, resolved together, so that
`make test-openevolve` and `make test-ray` install inside the lock too), `.venv-verl` by tools/setup_verl_env.sh and
`.venv-vllm` by tools/setup_vllm_env.sh, each with LOCK empty (no constraints but the CPU torch). The lock is then
`pip freeze --exclude-editable` of that environment (this package left out) under a header saying how it was made.
The set-up steps install with `pip install -c constraints/<env>.txt`: a package the lock names is installed at its
version, one it does not name is free. Review `git diff constraints/` before committing a refreshed lock: a changed
pin can change results. Stdlib only, so that it runs before any venv exists. Python and platform: those of the
machine it ran on (its header says which); a lock made on one Python may name versions another cannot install.
"""
from __future__ import annotations
import argparse, os, platform, re, shutil, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCKS = ROOT/"constraints"
ENVS = ("venv", "verl", "vllm")
# what each set-up step installs, for the header (the scripts themselves hold the versions)
WHAT = {"venv": ".venv (make setup, make demo, make test-openevolve, make test-ray)",
        "verl": ".venv-verl (tools/setup_verl_env.sh, make test-verl)",
        "vllm": ".venv-vllm (tools/setup_vllm_env.sh, make test-vllm)"}


def run(cmd: list[str], log: Path, env: dict | None = None) -> None:
    "Run `cmd` in the repository root, its output appended to `log`; exit with its log's tail when it fails."
    print("$", " ".join(cmd), f"  (log: {log})", flush=True)
    with open(log, "a") as f:
        rc = subprocess.run(cmd, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})}).returncode
    if rc:
        sys.exit(f"failed ({rc}): {' '.join(cmd)}\n" + "".join(open(log).readlines()[-30:]))


def build(env: str, venv: Path, extras: str, log: Path) -> None:
    "Build environment `env` into `venv` with its own set-up step, no lock in force."
    if env == "venv":
        run(["make", "--no-print-directory", "setup", f"VENV={venv}", "LOCK=", f"EXTRAS={extras}"], log)
    else:
        run(["bash", f"tools/setup_{env}_env.sh", str(venv)], log, env={"LOCK": ""})


def freeze(venv: Path) -> list[str]:
    "`pip freeze --exclude-editable` of `venv`, this package and comments left out, sorted by name."
    out = subprocess.run([str(venv/"bin"/"pip"), "freeze", "--exclude-editable"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    pins = [l.strip() for l in out.splitlines() if l.strip() and not l.startswith(("#", "-e "))]
    pins = [p for p in pins if re.split(r"[=@ <>!~;]", p, maxsplit=1)[0].lower().replace("_", "-") != "metaevolve"]
    return sorted(pins, key=str.lower)


def removed(venv: Path) -> list[str]:
    "Pins of the wheels a set-up step installed and then removed (tools/setup_vllm_env.sh writes them down)."
    f = venv/".removed-wheels.txt"
    return [l.strip() for l in f.read_text().splitlines() if l.strip()] if f.exists() else []


def header(env: str, extras: str) -> str:
    what = f", extras [{extras}]" if env == "venv" else ""
    return (f"# The lock of {WHAT[env]}: pip constraints.\n"
            f"# Made by tools/lock.py on {time.strftime('%Y-%m-%d')} (Python {platform.python_version()}, {platform.system()} "
            f"{platform.machine()}): `pip freeze --exclude-editable`\n# of a fresh build with no lock in force{what}; "
            f"this package left out.\n"
            f"# Refresh: `make lock` (or `python3 tools/lock.py {env}`), then review `git diff constraints/` and commit.\n"
            f"# Every install into that environment runs `pip install -c` this file: a package named here is installed\n"
            f"# at this version, one not named is free. Hand edits are undone by the next refresh.\n")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("envs", nargs="*", help=f"environments to lock, of {', '.join(ENVS)} (default: all)")
    p.add_argument("--extras", default="dev,llm,data,metrics,baselines,train,tracking,docs,openevolve,ray",
                   help=".venv's extras, resolved together (make lock passes EXTRAS plus LOCK_EXTRAS)")
    p.add_argument("--keep", action="store_true", help="keep the temporary environments (their paths are printed)")
    a = p.parse_args(argv)
    if bad := [e for e in a.envs if e not in ENVS]: p.error(f"unknown environment {bad[0]!r}: expected one of {ENVS}")
    LOCKS.mkdir(exist_ok=True)
    for env in a.envs or ENVS:
        tmp = Path(tempfile.mkdtemp(prefix=f"metaevolve-lock-{env}-"))
        venv, log = tmp/"venv", tmp/"build.log"
        t0 = time.monotonic()
        build(env, venv, a.extras, log)
        pins = freeze(venv)
        gone = removed(venv)
        text = header(env, a.extras) + "\n".join(pins) + "\n"
        if gone:
            text += ("# installed by the set-up step and then uninstalled by it (CUDA builds that break CPU torch):\n"
                     "# pinned so that the step installs the same ones before removing them\n" + "\n".join(gone) + "\n")
        (LOCKS/f"{env}.txt").write_text(text)
        print(f"{LOCKS.relative_to(ROOT)}/{env}.txt: {len(pins) + len(gone)} pins, built in "
              f"{time.monotonic() - t0:.0f} s", flush=True)
        if a.keep: print(f"  kept: {tmp}")
        else: shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
