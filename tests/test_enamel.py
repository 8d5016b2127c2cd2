"""ENAMEL (data/00d_enamel, execution/06_eff, paper/00c_enamel): the source, its two test sets, the splits fixed in
the code, the metric against ENAMEL's own library, and the CLI path from `import-benchmark` to `check`. The whole
agreement over 142 problems is `make enamel-agreement`; the check of all 142 problems is the slow test here."""
import json, os, random, subprocess, sys, time
from pathlib import Path
import pytest
import enam
from metaevolve.core.problems import read_problems
from metaevolve.data.enamel import (ALGO, EVAL_SPLIT, PROBLEMSET, TRAIN_POOL, convert_enamel, disjoint, enamel_case,
                                    enamel_table, enamel_tests, case_specs)
from metaevolve.data.registry import registered
from metaevolve.execution.eff import eff_of, reference_times
from metaevolve.execution.fitness import evaluate

ROOT = Path(__file__).resolve().parents[1]
ROWS = enamel_table()


def test_registered_with_the_splits_fixed():
    "The source is registered; the evaluation split holds ENAMEL's Algo subset; the training pool is the rest."
    assert "enamel" in registered() and len(PROBLEMSET) == 142
    assert set(ALGO) <= set(EVAL_SPLIT) and len(EVAL_SPLIT) == 30 and len(ALGO) == 20
    assert set(EVAL_SPLIT) | set(TRAIN_POOL) == set(PROBLEMSET) and not set(EVAL_SPLIT) & set(TRAIN_POOL)


def test_held_out_inputs_are_enams(tmp_path, monkeypatch):
    """The held-out inputs are the ones ENAMEL's own protocol draws (its seed, its per-test seeds), made here in the
    sandbox: compared with the generator run in-process the way `enam.Evaluator.make_tests` runs it."""
    monkeypatch.setenv("METAEVOLVE_CACHE", str(tmp_path))
    i = 10
    row = ROWS[i]
    ours = [t.input for lv in enamel_tests(row, "eval") for t in lv]
    scope_base = dict(enam.datautils)
    want = []
    for seed, size, lid, cid in case_specs(i, [int(s) for s in row["input_levels"].split()], (8, 4, 4, 4), 998244353):
        scope = dict(scope_base, time=time)
        exec(f"{row['prompt']}\n{row['input_generator']}\nrandom.seed({seed})\n__input = generate_input(size={size}, lid={lid}, cid={cid})\n", scope)
        want.append(json.dumps(list(scope["__input"])))
    assert ours == want


def test_two_disjoint_sets_made_once(tmp_path, monkeypatch):
    "Search and held-out tests share no input (HumanEval/39's generator cannot differ, and says so); a second call reads the cache."
    monkeypatch.setenv("METAEVOLVE_CACHE", str(tmp_path))
    for i in (10, 18, 107):
        ev = {t.input for lv in enamel_tests(ROWS[i], "eval") for t in lv}
        se = [t for lv in enamel_tests(ROWS[i], "search") for t in lv]
        assert se and not ev & {t.input for t in se} and disjoint(ROWS[i])
    assert not disjoint(ROWS[39])
    files = sorted(p.name for p in (tmp_path/"enamel").iterdir())
    before = {f: (tmp_path/"enamel"/f).stat().st_mtime_ns for f in files}
    enamel_tests(ROWS[10], "search")
    assert {f: (tmp_path/"enamel"/f).stat().st_mtime_ns for f in files} == before


@pytest.mark.parametrize("i", [10, 18, 36, 107])
def test_canonical_and_reference_correct_on_the_search_tests(i):
    "Both solutions of Algo problems pass the search tests; the canonical is the start (`slow`), the reference `fast`."
    p = convert_enamel(ROWS[i], "search", i)
    assert p.meta["roles"] == ["fast", "slow"] and p.meta["enamel_split"] == "eval"
    assert all(evaluate(s, p).correct for s in p.solutions)


def test_eff_of_canonical_and_reference():
    """ENAMEL's protocol here: the expert's reference scores about 1, HumanEval/10's quadratic canonical far below it
    (ENAMEL's own harness gives it ~0.2 on these tests), a wrong program 0 and not passed."""
    p = convert_enamel(ROWS[10], "eval", 10)
    case = enamel_case(p)
    refs = reference_times(ROWS[10]["reference"], case)
    ref, can = eff_of(ROWS[10]["reference"], case, refs), eff_of(ROWS[10]["canonical"], case, refs)
    assert ref.passed and 0.8 < ref.eff < 1.2, ref
    assert can.passed and can.eff < 0.6, can
    wrong = eff_of(ROWS[10]["prompt"] + "\n    return string\n", case, refs)
    assert not wrong.passed and wrong.eff == 0


def test_cli_import_then_check(tmp_path):
    "`metaevolve import-benchmark enamel` writes problems `metaevolve check` judges: both solutions correct."
    out = tmp_path/"enamel.jsonl"
    env = dict(os.environ)
    cli = [sys.executable, "-m", "metaevolve"]
    subprocess.run(cli + ["import-benchmark", "enamel", "--out", str(out), "--limit", "3", "--quiet"], check=True, env=env,
                   capture_output=True)
    probs = read_problems(out)
    assert [p.id for p in probs] == ["enamel/0", "enamel/1", "enamel/3"] and probs[0].meta["tests"] == "search"
    r = subprocess.run(cli + ["check", str(out), "--summary-only"], capture_output=True, text=True, env=env)
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["solutions"] == 6 and summary["correct"] == 6, r.stdout


@pytest.mark.slow
def test_every_problem_both_sets():
    """All 142 problems: the reference correct on both sets, the canonical on the search tests wherever HumanEval's
    canonical is right (the ones ENAMEL's stronger tests catch are listed)."""
    wrong = []
    for i in PROBLEMSET:
        p = convert_enamel(ROWS[i], "search", i)
        ref, can = (evaluate(s, p) for s in p.solutions)
        assert ref.correct, (i, ref.error, [t.detail for t in ref.tests if t.verdict != "pass"][:1])
        if not can.correct: wrong.append(i)
    assert set(wrong) == {22, 44, 75, 91, 95, 103, 122, 163}, wrong


def test_scratch_table_smoke(tmp_path):
    """The from-scratch notebook on two problems with the replay backend: its parameters are typed and documented, and
    its table holds the model's row, the canonical and reference measured here and ENAMEL's leaderboard rows."""
    import pandas as pd
    import papermill as pm
    nb = ROOT/"nbs"/"experiments"/"enamel_scratch.ipynb"
    for k, p in pm.inspect_notebook(str(nb)).items(): assert p["inferred_type_name"] != "None" and p["help"], (k, p)
    pm.execute_notebook(str(nb), str(tmp_path/"out.ipynb"), cwd=str(nb.parent), kernel_name="python3", progress_bar=False,
                        parameters=dict(runs_root=str(tmp_path/"runs"), out_dir=str(tmp_path/"res"),
                                        fig_dir=str(tmp_path/"fig"), tag="t"))
    df = pd.read_csv(tmp_path/"res"/"enamel_scratch_t.csv", index_col=0)
    assert {"replay", "HumanEval canonical (here)", "ENAMEL reference (here)",
            "HumanEval canonical (ENAMEL's leaderboard)"} <= set(df.index)
    assert df.loc["ENAMEL reference (here)", "pass@1"] == 1.0 and (tmp_path/"fig"/"enamel_scratch_t.png").exists()
