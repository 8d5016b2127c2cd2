#!/usr/bin/env python
"""Find notebook cells that nbdev's docs build would execute out of context.

`nbdev-proc-nbs` / `nbdev-docs` execute exported cells, show_doc cells and *every cell whose syntax tree contains an
import anywhere* (nested imports included), whatever its test flags, without the other cells. A test cell that
imports something and also uses names defined by earlier test cells then fails the docs build. The rule this checks:
a non-exported cell that contains an import must contain nothing but top-level imports.
Exits 1 and lists offenders. Usage: python tools/check_import_cells.py [nbs]"""
import ast, json, re, sys
from pathlib import Path

SHOW = {"export", "exports", "exporti", "exec_doc"}

def directives(src: str) -> set:
    return {m.group(1) for m in re.finditer(r"^#\|\s*([\w-]+)", src, re.M)}

def offending(nb_path: Path):
    nb = json.loads(nb_path.read_text())
    for i, c in enumerate(nb["cells"]):
        if c["cell_type"] != "code": continue
        src = "".join(c["source"])
        if "nbdev_export()" in src or directives(src) & SHOW: continue
        if re.search(r"^#\|\s*eval:\s*false", src, re.M): continue
        try: tree = ast.parse("\n".join(l for l in src.splitlines() if not l.lstrip().startswith(("%", "!"))))
        except SyntaxError: continue
        if not any(isinstance(n, (ast.Import, ast.ImportFrom)) for n in ast.walk(tree)): continue
        if all(isinstance(n, (ast.Import, ast.ImportFrom)) for n in tree.body): continue
        yield i, src.strip().splitlines()[0][:70]

def main(root="nbs") -> int:
    bad = [(p, i, l) for p in sorted(Path(root).rglob("*.ipynb")) if not {".ipynb_checkpoints", "results"} & set(p.parts)
           for i, l in offending(p)]
    for p, i, l in bad: print(f"{p}: cell {i} mixes imports with code, the docs build would run it alone ({l!r})")
    return 1 if bad else 0

if __name__ == "__main__": sys.exit(main(*sys.argv[1:]))
