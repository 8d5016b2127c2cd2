"""`metaevolve view`: the page of every kind of run folder the package writes, of a run being written, of a
200-program search; bad folders exit 2 naming the file; and the page in headless Chromium (skipped without it).

Screenshots of the page go to `_screenshots/view/` (override with METAEVOLVE_VIEW_SHOTS)."""
import json, os, re, shutil
from pathlib import Path
import pytest
from metaevolve.cli.entry import main
from metaevolve.search.engine import EvolveConfig, evolve
from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model
from metaevolve.methods.base import BaselineConfig
from metaevolve.methods.run import run_baseline
from metaevolve.methods.reflexion import build_memory

ROOT = Path(__file__).resolve().parents[1]
SHOTS = Path(os.environ.get("METAEVOLVE_VIEW_SHOTS", ROOT/"_screenshots"/"view"))
CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
SMALL = EvolveConfig(rounds=3, parents=4, keep=2, islands=2, migrate_every=2, n_initial=3, seed=2)


def page_data(html: str) -> dict:
    "The JSON block a page's script reads."
    return json.loads(re.search(r'<script type="application/json" id="data">(.*?)</script>', html, re.S).group(1))


def programs_per_problem(run: Path) -> dict:
    "Distinct program ids per problem in a run's programs.jsonl, counted by hand."
    ids = {}
    for line in (run/"programs.jsonl").read_text().splitlines():
        r = json.loads(line); ids.setdefault(r["problem_id"], set()).add(r["id"])
    return {k: len(v) for k, v in ids.items()}


def openevolve_shaped(src: Path, out: Path) -> None:
    "A run folder shaped as the openevolve engine writes it (`search/04a_openevolve`), from a native one: mode, engine."
    out.mkdir()
    for f in ("config.yaml", "trace.jsonl", "results.jsonl"): shutil.copy(src/f, out/f)
    progs = [json.loads(l) for l in (src/"programs.jsonl").read_text().splitlines()]
    rounds = [json.loads(l) for l in (src/"rounds.jsonl").read_text().splitlines()]
    (out/"programs.jsonl").write_text("".join(json.dumps({**p, "engine": "openevolve", "history_ids": None,
                                                          "mode": "openevolve" if p["generation"] else None}) + "\n"
                                              for p in progs))
    (out/"rounds.jsonl").write_text("".join(json.dumps({"problem_id": r["problem_id"], "round": r["round"],
                                                        "engine": "openevolve", "best_score": r["best_score"]}) + "\n"
                                            for r in rounds))


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Path:
    "A table's folder: the evolution, each baseline, an OpenEvolve-shaped and an AlgoTune-named run (scripted, ~1 s)."
    root = tmp_path_factory.mktemp("table")
    probs = [demo_problem("a"), demo_problem("b")]
    evolve(probs, KeyedBackend(demo_model), root/"evolve", SMALL, demo_evaluate, progress=False)
    for m in ("best_of_n", "self_refine_single", "self_refine_multi", "reflexion"):
        cfg = BaselineConfig(m, n=4 if m != "self_refine_single" else None, rounds=2 if m == "self_refine_multi" else None,
                             n_initial=3, seed=5)
        kw = {"memory": build_memory([demo_problem("t")], KeyedBackend(demo_model), root/"memory.jsonl", cfg,
                                     demo_evaluate, progress=False)} if m == "reflexion" else {}
        run_baseline(probs, KeyedBackend(demo_model), root/m, cfg, demo_evaluate, progress=False, **kw)
    openevolve_shaped(root/"evolve", root/"openevolve")
    evolve([demo_problem("algotune/psd_cone_projection")], KeyedBackend(demo_model), root/"algotune", SMALL,
           demo_evaluate, progress=False)
    return root


def test_every_kind_of_run_has_a_page(runs, tmp_path, capsys):
    assert main(["view", str(runs), "-o", str(tmp_path/"page.html")]) == 0
    assert "page: " in capsys.readouterr().out
    html = (tmp_path/"page.html").read_text()
    data = page_data(html)
    names = ["algotune", "best_of_n", "evolve", "openevolve", "reflexion", "self_refine_multi", "self_refine_single"]
    assert [r["name"] for r in data["runs"]] == names
    for r in data["runs"]:
        assert {p["id"]: len(p["nodes"]) for p in r["problems"]} == programs_per_problem(runs/r["name"]), r["name"]
        for p in r["problems"]:
            assert p["finished"] and any(n["id"] == p["final"] for n in p["nodes"])
            assert all(n["reply"] is not None for n in p["nodes"]), r["name"]     # every program's reply found
    assert len(re.findall(r'class="n" data-k=', html)) == sum(len(p["nodes"]) for r in data["runs"] for p in r["problems"])
    assert not re.search(r'(?:src|href)\s*=\s*"(?:https?:)?//', html)           # nothing to fetch
    migrations = sum(len(json.loads(l)["migrations"]) for name in ("evolve", "algotune")
                     for l in (runs/name/"rounds.jsonl").read_text().splitlines())
    assert migrations and html.count('class="mig"') == migrations                  # every migration drawn, once
    assert html.count("each run&#x27;s best score per round") == 2 * 6   # a and b are in six runs each: side by side


