"""The paper notebooks (Tables 1, 2, 3, 5, 6, Figure 2): typed, documented parameters; profiles that fit them; a papermill
run with non-default parameters (replay backend, fresh folders) and `run_missing=False` naming the missing run."""
import json
from pathlib import Path
import pytest
import pandas as pd
import papermill as pm
from metaevolve.paper.tables import load_profile, notebook_parameters

ROOT = Path(__file__).resolve().parents[1]
NBS = ["table1_ablation", "table2_methods", "table3_novelty", "table5_ratio", "table6_recovery", "fig2_traces", "train_models",
       "reference_search", "metaskill"]
REQUIRED = {"runs_root": "str", "problems": "str", "backend": "dict", "seed": "int", "run_missing": "bool",
            "out_dir": "str", "fig_dir": "str", "tag": "str"}


@pytest.mark.parametrize("name", NBS)
def test_parameters_typed_and_documented(name):
    params = pm.inspect_notebook(str(ROOT / "nbs" / "experiments" / f"{name}.ipynb"))
    for k, t in REQUIRED.items():
        assert k in params and params[k]["inferred_type_name"] == t, (name, k, params.get(k))
    for k, p in params.items():
        assert p["inferred_type_name"] != "None" and p["help"], (name, k, p)


@pytest.mark.parametrize("profile", ["tiny", "paper"])
def test_profiles_fit_the_notebooks(profile):
    prof = load_profile(profile, ROOT)
    for name in NBS:
        params = notebook_parameters(ROOT / "nbs" / "experiments" / f"{name}.ipynb", prof)   # raises on unknown names
        assert params.get("seed") == 0 and "runs_root" in params
    assert prof["defaults"]["backend"]["backend"] == ("llama.cpp" if profile == "tiny" else "openai")
    # no profile runs the base model in place of a trained one
    assert prof["defaults"]["allow_base_as_trained"] is False
    if profile == "tiny":   # it trains its own models first, and the tables point at them
        assert prof["first"] == ["train_models"]
        d = prof["defaults"]
        assert d["trained_backend"]["model"].endswith("/models/ratio-80-20") and d["incorrect_backend"]["model"].endswith("/models/incorrect-only")
        # Table 5 finds the ratio models train_models trained: the synthesis and training settings are the same
        tm = notebook_parameters(ROOT / "nbs" / "experiments" / "train_models.ipynb", prof)
        t5 = notebook_parameters(ROOT / "nbs" / "experiments" / "table5_ratio.ipynb", prof)
        shared = [k for k in pm.inspect_notebook(str(ROOT / "nbs" / "experiments" / "train_models.ipynb"))
                  if k.startswith(("synth_", "train_", "lo_", "hi_")) or k in ("ratios", "total", "num_generations", "max_completion_length", "seed", "runs_root", "backend")]
        assert tm["train_steps"] > 0 and {k: tm.get(k) for k in shared} == {k: t5.get(k) for k in shared}
    # Table 5's question filter is on in every profile: a band strictly inside the diversity distribution
    t5 = notebook_parameters(ROOT / "nbs" / "experiments" / "table5_ratio.ipynb", prof)
    assert 0 < t5["lo_pct"] < t5["hi_pct"] < 100
    # Table 4 evolves (AlphaEvolve vs MetaEvolve) in every profile; the paper profile for the paper's 50 rounds
    t4 = notebook_parameters(ROOT / "nbs" / "experiments" / "table4_algotune.ipynb", prof)
    assert t4["evolve_rounds"] == (1 if profile == "tiny" else 50)


