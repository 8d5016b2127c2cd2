"""Synthesis pipeline (paper §2.1): sample → filter → synthesize over run directories.

Most tests use a deterministic stand-in evaluator (`toy_eval`): real runtimes vary from run to run, so Scores and
hence the greedy seed would too, and determinism under a seed can only be pinned with a deterministic evaluator.
The CLI and kill tests run the real sandbox (`metaevolve.execution.fitness`)."""
from __future__ import annotations
import json, os, signal, subprocess, sys, time
from pathlib import Path
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from metaevolve.core.problems import Problem, TestCase as Case, write_problems
from metaevolve.core.rundir import JsonlLog
from metaevolve.llm.base import ScriptedBackend
from metaevolve.synthesis.diversity import pair_diversity, greedy_select
from metaevolve.synthesis.history import Attempt, draw_history, balance_ratio
from metaevolve.synthesis.stages import run_sample, run_filter, run_synthesize, read_responses, replay_backend
from metaevolve.synthesis.verl_data import read_verl_parquet, decode_ground_truth, VERL_SCHEMA

ROOT = Path(__file__).resolve().parents[1]


def toy_eval(items):
    "Deterministic stand-in for the sandbox: correct iff the code holds 'int' outside 'print'; runtime from length."
    out = []
    for code, p in items:
        ok = code is not None and "int" in code.replace("print", "")
        rt = None if code is None else 1e-4*len(code)
        out.append({"correct": ok, "pass_rate": 1.0 if ok else (0.0 if code is None else 0.25),
                    "runtime_s": rt, "score": min(1/((rt + 1e-6)*1000), 1) if ok else 0.0, "tests": [],
                    "error": None if code else "no code"})
    return out


def toy_problems():
    mk = lambda pid, stmt, sols, tests=None: Problem(pid, "toy", stmt, tests if tests is not None else [Case("1 2\n", "3\n")], solutions=sols)
    return [mk("add", "Print the sum of two integers.",
               ["a, b = map(int, input().split())\nprint(a + b)", "print(sum(map(int, input().split())))",
                "x = input().split()\nprint(x[0] + x[1])", "print(input())", "import sys\nprint(sys.stdin.read())"]),
            mk("mul", "Print the product of two integers.",
               ["a, b = map(int, input().split())\nprint(a * b)", "import math\nprint(math.prod(map(int, input().split())))",
                "print(eval(input().replace(' ', '*')))", "s = input()\nprint(s)"]),
            mk("neg", "Print minus the integer.", ["print(-int(input()))", "n = int(input())\nprint(0 - n)", "print('-' + input())",
                                                   "x = input()\nif x:\n    print(x)"]),
            mk("notests", "A problem whose tests were lost.", ["print(1)"], tests=[])]


def pipeline(tmp, k=8, seed=0, frac=0.5, total=None, **filt):
    probs = toy_problems()
    run_sample(probs, tmp/"s", backend=replay_backend(probs, seed), k=k, seed=seed, evaluate=toy_eval, progress=False)
    run_filter(tmp/"s", tmp/"f", **({"lo_pct": 0, "hi_pct": 100, "min_diversity": 0.5} | filt), progress=False)
    return run_synthesize(tmp/"f", tmp/"y", correct_frac=frac, total=total, val_frac=0.34, seed=seed)


# --- the paper's equations on hand-computed examples ---------------------------------------------------------

def test_eq1_hand_computed():
    # 8 vs 14 characters, 1 vs 2 lines, charsets differ by {x, =}
    assert pair_diversity("print(1)", "x = 1\nprint(x)") == pytest.approx(0.1*6 + 10*1 + 0.5*2)
    # trailing white space and blank lines are layout, not content
    assert pair_diversity("a=1\nb=2", "a=1  \nb=2\n\n") == 0


