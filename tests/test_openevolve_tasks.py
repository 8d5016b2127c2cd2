"""OpenEvolve task folders (nbs/search/04b_openevolve_tasks) through `metaevolve evolve --openevolve-task DIR`.

The native engine evolves the shipped task `data/openevolve_tasks/sum_squares` with a scripted model whose replies
improve the EVOLVE-BLOCK: the task's own evaluator scores each program in the real sandbox. A folder without one of
its files, or a program without the markers, exits 2 with one line naming the file. (The OpenEvolve engine on the
same folder: tests/test_openevolve_engine.py, slow.)"""
import json, shutil
from pathlib import Path
import pytest
import yaml
from metaevolve.cli.entry import main
from metaevolve.search.openevolve_tasks import TaskEvaluator, load_openevolve_task, task_problem

ROOT = Path(__file__).resolve().parents[1]
TASK = ROOT / "data" / "openevolve_tasks" / "sum_squares"
SUM_GEN = "def sum_squares(n):\n    return sum(i * i for i in range(n))\n"
CLOSED = "def sum_squares(n):\n    return (n - 1) * n * (2 * n - 1) // 6\n"


def scripted(tmp_path) -> Path:
    "A scripted model: a faster block, then the closed form, as replies with prose around the code."
    f = tmp_path / "llm.yaml"
    f.write_text(yaml.safe_dump({"backend": "scripted", "replies": [f"Faster:\n```python\n{SUM_GEN}```",
                                                                     f"Closed form:\n```python\n{CLOSED}```"]}))
    return f


def evolve_task(tmp_path, task=TASK, *extra) -> int:
    return main(["evolve", "--openevolve-task", str(task), "--backend", str(scripted(tmp_path)), "--out",
                 str(tmp_path / "run"), "--rounds", "2", "--parents", "2", "--keep", "2", "--islands", "1",
                 "--workers", "2", "--quiet", *extra])


def test_the_native_engine_evolves_the_block_only(tmp_path, capsys):
    assert evolve_task(tmp_path) == 0
    run = tmp_path / "run"
    (r,) = [json.loads(l) for l in (run / "results.jsonl").read_text().splitlines()]
    task = load_openevolve_task(TASK)
    assert r["problem_id"] == "sum_squares" and r["initial_source"] == "reference" and r["llm_calls"] == 4
    assert r["initial_program"] == task.block and r["initial_correct"]             # round 0: the task's own program
    assert r["improved"] and r["final_correct"] and r["final_score"] > 5 * r["initial_score"]
    assert r["final_program"].strip() == CLOSED.strip()
    best = (run / "best_program.py").read_text()                                    # the whole file, block replaced
    assert best.startswith(task.prefix) and best.endswith(task.suffix) and CLOSED in best
    assert best == (TASK / "initial_program.py").read_text().replace(task.block, CLOSED)
    progs = [json.loads(l) for l in (run / "programs.jsonl").read_text().splitlines()]
    assert len(progs) == 5 and all(p["metrics"] == {"correctness": 1.0, "runtime_ms": p["metrics"]["runtime_ms"]}
                                   for p in progs)                                 # the task's other metrics
    out = capsys.readouterr().out
    assert f"best program: {(run / 'best_program.py').resolve()}" in out and "improved 1/1" in out


def bad_folder(tmp_path, what: str) -> tuple[Path, Path]:
    "A copy of the task broken as `what` says; the folder and the file the error must name."
    d = tmp_path / "task"
    shutil.copytree(TASK, d)
    if what == "no initial program": (d / "initial_program.py").unlink(); return d, d / "initial_program.py"
    if what == "no evaluator": (d / "evaluator.py").unlink(); return d, d / "evaluator.py"
    if what == "no markers":
        f = d / "initial_program.py"; f.write_text(f.read_text().replace("# EVOLVE-BLOCK-START\n", "")); return d, f
    if what == "no evaluate":
        f = d / "evaluator.py"; f.write_text(f.read_text().replace("def evaluate(", "def score(")); return d, f
    if what == "binary program":
        f = d / "initial_program.py"; f.write_bytes(bytes(range(256))); return d, f
    if what == "no folder": shutil.rmtree(d); return d, d
    raise ValueError(what)


@pytest.mark.parametrize("what", ["no initial program", "no evaluator", "no markers", "no evaluate", "binary program",
                                  "no folder"])
def test_a_bad_task_folder_exits_2_naming_the_file(tmp_path, capsys, what):
    d, f = bad_folder(tmp_path, what)
    assert evolve_task(tmp_path, d) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(f) in err[0] and "Traceback" not in err[0], err
    assert not (tmp_path / "run").exists()                                          # nothing started


def test_problems_or_a_task_one_of_them(tmp_path, capsys):
    assert main(["evolve", "--backend", str(scripted(tmp_path)), "--out", str(tmp_path / "run")]) == 2
    assert main(["evolve", "--problems", str(ROOT / "data" / "problems" / "stdio.jsonl"), "--openevolve-task", str(TASK),
                 "--backend", str(scripted(tmp_path)), "--out", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all("--problems" in e and "--openevolve-task" in e for e in err), err


def test_a_failed_evaluation_is_an_incorrect_program(tmp_path):
    "The task's evaluator raising, or a non-finite combined_score: incorrect, score 0, the reason kept."
    d = tmp_path / "task"; shutil.copytree(TASK, d)
    ev_py = d / "evaluator.py"
    ev_py.write_text(ev_py.read_text() + "\n\n_real = evaluate\n\ndef evaluate(path):\n"
                     "    src = open(path).read()\n"
                     "    if 'NAN' in src: return {'combined_score': float('nan')}\n"
                     "    if 'RAISE' in src: raise RuntimeError('evaluator broke')\n"
                     "    return _real(path)\n")
    task = load_openevolve_task(d); prob = task_problem(task)
    ok, nan, boom = TaskEvaluator(task, workers=1)([(CLOSED, prob), (CLOSED + "# NAN\n", prob), (CLOSED + "# RAISE\n", prob)])
    assert ok.correct and ok.score > 0.5
    assert (nan.correct, nan.score, nan.error) == (False, 0.0, "combined_score is nan")
    assert (boom.correct, boom.score) == (False, 0.0) and "RuntimeError: evaluator broke" in boom.error