def test_small_profile_trains_long_enough_then_measures_the_meta_skill():
    """The small profile: the 80:20 model trained for at least 40 GRPO steps with groups of at least 4, then the
    meta-skill on at least 32 held-out prompts x 8 children, held out from exactly the training questions."""
    prof = load_profile("small", ROOT)
    assert prof["first"] == ["train_models"] and prof["order"] == ["metaskill"]
    tm = notebook_parameters(ROOT / "nbs" / "experiments" / "train_models.ipynb", prof)
    ms = notebook_parameters(ROOT / "nbs" / "experiments" / "metaskill.ipynb", prof)
    assert tm["train_steps"] >= 40 and tm["num_generations"] >= 4 and tm["ratios"] == [0.8]
    assert ms["n_prompts"] >= 32 and ms["k"] >= 8 and ms["train_problems_n"] == tm["synth_n_problems"]
    assert ms["prompt_order"] == "round_robin"      # the prompts spread over every held-out question
    assert ms["trained_backend"]["model"].endswith("/models/ratio-80-20") and ms["allow_base_as_trained"] is False
    assert tm["runs_root"] == ms["runs_root"] == "../../data/runs/small" and tm["tag"] == "small"
    # two prompts' children in flight fit the server's slots, for both models
    assert all(ms["prompts_at_once"] * ms["k"] <= ms[b]["max_concurrency"] for b in ("backend", "trained_backend"))


def _run(name, tmp_path, **params):
    nb = ROOT / "nbs" / "experiments" / f"{name}.ipynb"
    base = dict(runs_root=str(tmp_path / "runs"), out_dir=str(tmp_path / "results"), fig_dir=str(tmp_path / "figures"),
                problems=str(ROOT / "data" / "problems" / "stdio.jsonl"), tag="t")
    pm.execute_notebook(str(nb), str(tmp_path / f"{name}.out.ipynb"), parameters={**base, **params}, cwd=str(nb.parent),
                        kernel_name="python3", progress_bar=False)


def test_reference_search_starts_every_method_from_the_reference(tmp_path):
    "Smoke (replay backend): every method from the reference, the table with both intervals and the children counts."
    _run("reference_search", tmp_path, problems=str(ROOT / "data" / "problems"))
    df = pd.read_csv(tmp_path / "results" / "reference_search_t.csv")
    assert set(df["method"]) == {"alphaevolve", "metaevolve", "best_of_n", "reflexion"}
    assert {"improvement_ci_lo", "share_ci_hi", "children", "correct", "faster"} <= set(df.columns)
    assert (df["children"] == 4 * 2).all() and (tmp_path / "figures" / "reference_search_t.png").exists()
    # each method's run folder, relative to the table (the demo reads its arms from it)
    runs = json.loads((tmp_path / "results" / "reference_search_t_runs.json").read_text())
    assert set(runs) == set(df["method"]) and all((tmp_path / "results" / d / "results.jsonl").exists() for d in runs.values())


def test_metaskill_measures_both_models_and_from_scratch(tmp_path):
    "Smoke (replay backend): held-out prompts, k children per arm judged by Eq. 4, both rates with intervals, the differences."
    _run("metaskill", tmp_path, problems=str(ROOT / "data" / "problems"), n_prompts=3, with_solutions=True,
         prompt_order="round_robin")
    df = pd.read_csv(tmp_path / "results" / "metaskill_t.csv")
    assert set(df["arm"]) == {"base", "trained", "base from scratch", "trained from scratch"} and (df["children"] == 3 * 2).all()
    diffs = pd.read_csv(tmp_path / "results" / "metaskill_t_differences.csv", index_col=0)
    assert {"improved_diff_pts", "improved_diff_ci_lo", "correct_diff_ci_hi"} <= set(diffs.columns)


def test_table6_and_missing_run(tmp_path):
    _run("table6_recovery", tmp_path, n_problems=1, rounds=1, methods=["alphaevolve", "metaevolve"])
    md = (tmp_path / "results" / "table6_recovery_t.md").read_text()
    assert "alphaevolve" in md and (tmp_path / "figures" / "table6_recovery_t_bars.png").exists()
    # no trained model given and the stand-in allowed (the smoke default): the title says so
    assert md.splitlines()[0].endswith("[STAND-IN: MetaEvolve = base model, no trained model]")
    assert "allow_base_as_trained: true" in md
    with pytest.raises(pm.PapermillExecutionError, match="run_missing"):
        _run("table6_recovery", tmp_path, n_problems=1, rounds=2, methods=["alphaevolve"], run_missing=False)