def test_eq2_hand_computed():
    pool = [{"code": "print(1)", "correct": True, "score": 0.5, "pass_rate": 1.0},
            {"code": "x = 1\nprint(x)", "correct": True, "score": 0.1, "pass_rate": 1.0},
            {"code": "print(2)", "correct": False, "score": 0.0, "pass_rate": 0.0}]
    picks = greedy_select(pool, target=3, min_diversity=0.5)
    assert [p.pos for p in picks] == [0, 1, 2]
    assert picks[1].selection_score == pytest.approx(0.3 + 0.7*11.6/12.6)
    assert picks[2].selection_score == pytest.approx(0.7*((1.0 + 12.6)/2)/12.6)
    assert [p.pos for p in greedy_select(pool, target=3, min_diversity=10)] == [0, 1]


# --- history: sampling rule, order, ratio ----------------------------------------------------------------------

def test_history_rule_and_order_through_stage(tmp_path):
    pipeline(tmp_path)
    recs = {(r["qid"], r["j"]): r for r in read_responses(tmp_path/"s")}
    pairs = [json.loads(l) for l in (tmp_path/"y"/"pairs.jsonl").read_text().splitlines()]
    assert pairs
    for p in pairs:
        r = recs[(p["qid"], p["j"])]
        hist = [recs[(p["qid"], j)] for j in p["history"]]
        assert 1 <= len(hist) <= 3
        assert all(h["code"] is not None and h["code"] != r["code"] for h in hist)
        if not r["eval"]["correct"]: assert not any(h["eval"]["correct"] for h in hist)
        keys = [(h["eval"]["score"], h["eval"]["pass_rate"]) for h in hist]
        assert keys == sorted(keys)                               # ascending
    for row in read_verl_parquet(tmp_path/"y"/"train.parquet"):
        u = row["prompt"][-1]["content"]
        hist_part = u[u.index("## 3. Evolution history"):u.index("## 4. Task")]
        last = hist_part.rsplit("### Attempt", 1)[1]
        assert "(current program" in last                         # R is the last entry


def test_correct_rule_draws_both_kinds():
    pool = [Attempt("a", True, 1, .01, .1), Attempt("b", True, 1, .02, .05), Attempt("c", False, .5, .01, 0),
            Attempt("d", False, .2, .01, 0)]
    rng, kinds = np.random.default_rng(0), set()
    for _ in range(100):
        idx, hist = draw_history(pool, 0, rng)
        kinds |= {pool[i].correct for i in idx}
        assert hist[-1] is pool[0]
        idx, _ = draw_history(pool, 2, rng)
        assert idx == [3]                                         # incorrect R: the only other incorrect one
    assert kinds == {True, False}


@pytest.mark.parametrize("frac,want", [(0.5, (3, 3)), (0.6, (4, 2)), (0.8, (5, 1))])   # Table 5 at a fixed total
def test_ratio_control_at_fixed_total(tmp_path, frac, want):
    s = pipeline(tmp_path, frac=frac, total=6)
    rows = read_verl_parquet(tmp_path/"y"/"train.parquet") + read_verl_parquet(tmp_path/"y"/"val.parquet")
    got = (sum(r["extra_info"]["p1_correct"] for r in rows), sum(not r["extra_info"]["p1_correct"] for r in rows))
    assert got == want and s["kept_pairs"] == 6


def test_ratio_shortfall_reported_or_strict():
    keep, rep = balance_ratio([True]*3 + [False]*3, 0.8, total=10)
    assert rep["shortfall"] > 0 and "cannot keep 10" in rep["note"] and len(keep) == rep["kept_total"]
    with pytest.raises(ValueError, match="cannot keep 10"): balance_ratio([True]*3 + [False]*3, 0.8, total=10, strict=True)


# --- determinism, parquet format ---------------------------------------------------------------------------------

def _strip(recs): return [{k: v for k, v in r.items() if k != "trace_id"} for r in recs]

def test_deterministic_under_seed(tmp_path):
    pipeline(tmp_path/"a", seed=3); pipeline(tmp_path/"b", seed=3); pipeline(tmp_path/"c", seed=4)
    assert _strip(read_responses(tmp_path/"a"/"s")) == _strip(read_responses(tmp_path/"b"/"s"))
    for f in ("train.parquet", "val.parquet"):
        assert read_verl_parquet(tmp_path/"a"/"y"/f) == read_verl_parquet(tmp_path/"b"/"y"/f)
    assert _strip(read_responses(tmp_path/"a"/"s")) != _strip(read_responses(tmp_path/"c"/"s"))


