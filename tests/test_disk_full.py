"""A real full disk in the middle of `metaevolve evolve` (a small tmpfs as `--out`; root only, where it mounts): one
line on stderr naming the folder and the bytes, exit 2, no traceback; after room is made the same command resumes and
ends with every record once, as a run that never met the full disk."""
import json, os, subprocess, sys
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]
BACKEND = json.dumps({"backend": "scripted", "replies": ["```python\nimport sys\nprint(len(sys.stdin.read()))\n```",
                                                         "```python\nprint(1)\n```"]})


def evolve(out: Path, problems: Path) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "metaevolve.cli.entry", "evolve", "--problems", str(problems), "--backend", BACKEND,
           "--out", str(out), "--rounds", "3", "--parents", "4", "--initial", "2", "--seed", "3"]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=ROOT)


def ids(out: Path) -> list:
    return sorted((r["problem_id"], r["id"]) for r in map(json.loads, (out/"programs.jsonl").read_text().splitlines()))


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a tmpfs needs root")
def test_full_disk_then_resume(tmp_path):
    from metaevolve.core.problems import load_problems, write_problems
    probs = tmp_path/"two.jsonl"
    write_problems(probs, load_problems(ROOT/"data"/"problems"/"stdio.jsonl")[:2])
    ref = evolve(tmp_path/"ref", probs)
    assert ref.returncode == 0, ref.stderr
    small = tmp_path/"small"; small.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(small)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        out = small/"run"
        full = evolve(out, probs)
        assert full.returncode == 2, full.stdout + full.stderr
        err = [l for l in full.stderr.splitlines() if "error" in l]
        assert "Traceback" not in full.stderr and len(err) == 1, full.stderr
        assert "No space left on device" in err[0] and str(out) in err[0] and "bytes" in err[0], err[0]
        subprocess.run(["mount", "-o", "remount,size=4m", str(small)], check=True)   # room made
        again = evolve(out, probs)
        assert again.returncode == 0, again.stderr
        assert ids(out) == ids(tmp_path/"ref")                      # every program once, none lost
        rounds = [(r["problem_id"], r["round"]) for r in map(json.loads, (out/"rounds.jsonl").read_text().splitlines())]
        assert sorted(rounds) == sorted(set(rounds)) and len(rounds) == 2 * 4
    finally:
        subprocess.run(["umount", "-l", str(small)])
