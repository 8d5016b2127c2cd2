"""Every verb that reads a file a user gives it: a binary or an empty file exits 2 with one line naming the file,
never a traceback and never a silent exit 0 with nothing done."""
import json
from pathlib import Path
import pytest
from metaevolve.cli.entry import main

BINARY = bytes(range(256)) * 4          # NUL bytes, bad UTF-8


def setup(verb: str, tmp: Path, content: bytes) -> tuple[list[str], Path]:
    "The command line of `verb` reading a file holding `content`, and that file."
    if verb == "check":
        f = tmp/"p.jsonl"; f.write_bytes(content); return ["check", str(f)], f
    if verb == "eval":
        f = tmp/"p.jsonl"; f.write_bytes(content); (tmp/"prog.py").write_text("print(1)\n")
        return ["eval", str(tmp/"prog.py"), "--problem", str(f)], f
    if verb == "evolve":
        f = tmp/"p.jsonl"; f.write_bytes(content)
        return ["evolve", "--problems", str(f), "--backend", "scripted", "--out", str(tmp/"run")], f
    if verb == "import-benchmark":
        (tmp/"src").mkdir(); f = tmp/"src"/"test.jsonl"; f.write_bytes(content)
        return ["import-benchmark", "apps", "--source-dir", str(tmp/"src"), "--out", str(tmp/"o.jsonl"), "--quiet"], f
    if verb == "synthesize":            # the problem file it reads: the sample run's problems.jsonl
        fd, sd = tmp/"filter", tmp/"sample"; fd.mkdir(); sd.mkdir()
        (fd/"config.yaml").write_text(f"sample_dir: {sd}\n"); (fd/"kept.jsonl").write_text('{"qid": "q"}\n')
        f = sd/"problems.jsonl"; f.write_bytes(content)
        return ["synthesize", "--filter-dir", str(fd), "--out", str(tmp/"syn")], f
    if verb == "view":                  # a run folder's log of programs
        (tmp/"run").mkdir(); f = tmp/"run"/"programs.jsonl"; f.write_bytes(content)
        return ["view", str(tmp/"run")], f
    if verb == "tables":
        f = tmp/"profile.yaml"; f.write_bytes(content)
        return ["tables", "--profile", str(f), "--out", str(tmp/"out")], f
    raise ValueError(verb)


VERBS = ["check", "eval", "evolve", "import-benchmark", "synthesize", "tables", "view"]


@pytest.mark.parametrize("content", [BINARY, b"", b"\n\n"], ids=["binary", "empty", "blank"])
@pytest.mark.parametrize("verb", VERBS)
def test_bad_file_exits_2_naming_it(verb, content, tmp_path, capsys):
    argv, f = setup(verb, tmp_path, content)
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(f) in err[0] and "Traceback" not in err[0], err


@pytest.mark.parametrize("name", ["config.yaml", "kept.jsonl"])
def test_synthesize_names_a_binary_filter_file(name, tmp_path, capsys):
    "The filter run's own files; an empty kept.jsonl is an outcome (a funnel, no pairs: test_synthesis_stages)."
    fd = tmp_path/"filter"; fd.mkdir(); (fd/"config.yaml").write_text(f"sample_dir: {tmp_path}\n"); (fd/"kept.jsonl").write_text("{}\n")
    (fd/name).write_bytes(BINARY)
    assert main(["synthesize", "--filter-dir", str(fd), "--out", str(tmp_path/"syn")]) == 2
    assert str(fd/name) in capsys.readouterr().err



@pytest.mark.parametrize("content", [BINARY, b""], ids=["binary", "empty"])
def test_bad_program_and_llm_config(content, tmp_path, capsys):
    prob = tmp_path/"p.json"
    prob.write_text(json.dumps({"id": "p", "source": "t", "statement": "s", "tests": [{"input": "", "output": "1"}]}))
    f = tmp_path/"prog.py"; f.write_bytes(content)
    assert main(["eval", str(f), "--problem", str(prob)]) == 2
    assert str(f) in capsys.readouterr().err
    cfg = tmp_path/"llm.yaml"; cfg.write_bytes(content)
    assert main(["evolve", "--problems", str(prob), "--backend", str(cfg), "--out", str(tmp_path/"r")]) == 2
    assert str(cfg) in capsys.readouterr().err


@pytest.mark.parametrize("content", [BINARY, b""], ids=["binary", "empty"])
def test_tables_checks_the_profiles_problem_files_first(content, tmp_path, capsys):
    f = tmp_path/"problems.jsonl"; f.write_bytes(content)
    assert main(["tables", "--profile", "tiny", "--defaults", json.dumps({"problems": str(f)}), "--out", str(tmp_path/"o")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(f) in err[0], err