def test_parquet_is_verl_shaped(tmp_path):
    pipeline(tmp_path)
    t = pq.read_table(tmp_path/"y"/"train.parquet")
    assert t.schema == VERL_SCHEMA
    assert t.schema.field("prompt").type == pa.list_(pa.struct([("role", pa.string()), ("content", pa.string())]))
    rows = t.to_pylist()
    assert {tuple(r["extra_info"]) for r in rows} == {tuple(rows[0]["extra_info"])}   # same keys on every row
    for r in rows:
        assert r["data_source"] == "metaevolve" and r["ability"] == "code" and r["reward_model"]["style"] == "rule"
        prob, p1 = decode_ground_truth(r["reward_model"]["ground_truth"])
        assert p1.code == r["extra_info"]["p1_code"] and p1.score == r["extra_info"]["p1_score"]
        assert json.loads(r["extra_info"]["tests"]) == [{"input": t.input, "output": t.output} for t in prob.tests]
        assert r["extra_info"]["split"] == "train"
    val = read_verl_parquet(tmp_path/"y"/"val.parquet")
    assert val and {r["extra_info"]["problem_id"] for r in val}.isdisjoint({r["extra_info"]["problem_id"] for r in rows})
    assert [r["extra_info"]["index"] for r in rows] == list(range(len(rows)))


# --- resume after a crash, no duplicate or lost records -----------------------------------------------------------

class Crash(BaseException): pass

def test_resume_after_crash_mid_stage(tmp_path):
    probs = toy_problems()[:3]
    good = replay_backend(probs, 0)
    calls = {"n": 0}
    def flaky(msgs, k):
        calls["n"] += 1
        if calls["n"] > 5: raise Crash("killed")               # dies during the 2nd batch
        return good.replies(msgs, k)
    with pytest.raises(Crash):
        run_sample(probs, tmp_path, backend=ScriptedBackend(flaky), k=4, batch_size=1, evaluate=toy_eval, progress=False)
    first = read_responses(tmp_path)
    assert len(first) == 4 and {r["qid"] for r in first} == {"add"}    # the batch in flight is lost, nothing else
    with open(tmp_path/"responses.jsonl", "ab") as f: f.write(b'{"qid": "mul", "j": 0, "co')   # and a torn tail
    s = run_sample(probs, tmp_path, backend=replay_backend(probs, 0), k=4, batch_size=1, evaluate=toy_eval, progress=False)
    recs = JsonlLog(tmp_path/"responses.jsonl").read()
    keys = [(r["qid"], r["j"]) for r in recs]
    assert len(keys) == len(set(keys)) == 12 and s["new_responses"] == 8
    assert recs[:4] == first


