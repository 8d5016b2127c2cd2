"""The demo's tables profile: it fits the notebook it runs, and everything it writes is under runs/
(git-ignored), so `make demo` leaves the checkout clean."""
from pathlib import Path

from metaevolve.paper.demo import DemoConfig
from metaevolve.paper.tables import load_profile, notebook_parameters

ROOT = Path(__file__).resolve().parents[1]


def test_demo_profile_writes_only_under_runs():
    prof = load_profile(DemoConfig.tables_profile, ROOT)
    for name in DemoConfig.tables_only.split(","):
        nb = ROOT/"nbs"/"experiments"/f"{name}.ipynb"
        params = notebook_parameters(nb, prof)            # raises on names the notebook does not declare
        for key in ("runs_root", "out_dir", "fig_dir"):
            where = (nb.parent/params[key]).resolve()
            assert where.is_relative_to((ROOT/"runs").resolve()), (name, key, where)
    assert prof["defaults"]["backend"] == {"backend": "llama.cpp", "model": "qwen2.5-coder-0.5b", "max_concurrency": 8}


def test_runs_is_ignored_by_git():
    assert "runs/" in (ROOT/".gitignore").read_text().splitlines()
