"""The shipped problem set as data: one folder per problem under data/problems, and the builder that turns the folders
into stdio.jsonl and call_based.jsonl reproduces the committed files byte for byte."""
import importlib.util, json
from pathlib import Path

import pytest

from metaevolve.core.problems import TestCase as Case, read_problems, write_problems

DATA = Path(__file__).resolve().parent.parent / "data" / "problems"
FILES = ("stdio.jsonl", "call_based.jsonl")


def _builder():
    spec = importlib.util.spec_from_file_location("build_problems", DATA / "build_problems.py")
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def bp():
    return _builder()


@pytest.fixture(scope="module")
def committed():
    return {f: read_problems(DATA / f) for f in FILES}


def test_folders_have_the_required_files(bp, committed):
    folders = sorted(p.parent for p in DATA.glob("*/problem.json"))
    ids = [p.id for f in FILES for p in committed[f]]
    assert len(ids) >= 28 and sorted(ids) == [f.name for f in folders]
    assert sorted(d.name for d in DATA.iterdir() if d.is_dir() and not d.name.startswith((".", "_"))) == sorted(ids)
    for d in folders:
        for f in bp.REQUIRED:
            assert (d / f).is_file(), f"{d.name}: no {f}"
        meta = json.loads((d / "problem.json").read_text())
        assert {"id", "title", "fn_name", "time_limit_s", "starter_code", "solutions"} <= set(meta), d.name
        files = [s["file"] for s in meta["solutions"]]
        assert files[:2] == ["fast.py", "slow.py"], d.name
        assert files[2:] == [f"wrong_{i}.py" for i in range(1, len(files) - 1)], d.name
        assert all((d / f).is_file() for f in files), d.name
        assert sorted(p.name for p in d.iterdir() if p.name != "__pycache__") == sorted([*bp.REQUIRED, *files]), f"{d.name}: stray files"


def test_folders_give_the_committed_records(bp, committed, tmp_path):
    "Everything but the expected outputs, built in-process from the folders, gives the committed JSONL bytes."
    specs = bp.load_specs()
    by_id = {p.id: p for f in FILES for p in committed[f]}
    assert [s["id"] for s in specs] == [p.id for f in FILES for p in committed[f]]   # same order as the files
    records = []
    for s in specs:
        old = by_id[s["id"]]
        assert bp.inputs(s) == [t.input for t in old.tests], s["id"]
        records.append(bp.record(s, [Case(t.input, t.output) for t in old.tests]))
    write_problems(tmp_path / "stdio.jsonl", [p for p in records if p.fn_name is None])
    write_problems(tmp_path / "call_based.jsonl", [p for p in records if p.fn_name is not None])
    for f in FILES:
        assert (tmp_path / f).read_bytes() == (DATA / f).read_bytes(), f


@pytest.mark.slow
def test_full_build_is_byte_identical(bp, tmp_path):
    "The whole build, reference programs run in subprocesses, reproduces the committed files (about half a minute)."
    bp.main(["--out", str(tmp_path)])
    for f in FILES:
        assert (tmp_path / f).read_bytes() == (DATA / f).read_bytes(), f
