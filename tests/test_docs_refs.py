"""Documentation states the code as it is: README and notebook prose name no issue or stop numbers, no commit hashes
and no cold-run narration (history goes to CHANGELOG.md, measured runs to the runs page), and no markdown, README or
docstring refers to a repository path that does not exist."""
import ast, json, re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HISTORY = re.compile(r"(?i)\bcold runs?\b|\b(?:issue|stop)s? #?\d+\b")
HASH = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b")
PATH = re.compile(r"(?<![\w./$-])((?:nbs|tests|tools|data|configs|bench|figures|metaevolve|shared|\.ci)/[\w./*{}$<>-]*[\w/*}>])")
OUTPUTS = ("data/runs/", "data/benchmarks/", "nbs/results/", "metaevolve/models")   # written by runs, not shipped


def prose() -> dict[str, str]:
    "README and every notebook's markdown cells (not the executed copies in nbs/results), by where they are."
    out = {"README.md": (ROOT/"README.md").read_text()}
    for f in sorted((ROOT/"nbs").rglob("*.ipynb")):
        if "results" in f.relative_to(ROOT/"nbs").parts or ".ipynb_checkpoints" in f.parts: continue
        for i, c in enumerate(json.loads(f.read_text())["cells"]):
            if c["cell_type"] == "markdown": out[f"{f.relative_to(ROOT)}#cell{i}"] = "".join(c["source"])
    return out


def docstrings() -> dict[str, str]:
    "Every docstring of the exported modules, by module and name."
    out = {}
    for f in sorted((ROOT/"metaevolve").rglob("*.py")):
        for n in ast.walk(ast.parse(f.read_text())):
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and ast.get_docstring(n):
                out[f"{f.relative_to(ROOT)}:{getattr(n, 'name', 'module')}"] = ast.get_docstring(n)
    return out


def history_words(text: str) -> list[str]:
    return [m.group(0) for m in HISTORY.finditer(text)] + [m.group(0) for m in HASH.finditer(text)]


def missing_paths(text: str) -> list[str]:
    "Repository paths named in `text` that do not exist (globs, placeholders and run outputs aside)."
    out = []
    for m in PATH.finditer(text):
        p = m.group(1).rstrip(".")
        if p.startswith(OUTPUTS) or re.search(r"[*{$<]|[A-Z]{2,}", p): continue
        if p.startswith("metaevolve/") and not p.endswith((".py", "/")): continue   # a name such as a data source's
        if not (ROOT/p).exists(): out.append(p)
    return out


def test_no_history_in_prose():
    bad = {k: w for k, t in prose().items() if (w := history_words(t))}
    assert not bad, f"history in README/notebook prose (move it to CHANGELOG.md or the runs page): {bad}"


def test_no_reference_to_a_missing_path():
    bad = {k: p for k, t in {**prose(), **docstrings()}.items() if (p := missing_paths(t))}
    assert not bad, f"references to repository paths that do not exist: {bad}"


def test_the_checks_catch_what_they_should():
    assert history_words("as cold run 12 showed (issue 35, stop 31) at 4bc82aa") == ["cold run", "issue 35", "stop 31", "4bc82aa"]
    assert history_words("Eq. 3 caps at 1 ms; 25 problems; sha of `abcdef`") == []
    assert missing_paths("see `nbs/core/02_rundir.ipynb` and tests/no_such_test.py.") == ["tests/no_such_test.py"]
    assert missing_paths("writes data/runs/x, nbs/experiments/table*.ipynb, data/benchmarks/NAME.jsonl") == []