def test_a_run_being_written(runs, tmp_path):
    "Rounds 0-1 committed of 3, no common record yet, a torn last line: the page says how far it is."
    live = tmp_path/"live"; live.mkdir()
    shutil.copy(runs/"evolve"/"config.yaml", live); shutil.copy(runs/"evolve"/"trace.jsonl", live)
    for f in ("programs", "rounds"):
        keep = [l for l in (runs/"evolve"/f"{f}.jsonl").read_text().splitlines()
                if json.loads(l)["problem_id"] == "a" and json.loads(l)["round"] <= 1]
        (live/f"{f}.jsonl").write_text("\n".join(keep) + "\n")
    with open(live/"programs.jsonl", "a") as f: f.write('{"problem_id": "a", "id": "p3')
    assert main(["view", str(live)]) == 0
    html = (live/"view.html").read_text()
    assert "a up to round 1 of 3" in html and "programs.jsonl: a torn last line left out" in html
    assert "no decision yet: the search has recorded round 1" in html and "best so far" in html


BINARY = bytes(range(256)) * 4


@pytest.mark.parametrize("case", ["missing", "empty", "config only", "binary", "corrupt line", "no id"])
def test_a_folder_with_nothing_to_show_exits_2_naming_it(case, runs, tmp_path, capsys):
    d = tmp_path/"run"
    if case != "missing": d.mkdir()
    if case == "config only": (d/"config.yaml").write_text("method: evolve\n")
    if case == "binary": (d/"programs.jsonl").write_bytes(BINARY)
    if case in ("corrupt line", "no id"):
        lines = (runs/"evolve"/"programs.jsonl").read_text().splitlines()
        lines[1] = lines[1][:40] if case == "corrupt line" else json.dumps({"problem_id": "a", "code": None})
        (d/"programs.jsonl").write_text("\n".join(lines) + "\n")
    log = d/"programs.jsonl"
    want = {"missing": f"{d}: no such folder", "empty": f"{d}: no run here",
            "config only": f"{log}: no program recorded yet", "binary": f"{log}:1: ",
            "corrupt line": f"{log}:2: not a line of JSON", "no id": f"{log}:2: a record without 'id'"}
    assert main(["view", str(d)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and want[case] in err[0] and "Traceback" not in err[0], err
    assert not (d/"view.html").exists()


def big_run(path: Path) -> Path:
    "A scripted search of the paper's size: 10 rounds of 20 parents on 5 islands, 10 initial samples (210 programs)."
    cfg = EvolveConfig(rounds=10, parents=20, n_initial=10, seed=0)
    evolve([demo_problem("a")], KeyedBackend(demo_model), path, cfg, demo_evaluate, progress=False)
    return path


def test_a_200_program_search_is_one_small_page(tmp_path):
    run = big_run(tmp_path/"big")
    assert main(["view", str(run)]) == 0
    html = (run/"view.html").read_text()
    assert (run/"view.html").stat().st_size < 5_000_000
    assert len(re.findall(r'class="n" data-k=', html)) == programs_per_problem(run)["a"] == 210


@pytest.fixture(scope="module")
def browser():
    if not (CHROMIUM and DRIVER): pytest.skip("chromium/chromedriver missing: `make system` installs them")
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1400,1000",
              "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    drv = webdriver.Chrome(service=Service(DRIVER), options=opts)
    yield drv
    drv.quit()


def test_the_page_in_chromium(runs, browser, tmp_path):
    "One node per program; a click shows the program's code and its diff; no console message; nothing fetched."
    page = tmp_path/"page.html"
    assert main(["view", str(runs), "-o", str(page)]) == 0
    browser.get(page.as_uri())
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS/"table-first.png"))
    choice = browser.execute_script("const s = document.getElementById('pick');"
                                    "s.value = [...s.options].find(o => o.text === 'evolve · a').value;"
                                    "s.dispatchEvent(new Event('change')); return s.value;")
    progs = [json.loads(l) for l in (runs/"evolve"/"programs.jsonl").read_text().splitlines()]
    progs = [p for p in progs if p["problem_id"] == "a"]
    nodes = browser.execute_script(f"return document.querySelectorAll('#s{choice} .n').length")
    assert nodes == len(progs)
    by_id = {p["id"]: p for p in progs}
    child = next(p for p in progs if p["parent_id"] and p["code"] and p["code"] != by_id[p["parent_id"]]["code"])
    k = [p["id"] for p in progs].index(child["id"])
    browser.execute_script(f"document.querySelector('#s{choice} .n[data-k=\"{k}\"]')"
                           ".dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    panel = browser.execute_script("return document.getElementById('panel').innerText")
    parent = by_id[child["parent_id"]]
    assert panel.startswith(child["id"]) and child["code"] in panel
    assert f"-{parent['code']}" in panel and f"+{child['code']}" in panel          # the diff to its parent
    browser.execute_script("document.querySelectorAll('aside details').forEach(d => d.open = true)")
    browser.save_screenshot(str(SHOTS/"evolve-clicked.png"))
    assert browser.get_log("browser") == []
    assert browser.execute_script("return performance.getEntriesByType('resource').length") == 0
