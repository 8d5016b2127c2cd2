"""The demo's last step: one page of its evolution arms' run folders side by side (`paper.demo.write_arms_page`),
named in demo.json and printed in the closing lines; a page that cannot be written is a WARNING, never a failure."""
import json, re
from pathlib import Path
from metaevolve.paper.demo import write_arms_page

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT/"nbs"/"guide"/"example_run"


def page_data(html: str) -> dict:
    "The JSON block a page's script reads."
    return json.loads(re.search(r'<script type="application/json" id="data">(.*?)</script>', html, re.S).group(1))


def test_the_arms_side_by_side_on_one_page(tmp_path):
    arms = [EXAMPLE/"evolve", EXAMPLE/"self_refine_multi", EXAMPLE/"evolve"]      # one per problem: a folder twice is one run
    page = write_arms_page(arms, tmp_path/"demo"/"view.html")
    assert page == tmp_path/"demo"/"view.html"
    html = page.read_text()
    assert [r["name"] for r in page_data(html)["runs"]] == ["evolve", "self_refine_multi"]
    assert "<title>metaevolve demo: evolve | self_refine_multi</title>" in html


def test_a_page_that_cannot_be_written_is_a_warning(tmp_path, capsys):
    (tmp_path/"empty").mkdir(); (tmp_path/"file").write_text("")
    assert write_arms_page([], tmp_path/"view.html") is None
    assert write_arms_page([tmp_path/"empty"], tmp_path/"view.html") is None
    assert write_arms_page([EXAMPLE/"evolve"], tmp_path/"file"/"view.html") is None          # its folder is a file
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 3 and all(l.startswith("WARNING: no page of the evolution arms") for l in out), out
    assert "no arm ran" in out[0] and str(tmp_path/"empty") in out[1] and "file" in out[2]
    assert not (tmp_path/"view.html").exists()


def test_the_closing_lines_name_the_page(tmp_path, monkeypatch, capsys):
    "`metaevolve demo` prints the page's path and says to open it in a browser (the pipeline itself replaced)."
    import metaevolve.cli.paper as cp
    from metaevolve.cli.entry import main
    page = write_arms_page([EXAMPLE/"evolve"], tmp_path/"view.html")
    res = {"total_s": 1.0, "stages": [], "training": None, "metaevolve_model": "skipped: no training", "evolution": [],
           "where": {"runs": str(tmp_path)}, "tables": None, "page": str(page)}
    monkeypatch.setattr(cp, "run_demo", lambda cfg: res)
    assert main(["demo", "--problems", str(ROOT/"data"/"problems"), "--out", str(tmp_path)]) == 0
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("page of the evolution arms: "))
    assert str(page.resolve()) in line and "open it in a browser" in line
    monkeypatch.setattr(cp, "run_demo", lambda cfg: {**res, "page": None})
    assert main(["demo", "--problems", str(ROOT/"data"/"problems"), "--out", str(tmp_path)]) == 0
    assert "page of the evolution arms" not in capsys.readouterr().out
