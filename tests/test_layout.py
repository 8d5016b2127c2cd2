"""The package's shape, checked from the exported modules: folders in pipeline order, imports only downwards, no
circles, small modules, argparse only in the command line.

Every import counts, also the ones inside functions: an import moved into a function to dodge a circle is still the
same arrow. The package `__init__` files hold no code to check (docstrings and the version only)."""
import ast, re
from pathlib import Path

PKG = Path(__file__).resolve().parents[1]/"metaevolve"
# the paper's pipeline, bottom to top: a module may import from its own folder or from folders before it
LAYERS = ["core", "execution", "data", "llm", "synthesis", "train", "search", "methods", "algotune", "paper", "cli"]
MAX_LINES = 420   # "no module over ~400 lines"


def modules() -> dict[str, Path]:
    "Dotted name -> file, for every exported module (not the index or the package inits)."
    out = {}
    for f in sorted(PKG.rglob("*.py")):
        if f.name in ("_modidx.py", "__init__.py", "__main__.py"): continue   # the package's inits and its program entry
        out[".".join(f.relative_to(PKG.parent).with_suffix("").parts)] = f
    return out


def imports(name: str, f: Path) -> set[str]:
    "The metaevolve modules `name` imports anywhere in its file (module level and inside functions)."
    pkg = name.rsplit(".", 1)[0]
    out = set()
    for n in ast.walk(ast.parse(f.read_text())):
        if isinstance(n, ast.ImportFrom):
            if n.level:
                base = pkg.rsplit(".", n.level - 1)[0] if n.level > 1 else pkg
                target = f"{base}.{n.module}" if n.module else base
            else: target = n.module or ""
            if not target.startswith("metaevolve"): continue
            for a in n.names:   # `from metaevolve.llm import base` names a module
                out.add(f"{target}.{a.name}" if f"{target}.{a.name}" in MODS else target)
        elif isinstance(n, ast.Import):
            out |= {a.name for a in n.names if a.name.startswith("metaevolve")}
    return {m for m in out if m in MODS and m != name}


MODS = modules()
GRAPH = {m: imports(m, f) for m, f in MODS.items()}


def folder(m: str) -> str: return m.split(".")[1]

def notebook_number(m: str) -> str:
    "The number of the notebook a module is exported from (`00a`, `01`, ...), from the file's header."
    nb = re.search(r"File to edit: \S*/(\w+?)_\w*\.ipynb", MODS[m].read_text()).group(1)
    return nb


def test_folders_are_known_layers():
    assert {folder(m) for m in MODS} <= set(LAYERS), sorted({folder(m) for m in MODS} - set(LAYERS))


def test_no_upward_imports():
    up = [(m, t) for m, ts in GRAPH.items() for t in ts if LAYERS.index(folder(t)) > LAYERS.index(folder(m))]
    assert up == [], up


def test_inside_a_folder_imports_follow_the_notebook_numbers():
    "A suffix notebook builds on its base (`00a` imports `00`), never the reverse."
    back = [(m, t) for m, ts in GRAPH.items() for t in ts
            if folder(t) == folder(m) and notebook_number(t) >= notebook_number(m)]
    assert back == [], back


def test_no_import_circles():
    state, cycles = {}, []
    def visit(m, path):
        state[m] = "open"
        for t in sorted(GRAPH[m]):
            if state.get(t) == "open": cycles.append(path[path.index(t):] + [t])
            elif t not in state: visit(t, path + [t])
        state[m] = "done"
    for m in sorted(GRAPH):
        if m not in state: visit(m, [m])
    assert cycles == [], cycles


def code_lines(f: Path) -> int:
    "A module's lines without the export's cell markers (`# %% ...` and the blank line before each): its length as written."
    lines = f.read_text().splitlines()
    return len(lines) - 2 * sum(line.startswith("# %%") for line in lines)


def test_modules_are_small():
    big = {m: n for m, f in MODS.items() if (n := code_lines(f)) > MAX_LINES}
    assert big == {}, big


def test_argparse_only_in_the_command_line():
    users = sorted(m for m, f in MODS.items() if folder(m) != "cli" and re.search(r"^\s*import argparse|argparse\.", f.read_text(), re.M))
    assert users == [], users


def test_the_graph_is_read():
    "A guard against a checker that sees nothing: known arrows are found."
    assert "metaevolve.core.problems" in GRAPH["metaevolve.execution.fitness"]
    assert "metaevolve.execution.child" in GRAPH["metaevolve.execution.forkserver"]
    assert len(MODS) >= 40 and sum(map(len, GRAPH.values())) >= 100


def bound_names(tree: ast.Module) -> list[str]:
    "Names a module's top-level statements bind: defs, classes and plain assignments (not attribute stores)."
    out = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)): out.append(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                out += [e.id for e in ([t] if isinstance(t, ast.Name) else getattr(t, "elts", [])) if isinstance(e, ast.Name)]
    return out


def test_no_module_level_name_bound_twice():
    "A second binding silently replaces the first (a constant redefined in a later cell, `class X(X)`): one each."
    twice = {}
    for name, f in MODS.items():
        names = bound_names(ast.parse(f.read_text()))
        if dup := sorted({n for n in names if names.count(n) > 1}): twice[name] = dup
    assert not twice, f"module-level names bound more than once (use @patch for a class that grows): {twice}"


def test_bound_names_sees_a_rebinding():
    assert bound_names(ast.parse("X = 1\nclass A: pass\nclass A(A): pass\nA.f = 1\nX, Y = 2, 3\n")) == ["X", "A", "A", "X", "Y"]


def callable_params(f: Path) -> set[tuple[str, str]]:
    "(function, parameter) pairs of a module whose parameter is annotated as a `Callable`: what the function calls back."
    out = set()
    for n in ast.walk(ast.parse(f.read_text())):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for a in n.args.args + n.args.kwonlyargs:
                if a.annotation is not None and "Callable" in ast.unparse(a.annotation): out.add((n.name, a.arg))
    return out


def test_the_search_driver_calls_nothing_back():
    """The evolution search's state has one owner (`search.engine.Evolution`): the driver below it takes no function
    that builds or changes a state. Its one callable is the per-problem work of `run_problems`, a map over problems."""
    assert callable_params(MODS["metaevolve.search.driver"]) == {("run_problems", "solve")}
    assert "metaevolve.search.engine" not in GRAPH["metaevolve.search.driver"]
