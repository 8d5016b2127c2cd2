"""Command-line conventions users expect: `--version`, `python -m metaevolve`, `-` as standard input for a program,
and JSON alone on stdout for the verbs that print JSON (human text goes to stderr)."""
import json, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBLEM = {"id": "add", "source": "t", "statement": "Add.", "tests": [{"input": "1 2\n", "output": "3\n"}]}
ADD = "a, b = map(int, input().split())\nprint(a + b)\n"


def run(*args, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "metaevolve", *map(str, args)], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=300)


def test_version_and_module_entry():
    v = run("--version")
    assert v.returncode == 0 and v.stdout.startswith("metaevolve ")
    h = run("--help")
    assert h.returncode == 0 and "eval" in h.stdout and "evolve" in h.stdout


def test_eval_and_reward_read_a_program_from_stdin(tmp_path):
    p = tmp_path/"p.json"; p.write_text(json.dumps(PROBLEM))
    r = run("eval", "-", "--problem", p, stdin=ADD)
    assert r.returncode == 0 and json.loads(r.stdout)["correct"] is True          # stdout: one JSON object, nothing else
    (tmp_path/"p1.py").write_text(ADD)
    r = run("reward", "-", "--p1", tmp_path/"p1.py", "--problem", p, stdin="# same\n" + ADD)
    assert r.returncode == 0 and json.loads(r.stdout)["reward"] == -1.0           # a copy of P1 is not better


def test_llm_generate_prints_json_lines_only(tmp_path):
    r = run("llm", "generate", "--config", '{backend: scripted, replies: ["```python\\nprint(1)\\n```"]}',
            "--prompt", "Write print(1).", "--run-dir", tmp_path)
    assert r.returncode == 0, r.stderr
    assert [json.loads(l)["code"] for l in r.stdout.splitlines()] == ["print(1)"]
    assert "trace:" in r.stderr