def test_missing_trained_model_is_an_error(tmp_path):
    """A trained model folder that does not exist stops the notebook with an error naming it (paper profile: the
    stand-in is not allowed), before any run directory is created."""
    missing = tmp_path / "no-such-model"
    with pytest.raises(pm.PapermillExecutionError, match="no-such-model not found"):
        _run("table2_methods", tmp_path, n_problems=1, methods=["alphaevolve", "metaevolve"], allow_base_as_trained=False,
             trained_backend={"backend": "embedded", "model": str(missing)})
    assert not (tmp_path / "runs").exists()


def test_table2_both_rates_and_intervals(tmp_path):
    """Table 2 shows the mean of per-problem ratios and the ratio of sums, each with its bootstrap interval over
    problems, says why the two differ, and with a second seed adds the interval over seeds."""
    _run("table2_methods", tmp_path, n_problems=2, rounds=1, methods=["alphaevolve"], seeds=[1])
    md = (tmp_path / "results" / "table2_methods_t.md").read_text()
    header = md.splitlines()[2]
    for col in ("improvement_rate_pct", "improvement_ci_lo", "ratio_of_sums_pct", "ratio_of_sums_ci_hi",
                "improvement_rate_pct_seed_ci_lo", "n_seeds"):
        assert f" {col} " in header, col
    assert "differ when gains are concentrated" in md and "seeds [0, 1]" in md


def test_contamination_check_drops_and_records(tmp_path):
    """Evaluation problems that are also training questions are dropped before evolution (kept with
    keep_overlaps), the table's notes give the counts, and the run directory holds the report."""
    from metaevolve.core.problems import load_problems, write_problems
    first = load_problems(ROOT / "data" / "problems" / "stdio.jsonl")[:1]
    write_problems(tmp_path / "train.jsonl", first)
    _run("table6_recovery", tmp_path, n_problems=2, rounds=1, methods=["alphaevolve"], train_questions=str(tmp_path / "train.jsonl"))
    md = (tmp_path / "results" / "table6_recovery_t.md").read_text()
    assert "1 exact and 0 near-duplicate pair(s)" in md and "overlapping evaluation items excluded, 1 evaluation items used" in md
    rep = json.loads(next((tmp_path / "runs").glob("*/contamination-*.json")).read_text())
    assert rep["pairs"][0]["eval_id"] == first[0].id and rep["n_eval_used"] == 1
    _run("table6_recovery", tmp_path, n_problems=2, rounds=1, methods=["alphaevolve"], train_questions=str(tmp_path / "train.jsonl"),
         keep_overlaps=True)
    assert "overlapping evaluation items kept, 2 evaluation items used" in (tmp_path / "results" / "table6_recovery_t.md").read_text()


def test_table5_funnel_shows_the_question_filter(tmp_path):
    """Table 5's notes carry the synthesis funnel: the contamination check, then the question filter (Eq. 1 band
    from the 10th-90th percentiles), which drops questions."""
    _run("table5_ratio", tmp_path, problems=str(ROOT / "data" / "problems"), synth_problems=str(ROOT / "data" / "problems"),
         synth_n_problems=6)
    md = (tmp_path / "results" / "table5_ratio_t.md").read_text()
    rows = [l.split(" | ") for l in md.splitlines() if l.startswith("| question filter (Eq. 1")]
    assert len(rows) == 1 and int(rows[0][2]) < int(rows[0][1])          # questions_out < questions_in
    assert "| contamination check (vs evaluation problems) | 6 | 5 |" in md and "10th-90th percentiles" in md


