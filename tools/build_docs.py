#!/usr/bin/env python
"""Build the docs site without Quarto: nbdev's own processing (`nbdev-proc-nbs` -> `_proc/`), then every processed
notebook rendered to HTML with nbconvert into `_docs/`, with a navigation bar and images embedded.

Quarto (what `nbdev-docs` uses for the final step) cannot be installed on machines without GitHub access; where it
is installed, `nbdev-docs` builds the full site from the same `_proc/` output. Usage: `python tools/build_docs.py`.
"""
from __future__ import annotations
import html, json, re, subprocess, sys
from pathlib import Path

import nbformat
import yaml
from nbconvert import HTMLExporter

ROOT = Path(__file__).resolve().parents[1]
PROC, DOCS = ROOT/"_proc", ROOT/"_docs"


def frontmatter(nb) -> dict:
    "The YAML front matter nbdev writes as the first raw cell (title, output-file, description)."
    if nb.cells and nb.cells[0].cell_type == "raw":
        m = re.match(r"\s*---\n(.*?)\n---", nb.cells[0].source, re.S)
        if m: return yaml.safe_load(m.group(1)) or {}
    return {}


def page_list() -> list[tuple[Path, Path, str]]:
    "(processed notebook, output html relative to _docs, title) for every page, home page first."
    pages = []
    for nb_path in sorted(PROC.rglob("*.ipynb")):
        rel = nb_path.relative_to(PROC)
        if any(p.startswith((".", "_")) for p in rel.parts): continue
        fm = frontmatter(nbformat.read(str(nb_path), as_version=4))
        out = rel.parent/(fm.get("output-file") or rel.with_suffix(".html").name)
        pages.append((nb_path, out, str(fm.get("title") or rel.stem)))
    pages.sort(key=lambda p: (p[1].name != "index.html" or len(p[1].parts) > 1, str(p[1])))
    return pages


def nav_html(pages, here: Path) -> str:
    "A plain navigation bar linking every page, with links relative to the page `here`."
    depth = len(here.parts) - 1
    items = "".join(f'<a href="{"../" * depth}{out.as_posix()}">{html.escape(title)}</a> ' for _, out, title in pages)
    return f'<nav class="metaevolve-nav" style="padding:.5em;border-bottom:1px solid #ccc;font-family:sans-serif">{items}</nav>'


def directives(src: str) -> dict:
    "Quarto/nbdev cell options written as `#| key: value` lines."
    return {m.group(1): m.group(2).strip() for m in re.finditer(r"^#\|\s*([\w-]+):?\s*(.*)$", src, re.M)}


def prepare(nb) -> None:
    "Apply the cell options Quarto would (echo, output: asis), drop directive lines and nbdev's extra cell keys."
    cells = []
    for c in nb.cells:
        c.pop("has_sd", None)
        c.metadata = {k: v for k, v in c.metadata.items() if k in ("tags", "jupyter")}  # nbdev's timing entries fail validation
        if c.cell_type != "code": cells.append(c); continue
        opts = directives(c.source)
        if opts.get("output") == "asis":  # show_doc & co. emit markdown meant to be inlined
            md = "".join("".join(o.get("data", {}).get("text/markdown", "")) for o in c.outputs if o.get("output_type") in ("display_data", "execute_result"))
            cells.append(nbformat.v4.new_markdown_cell(md)); continue
        c.source = "\n".join(l for l in c.source.splitlines() if not l.startswith("#|"))
        if opts.get("echo") == "false": c.metadata.setdefault("tags", []).append("remove_input")
        cells.append(c)
    nb.cells = cells


def render(nb_path: Path, out: Path, pages) -> None:
    "Render one processed notebook to `_docs/out`, links to .ipynb rewritten to .html, images embedded."
    from traitlets.config import Config
    nb = nbformat.read(str(nb_path), as_version=4)
    if nb.cells and nb.cells[0].cell_type == "raw": nb.cells = nb.cells[1:]
    prepare(nb)
    cfg = Config(); cfg.TagRemovePreprocessor.enabled = True; cfg.TagRemovePreprocessor.remove_input_tags = {"remove_input"}
    exp = HTMLExporter(config=cfg, template_name="lab", embed_images=True)
    body, _ = exp.from_notebook_node(nb, resources={"metadata": {"path": str(nb_path.parent)}})
    body = re.sub(r'href="([^"#:]+)\.ipynb', r'href="\1.html', body)
    body = body.replace("<body", "<body data-metaevolve-page=\"1\"", 1)
    body = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + nav_html(pages, out), body, count=1)
    dst = DOCS/out; dst.parent.mkdir(parents=True, exist_ok=True); dst.write_text(body, encoding="utf-8")


def main() -> int:
    venv_bin = Path(sys.executable).parent
    r = subprocess.run([str(venv_bin/"nbdev-proc-nbs")], cwd=ROOT, capture_output=True, text=True)
    if r.returncode: print(r.stdout, r.stderr, file=sys.stderr); return r.returncode
    pages = page_list()
    for nb_path, out, _ in pages: render(nb_path, out, pages)
    (DOCS/"pages.json").write_text(json.dumps([{"page": o.as_posix(), "title": t} for _, o, t in pages], indent=1))
    print(f"{len(pages)} pages in {DOCS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