def test_resume_after_sigkill(tmp_path):
    "Kill -9 the CLI mid-stage (whenever that happens to be), re-run: every response exactly once."
    out, probs = tmp_path/"s", write_problems(tmp_path/"toy.jsonl", toy_problems())
    cmd = [str(Path(sys.executable).parent/"metaevolve"), "sample", "--problems", str(probs), "--out", str(out),
           "--backend", "replay", "--k", "3", "--batch-size", "1", "--workers", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    log = out/"responses.jsonl"
    while proc.poll() is None and not (log.exists() and log.stat().st_size > 0): time.sleep(0.05)
    if proc.poll() is None: os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    r = subprocess.run(cmd, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    keys = [(x["qid"], x["j"]) for x in JsonlLog(log).read()]
    assert len(keys) == len(set(keys)) == 9            # 3 problems with tests x K=3


# --- malformed input ------------------------------------------------------------------------------------------------

def test_malformed_inputs_reported_and_skipped(tmp_path):
    probs = toy_problems()
    def fn(msgs, k):   # 'neg' never gets code; the others answer with the replay backend
        return "Sorry, no idea." if "minus" in msgs[-1]["content"] else rp.replies(msgs, k)
    rp = replay_backend(probs, 0)
    run_sample(probs, tmp_path/"s", backend=ScriptedBackend(fn), k=5, evaluate=toy_eval, progress=False)
    f = run_filter(tmp_path/"s", tmp_path/"f", lo_pct=0, hi_pct=100, progress=False)
    y = run_synthesize(tmp_path/"f", tmp_path/"y")
    skipped = {(r["stage"], r["id"]): r["reason"] for d in ("s", "f", "y") for r in JsonlLog(tmp_path/d/"skipped.jsonl")}
    assert skipped[("sample", "notests")] == "problem has no tests"
    assert "fewer than 2 responses with code" in skipped[("filter", "neg")]
    assert any(k[0] == "filter" and k[1].startswith("neg/") and "no code" in v for k, v in skipped.items())
    assert f["questions_kept"] == 2 and y["kept_pairs"] > 0


def test_empty_pool_does_not_crash(tmp_path):
    probs = [Problem("q", "toy", "Say hi.", [Case("", "hi\n")])]
    run_sample(probs, tmp_path/"s", backend=ScriptedBackend(["no code here"]), k=3, evaluate=toy_eval, progress=False)
    f = run_filter(tmp_path/"s", tmp_path/"f", progress=False)
    y = run_synthesize(tmp_path/"f", tmp_path/"y")
    assert f["questions_kept"] == 0 and y["kept_pairs"] == 0
    assert read_verl_parquet(tmp_path/"y"/"train.parquet") == []
    assert (tmp_path/"y"/"funnel.md").exists()


# --- command line -------------------------------------------------------------------------------------------------

def _cli(capsys, *args):
    "Run `metaevolve ARGS` in this process (the console script's `main`): (exit status, stdout, stderr)."
    from metaevolve.cli.entry import main
    rc = main([str(a) for a in args])
    out = capsys.readouterr()
    return rc, out.out, out.err

def test_cli_chain(tmp_path, capsys):
    probs = write_problems(tmp_path/"toy.jsonl", toy_problems())
    rc, out, err = _cli(capsys, "sample", "--problems", probs, "--out", tmp_path/"s", "--backend", "replay", "--k", "4",
                        "--with-solutions")
    assert rc == 0, err
    assert f"run directory: {tmp_path/'s'}" in out and json.loads(out[out.index("{"):])["references"] == 13
    rc, out, err = _cli(capsys, "filter", "--sample-dir", tmp_path/"s", "--out", tmp_path/"f", "--lo-pct", "0",
                        "--hi-pct", "100", "--min-diversity", "5", "--figure", tmp_path/"fig.png")
    assert rc == 0, err
    assert (tmp_path/"fig.png").exists() and (tmp_path/"f"/"funnel.md").exists()
    rc, out, err = _cli(capsys, "synthesize", "--filter-dir", tmp_path/"f", "--out", tmp_path/"y", "--correct-frac", "0.5")
    assert rc == 0, err
    assert f"run directory: {tmp_path/'y'}" in out and (tmp_path/"y"/"train.parquet").exists()
    # same folder, other parameters: refused with exit 2
    rc, out, err = _cli(capsys, "synthesize", "--filter-dir", tmp_path/"f", "--out", tmp_path/"y", "--correct-frac", "0.6")
    assert rc == 2 and "config differs" in err


def test_cli_bad_input_exit_2(tmp_path, capsys):
    assert _cli(capsys, "filter", "--sample-dir", tmp_path/"nope", "--out", tmp_path/"f")[0] == 2
    assert _cli(capsys, "synthesize", "--filter-dir", tmp_path/"nope", "--out", tmp_path/"y")[0] == 2
    rc, _, err = _cli(capsys, "sample", "--problems", tmp_path/"none.jsonl", "--out", tmp_path/"s", "--backend", "replay")
    assert rc == 2 and "none.jsonl" in err
    assert _cli(capsys, "sample", "--backend", "tgi", "--out", tmp_path/"s2")[0] == 2