def test_table4_evolves_both_methods(tmp_path):
    """Table 4 as the paper ran it (tiny): AlphaEvolve and MetaEvolve evolve the task from its reference with the
    speedup fitness, and the evolved table fills both columns; the missing trained model is declared in the title."""
    _run("table4_algotune", tmp_path, tasks=["psd_cone_projection"], n_problems=1, runs=1, evolve_rounds=1, parents=1,
         evolve_problems=1)
    md = (tmp_path / "results" / "table4_algotune_t.md").read_text()
    assert "AlphaEvolve vs MetaEvolve, 1 round(s) (decision: noise_aware) [STAND-IN: MetaEvolve = base model, no trained model]" in md
    import csv
    rows = {r["task"]: r for r in csv.DictReader(open(tmp_path / "results" / "table4_algotune_t_evolved.csv"))}
    for m in ("alphaevolve", "metaevolve"):
        assert float(rows["psd_cone_projection"][f"{m}_speedup"]) > 0 and float(rows["AlgoTune score"][f"{m}_speedup"]) >= 1
    assert sorted(p.name.split("-")[0] for p in (tmp_path / "runs" / "algotune").iterdir()) == ["alphaevolve", "metaevolve"]


@pytest.mark.slow
def test_train_models_feed_the_tables(tmp_path):
    """The train_models notebook trains (one TRL GRPO step on SmolLM2) the 80:20 and the incorrect-only models from one
    synthesis and links them under runs/models; Table 6 then runs both trained columns on those weights with
    stand-ins forbidden, and its title has no STAND-IN mark. A second train_models run finds the models, trains none."""
    runs = tmp_path / "runs"
    common = dict(ratios=[0.8], incorrect_only=True, train_steps=2, num_generations=2, max_completion_length=16,
                  train_threads=1, backend={"backend": "embedded", "threads": 1}, rolling_window=1)
    _run("train_models", tmp_path, **common)
    links = {p.name: p for p in (runs / "models").iterdir() if p.is_symlink()}
    assert sorted(links) == ["incorrect-only", "ratio-80-20"] and all((p / "config.json").exists() for p in links.values())
    assert not list(runs.glob("train/*/checkpoints"))                  # finished runs keep the model, not the optimizer
    md = (tmp_path / "results" / "train_models_t.md").read_text()
    assert "| 80:20 | ratio-80-20 |" in md and "| 0:100 | incorrect-only |" in md
    assert "first_1_steps" in md and "last_1_steps" in md                  # two windows: the rolling curve and its intervals
    assert (tmp_path / "figures" / "train_models_t_reward_rolling.png").exists()
    spec = lambda name: {"backend": "embedded", "threads": 1, "model": str(links[name])}
    _run("table6_recovery", tmp_path, n_problems=1, rounds=1, backend={"backend": "embedded", "threads": 1}, max_tokens=32,
         n_initial=1, parents=1, trained_backend=spec("ratio-80-20"), incorrect_backend=spec("incorrect-only"),
         allow_base_as_trained=False)
    t6 = (tmp_path / "results" / "table6_recovery_t.md").read_text()
    assert "STAND-IN" not in t6 and "trained_on_incorrect" in t6
    before = {p: p.stat().st_mtime for p in runs.glob("train/*/summary.json")}
    _run("train_models", tmp_path, **common)
    assert {p: p.stat().st_mtime for p in runs.glob("train/*/summary.json")} == before


def test_tables_cli_passes_defaults(monkeypatch):
    "`metaevolve tables --defaults YAML` reaches run_tables as a mapping; a value that is not a mapping exits 2."
    import metaevolve.cli.paper as cp
    from metaevolve.cli.entry import main
    seen = {}
    monkeypatch.setattr(cp, "run_tables", lambda profile, **kw: seen.update(kw, profile=profile) or [])
    assert main(["tables", "--profile", "tiny", "--defaults", "{backend: {backend: embedded, threads: 1}}"]) == 0
    assert seen["profile"] == "tiny" and seen["defaults"] == {"backend": {"backend": "embedded", "threads": 1}}
    with pytest.raises(SystemExit) as e: main(["tables", "--defaults", "[1]"])
    assert e.value.code == 2
