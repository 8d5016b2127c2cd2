"""`metaevolve tables --plan` on the paper profile, and the rehearsal of the paper profile (`paper.rehearsal`).

Without servers the plan exits 2 naming each of the profile's five servers and each missing file; with the rehearsal's
stand-in servers on the profile's own URLs (loopback ports 8000-8004) and the fixture benchmarks it prints the plan and
exits 0. The slow test runs the whole rehearsal twice: every table and figure, no STAND-IN, and a second run that sends
no request, then (where .venv-verl exists) verl's launch on Table 5's 80:20 training data. Tests that need the ports skip when something else holds one of them."""
import json, os, socket, subprocess, sys
from pathlib import Path
import pytest
import yaml
from metaevolve.paper.rehearsal import fixture_benchmarks, rehearsal_settings, rehearse, stand_in_servers
from metaevolve.core.problems import load_problems
from metaevolve.paper.plan import plan_tables

ROOT = Path(__file__).resolve().parents[1]
PORTS = range(8000, 8005)
SERVERS = [("http://localhost:8000/v1", "Qwen/Qwen3-14B"), ("http://localhost:8001/v1", "metaevolve-80-20"),
           ("http://localhost:8002/v1", "metaevolve-50-50"), ("http://localhost:8003/v1", "metaevolve-60-40"),
           ("http://localhost:8004/v1", "metaevolve-incorrect-only")]


def port_busy(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex(("127.0.0.1", port)) == 0


needs_ports = pytest.mark.skipif(any(port_busy(p) for p in PORTS), reason="a port of 8000-8004 is in use")


def plan_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "metaevolve", "tables", "--profile", "paper", "--plan", "--json",
                           "--server-timeout", "1", *args], capture_output=True, text=True, cwd=ROOT, timeout=120)


@needs_ports
def test_plan_without_servers_names_each_missing_server_and_file():
    r = plan_cli()
    assert r.returncode == 2, r.stderr
    err = r.stderr.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    for url, _ in SERVERS: assert f"server {url} does not answer" in err
    for b in ("apps", "taco", "code_contests", "codeforces", "atcoder", "leetcode", "usaco", "eurus"):
        assert f"data/benchmarks/{b}.jsonl: not found" in err
    plan = json.loads(r.stdout)   # the plan is still printed, as JSON only
    assert [t["notebook"] for t in plan["tables"]] == ["enamel_scratch", "fig2_traces", "metaskill", "reference_search", "table1_ablation",
                                                      "table2_methods", "table3_novelty", "table4_algotune", "table5_ratio",
                                                      "table6_recovery", "train_models"]


@needs_ports
def test_plan_with_stand_in_servers_is_complete(tmp_path):
    files = fixture_benchmarks(ROOT/"tests"/"fixtures"/"benchmarks", tmp_path/"benchmarks")
    defaults, overrides = rehearsal_settings(str(tmp_path))
    servers = [{"base_url": u, "model": m} for u, m in SERVERS]
    with stand_in_servers(servers, [p for f in files.values() for p in load_problems(f)]):
        r = plan_cli("--defaults", yaml.safe_dump(defaults), "--overrides", yaml.safe_dump(overrides))
    assert r.returncode == 0, r.stderr
    plan = json.loads(r.stdout)
    assert plan["missing"] == [] and all(s["problem"] is None for s in plan["servers"])
    t2 = next(t for t in plan["tables"] if t["notebook"] == "table2_methods")
    # 7 benchmarks of 2 fixture problems (taco, codeforces, atcoder and usaco have fewer rows or skip some)
    n = sum(t2["problems"].values())
    assert set(t2["problems"]) == {"apps", "taco", "code_contests", "codeforces", "atcoder", "leetcode", "usaco"}
    # Figure 2 runs first and makes the initial samples and both evolutions (7 benchmarks x 3 runs), which Table 2 reads;
    # Table 2's own per problem: Best-of-N's 2 more (n_initial + 1 x 2 = 4), 2 Reflexion, 1 + 2 Self-Refine; Reflexion's
    # memory: 2 calls for each of 2 training problems per benchmark
    assert len(t2["shared"]) == 7 * 3 and t2["runs"] == 7 * 4
    assert t2["model_calls"] == n * (2 + 2 + 1 + 2) + 2 * 2 * 7
    assert t2["prompt_tokens"] > 0


@pytest.fixture(scope="module")
def rehearsed(tmp_path_factory):
    "The rehearsal run twice on one folder: (folder, first run, second run)."
    folder = tmp_path_factory.mktemp("rehearse-paper")
    return folder, rehearse(str(folder)), rehearse(str(folder))


@pytest.mark.slow
@needs_ports
def test_rehearsal_produces_every_table_and_resumes(rehearsed):
    tmp_path, first, second = rehearsed
    assert all(r["ok"] for r in first["runs"]), [(r["notebook"], r["error"]) for r in first["runs"] if not r["ok"]]
    assert all(first["calls"].values()), first["calls"]      # every server of the profile was asked
    results = {f.name for f in (tmp_path/"results").iterdir()}
    for stem in ("table1_ablation", "table2_methods", "table3_novelty", "table4_algotune", "table5_ratio", "table6_recovery",
                 "reference_search", "metaskill", "enamel_scratch"):
        assert f"{stem}.md" in results and f"{stem}.csv" in results
    assert "fig2_traces.md" in results and (tmp_path/"figures"/"fig2_traces.png").exists()
    assert not [f for f in (tmp_path/"results").iterdir() if "STAND-IN" in f.read_text(errors="replace")]
    assert "paper_pct" in (tmp_path/"results"/"table2_methods.md").read_text()   # the paper's numbers beside ours
    # the plan names exactly the run directories the tables made: Figure 2's 7 initial samples and 14 evolutions
    defaults, overrides = rehearsal_settings(str(tmp_path))
    plan = plan_tables("paper", root=ROOT, defaults=defaults, overrides=overrides, timeout=0.2)
    fig2 = next(t for t in plan["tables"] if t["notebook"] == "fig2_traces")
    assert len(fig2["reuse"]) == 21, fig2["reuse"]
    assert all(r["ok"] for r in second["runs"]) and not any(second["calls"].values()), second["calls"]


@pytest.mark.slow
@needs_ports
def test_verl_launch_on_the_rehearsal_training_data(rehearsed):
    "verl's launch on Table 5's 80:20 train.parquet, in the verl environment (tools/rehearse_verl.py)."
    tmp_path = rehearsed[0]
    verl = Path(os.environ.get("METAEVOLVE_VERL_PYTHON", ROOT/".venv-verl"/"bin"/"python"))
    if not verl.exists(): pytest.skip("no .venv-verl: the verl launch rehearsal is not run (tools/setup_verl_env.sh)")
    out = subprocess.run([str(verl), "tools/rehearse_verl.py", str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    rec = json.loads((tmp_path/"verl_rehearsal.json").read_text())
    assert rec["rows"] == rec["rows_read_by_RLHFDataset"] > 0 and rec["settings_wrong"] == {}
    assert [r["case"] for r in rec["rewards"]] == ["copy", "repair"] and rec["rewards"][1]["reward"] > 0
