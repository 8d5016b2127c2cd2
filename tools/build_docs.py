#!/usr/bin/env python
"""Build the docs site in `_docs/` without Quarto: nbdev's own processing, then Sphinx with MyST-NB.

1. `nbdev-proc-nbs` writes nbdev's processed notebooks to `_proc/` (show_doc cells executed, hidden and exported
   cells removed, front matter from the H1) -- the same input `nbdev-docs` hands to Quarto where Quarto is installed.
2. Each processed notebook becomes a MyST-NB page in `_docsrc/` (at the depth of `nbs/`, so that relative paths in
   the notebooks still resolve when they run): show_doc output turned into Python-domain directives, Quarto cell
   options into MyST-NB tags, nbdev's doc links into cross-references; library notebooks (those with `#| default_exp`)
   get their hidden and exported cells back, tagged `remove-cell`, so that MyST-NB can run them to show outputs.
3. `sphinx-build -W` (warnings are errors) with the book theme, MathJax served from `_static` (no CDN), the sidebar
   grouped by pipeline stage as `nbs/_stages.yml` says, then a check of every local link and #anchor.

Usage: `python tools/build_docs.py [--no-execute] [--no-linkcheck]` (`make docs`). Outputs of executed notebooks are
cached in `.cache/jupyter-cache`, so a rebuild runs only the notebooks that changed.
"""
from __future__ import annotations
import argparse, ast, json, os, posixpath, re, shutil, subprocess, sys, time, tomllib
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import nbformat
import yaml

ROOT = Path(__file__).resolve().parents[1]
NBS, PROC, SRC, DOCS = ROOT/"nbs", ROOT/"_proc", ROOT/"_docsrc", ROOT/"_docs"
BUILD = ROOT/"_docsrc"/"_build"  # Sphinx's output and doctrees (MyST-NB puts its executed copies beside the output)
CONF = ROOT/"tools"/"docs"
HOME = "index"
_PYPROJECT = tomllib.loads((ROOT/"pyproject.toml").read_text())
_LIB = _PYPROJECT.get("tool", {}).get("nbdev", {}).get("lib_path") or _PYPROJECT["project"]["name"].replace("-", "_")


# ---- pages and groups -------------------------------------------------------------------------------------------

def stages() -> list[dict]:
    "The sidebar groups in pipeline order (nbs/_stages.yml), each with a caption naming the paper's sections."
    groups = yaml.safe_load((NBS/"_stages.yml").read_text())["stages"]
    for g in groups:
        g["caption"] = f"{g['title']} ({g['paper']})" if g.get("paper") else g["title"]
        g["flat"] = [str(p) for p in g.get("flat", [])]
    return groups


def frontmatter(nb) -> dict:
    "The YAML front matter nbdev writes as the first raw cell (title, description, output-file)."
    if nb.cells and nb.cells[0].cell_type == "raw":
        m = re.match(r"\s*---\n(.*?)\n---", nb.cells[0].source, re.S)
        if m: return yaml.safe_load(m.group(1)) or {}
    return {}


def group_of(rel: Path, groups: list[dict]) -> str:
    "The group key of a notebook: its first folder, else (flat layout) the group listing its numeric prefix."
    if len(rel.parts) > 1: return rel.parts[0] if any(g["folder"] == rel.parts[0] for g in groups) else "library"
    m = re.match(r"(\d+)", rel.name)
    return next((g["folder"] for g in groups if m and m.group(1) in g["flat"]), "library")


def page_list(groups: list[dict]) -> list[dict]:
    "Every page: processed notebook, source notebook, docname (nbdev's output path), title and group; home first."
    pages = []
    for nb_path in sorted(PROC.rglob("*.ipynb")):
        rel = nb_path.relative_to(PROC)
        if any(p.startswith((".", "_")) for p in rel.parts): continue
        fm = frontmatter(nbformat.read(str(nb_path), as_version=4))
        doc = (rel.parent/Path(fm.get("output-file") or rel.name).stem).as_posix()
        pages.append(dict(proc=nb_path, rel=rel, doc=doc, title=str(fm.get("title") or rel.stem),
                          description=str(fm.get("description") or ""),
                          group=HOME if doc == HOME else group_of(rel, groups)))
    order = {g["folder"]: i for i, g in enumerate(groups)}
    # pipeline order, then file name within a group, a folder's index page first
    pages.sort(key=lambda p: (p["group"] != HOME, order.get(p["group"], len(order)), p["rel"].name != "index.ipynb",
                              p["rel"].as_posix()))
    return pages


# ---- show_doc output -> Python-domain directive ------------------------------------------------------------------

_SHOWDOC = re.compile(r"\A\s*---\s*\n+(?:\[source\]\((?P<src>[^)]+)\)\{[^}]*\}\s*\n+)?#+ (?P<name>\S+)\s*\n+"
                      r"```python\n(?P<sig>.*?)\n```\s*(?P<doc>.*)\Z", re.S)


def _defined_in(module: str, name: str) -> str | None:
    "'class' or 'function' if the library module (a dotted name) defines `name` at top level, else None."
    f = ROOT/(module.replace(".", "/") + ".py")
    if not f.exists(): f = ROOT/module.replace(".", "/")/"__init__.py"
    if not f.exists(): return None
    for n in ast.parse(f.read_text()).body:
        if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name:
            return "class" if isinstance(n, ast.ClassDef) else "function"
    return None


def _source_kind(src_url: str, name: str, home: str | None) -> tuple[str | None, str]:
    "(module, 'class' | 'function') of `name`: the page's own module if it defines it, else nbdev's source link's."
    lib = _LIB
    if home and (kind := _defined_in(f"{lib}.{home}", name)): return f"{lib}.{home}", kind
    m = re.search(r"/blob/[^/]+/(?P<path>[\w/]+)\.py(?:#L\d+)?$", src_url or "")  # nbdev picks one of equal names
    if m and (kind := _defined_in(m["path"].replace("/", "."), name)): return m["path"].replace("/", ".").removesuffix(".__init__"), kind
    return None, "function"


def _signature(sig: str) -> str | None:
    "nbdev's rendered signature (`def f(\\n    a:int=1\\n)->str:`) as one line for a directive, or None if unparsable."
    one = re.sub(r"\s*\n\s*", " ", sig.strip()).removesuffix(":")
    one = re.sub(r"^(async\s+)?def\s+", "", one)
    one = re.sub(r"=<[^<>]*>", "=...", one)  # defaults shown by their repr, e.g. a dataclass field's <factory>
    try: fn = ast.parse(f"def {one}: pass").body[0]
    except SyntaxError: return None
    args = ast.unparse(fn.args)
    return f"{fn.name}({args})" + (f" -> {ast.unparse(fn.returns)}" if fn.returns else "")


def showdoc_md(md: str, seen: set, links, home: str | None = None) -> str:
    "A show_doc markdown output as a MyST `py:function`/`py:class` directive (signature, docstring, [source] link)."
    m = _SHOWDOC.match(md)
    if not m: return links(md)
    name, sig, doc = m["name"], _signature(m["sig"]), m["doc"].strip()
    doc = re.sub(r"\A\*(.+?)\*(\n|\Z)", r"\1\2", doc)  # nbdev italicises the docstring's first line
    module, kind = _source_kind(m["src"], name.split(".")[0], home)
    if sig is None or module is None:  # not ours or not parsable: keep nbdev's own rendering, minus Quarto syntax
        return f"**`{name}`**\n\n```python\n{m['sig']}\n```\n\n{links(doc)}\n"
    if kind == "class": sig = re.sub(r" -> None$", "", sig)
    opts = [f":module: {module}"]
    if (module, name) in seen: opts.append(":no-index:")  # documented on another page too
    seen.add((module, name))
    fence = "````" if "```" in doc else "```"
    return f"{fence}{{py:{kind}}} {sig}\n" + "\n".join(opts) + f"\n\n{links(doc)}\n{fence}\n"


# ---- one processed notebook -> one MyST-NB page -------------------------------------------------------------------

def directives(src: str) -> dict:
    "Quarto/nbdev cell options written as `#| key: value` lines."
    return {m.group(1): m.group(2).strip() for m in re.finditer(r"^#\|\s*([\w-]+):?\s*(.*)$", src, re.M)}


def strip_directives(src: str) -> str:
    return "\n".join(l for l in src.splitlines() if not re.match(r"\s*#\|", l)).strip("\n")


def tags_for(opts: dict, skip_flags: set) -> list[str]:
    "MyST-NB tags for Quarto cell options and nbdev's test flags (cells nbdev-test skips are not run)."
    tags = []
    if opts.get("include") == "false": tags.append("remove-cell")
    if opts.get("echo") == "false": tags.append("remove-input")
    if opts.get("output") == "false": tags.append("remove-output")
    if opts.get("code-fold") in ("true", "show"): tags.append("hide-input")
    if opts.get("eval") == "false" or skip_flags & opts.keys(): tags.append("skip-execution")
    return tags


_CALLOUT = re.compile(r"^:::+\s*\{\.callout-(\w+)[^}]*\}[ \t]*\n(?:#+[ \t]+(.+)\n)?", re.M)  # Quarto: a ## title line


_TAGGED = re.compile(r"^\$\$(?P<tex>(?:(?!\$\$).)*?\\tag\{[^}]+\}(?:(?!\$\$).)*?)\$\$[ \t]*$", re.S | re.M)


_ADMONITION = {"important": "important", "warning": "warning", "caution": "caution", "tip": "tip"}  # else: note


def quarto_md(src: str) -> str:
    """Quarto markdown that MyST spells differently: callouts become admonitions, link attributes go, and display math
    with the paper's equation number (`\\tag{n}`) goes to MathJax as written (Sphinx would wrap a multi-line formula
    in `split`, where `\\tag` is not allowed)."""
    src = _TAGGED.sub(lambda m: f"```{{math}}\n:nowrap:\n\n\\[{m['tex'].strip()}\\]\n```", src)
    src = _CALLOUT.sub(lambda m: f":::{{admonition}} {m[2]}\n:class: {_ADMONITION.get(m[1], 'note')}\n" if m[2]
                       else f":::{{{_ADMONITION.get(m[1], 'note')}}}\n", src)
    return re.sub(r"(\]\([^)\s]+\))\{[^}\n]*target=[^}\n]*\}", r"\1", src)


class Links:
    "nbdev's absolute doc links (`https://host/base/page.html#sym`) as cross-references and relative page links."
    def __init__(self, pages):
        from importlib import import_module
        cfg: dict = {}
        modidx = {}
        try:
            lib = import_module("metaevolve._modidx").d
            cfg, modidx = lib["settings"], lib["syms"]
        except ImportError: pass
        self.base = (cfg.get("doc_host", "") + cfg.get("doc_baseurl", "")).rstrip("/") + "/"
        self.anchor = {doc: full for mod in modidx.values() for full, (doc, _) in mod.items()}
        self.docs = {p["doc"] for p in pages}
        self.source_doc = {p["rel"].as_posix(): p["doc"] for p in pages}   # nbs/<rel>.ipynb -> its page

    def notebook_links(self, md: str, here: str) -> str:
        "Relative links to another notebook (`[runs](../guide/01_runs.ipynb#x)`) pointed at its page's name."
        folder = os.path.dirname(here)
        def sub(m):
            doc = self.source_doc.get(posixpath.normpath(posixpath.join(folder, m["path"])))
            if doc is None: return m[0]
            return f"[{m['text']}]({os.path.relpath(doc, folder or '.')}.ipynb{m['frag'] or ''})"
        return re.sub(r"(?<!!)\[(?P<text>[^\]]*)\]\((?P<path>(?![a-z]+:)[\w./-]+\.ipynb)(?P<frag>#[\w.-]+)?\)", sub, md)

    def __call__(self, md: str, here: str = "") -> str:
        md = self.notebook_links(md, here)
        if not self.base.strip("/"): return md
        def sub(m):
            text, path = m["text"], m["path"]
            full = self.anchor.get(path + (m["frag"] or ""))
            if full: return f"{{py:obj}}`{text.strip('`')} <{full}>`"  # a symbol: Sphinx resolves it (or prints text)
            doc = path.removesuffix(".html")
            if doc not in self.docs: return text
            return f"[{text}]({os.path.relpath(doc, os.path.dirname(here) or '.')}.ipynb)"  # a page
        return re.sub(rf"\[(?P<text>[^\]]*)\]\({re.escape(self.base)}(?P<path>[\w./-]+\.html)(?P<frag>#[\w.-]+)?\)", sub, md)


def default_exp(rel: Path) -> str | None:
    "The `#| default_exp` module of the source notebook `nbs/<rel>`, if any."
    src = NBS/rel
    if not src.exists(): return None
    m = re.search(r"^#\|\s*default_exp\s+(\S+)", "\n".join(c.source for c in nbformat.read(str(src), as_version=4).cells
                                                          if c.cell_type == "code"), re.M)
    return m.group(1) if m else None


def original_cells(page) -> list | None:
    "The source notebook's cells when the page is a library notebook the build runs (it has `#| default_exp`)."
    src = NBS/page["rel"]
    if not src.exists() or (src.parent/".notest").exists(): return None
    nb = nbformat.read(str(src), as_version=4)
    if not any(c.cell_type == "code" and re.search(r"^#\|\s*default_exp\b", c.source, re.M) for c in nb.cells): return None
    if str(frontmatter(nb).get("skip_exec", "")).lower() == "true": return None
    return nb.cells


def convert(page, pages, links: Links, seen: set, skip_flags: set, execute: bool) -> dict:
    "Write `_docsrc/<doc>.ipynb` for one page; returns whether it is run at build time."
    nb = nbformat.read(str(page["proc"]), as_version=4)
    orig = original_cells(page) if execute else None
    by_id = {c.get("id"): i for i, c in enumerate(orig or [])}
    cells, nxt = [], 0
    title = f"# {page['title']}\n" + (f"\n{{.page-description}}\n{page['description']}\n" if page["description"] else "")
    cells.append(nbformat.v4.new_markdown_cell(title))
    kept = {c.get("id") for c in nb.cells}
    for c in nb.cells[1:] if frontmatter(nb) else nb.cells:
        if orig is not None and c.get("id") in by_id:  # code cells nbdev dropped before this one: back, hidden, to run
            for o in orig[nxt:by_id[c.id]]:
                if o.cell_type != "code" or o.get("id") in kept: continue
                tags = ["remove-cell"] + tags_for(directives(o.source), skip_flags)
                if "nbdev_export(" in o.source: tags.append("skip-execution")  # the docs build writes no modules
                cells.append(nbformat.v4.new_code_cell(o.source, metadata={"tags": tags}))
            nxt = by_id[c.id] + 1
        if c.cell_type == "markdown":
            if c.source.startswith("<!-- WARNING: THIS FILE WAS AUTOGENERATED"): continue
            cells.append(nbformat.v4.new_markdown_cell(links(quarto_md(c.source), page["doc"]))); continue
        if c.cell_type != "code": cells.append(c); continue
        opts = directives(c.source)
        if opts.get("output") == "asis":  # show_doc and other markdown meant to be inlined
            md = "".join("".join(o.get("data", {}).get("text/markdown", "")) for o in c.outputs
                         if o.get("output_type") in ("display_data", "execute_result"))
            cells.append(nbformat.v4.new_markdown_cell(showdoc_md(md, seen, lambda s: links(s, page["doc"]), page["module"]))); continue
        tags = tags_for(opts, skip_flags)
        cell = nbformat.v4.new_code_cell(strip_directives(c.source), metadata={"tags": tags} if tags else {})
        cell.outputs, cell.execution_count = c.get("outputs", []), c.get("execution_count")
        cells.append(cell)
    nb.cells, nb.metadata = cells, {k: v for k, v in nb.metadata.items() if k in ("kernelspec", "language_info")}
    nb.metadata["mystnb"] = {"execution_mode": "cache" if orig is not None else "off"}
    dst = SRC/f"{page['doc']}.ipynb"
    dst.parent.mkdir(parents=True, exist_ok=True)
    nbformat.validator.normalize(nb)
    nbformat.write(nb, str(dst))
    return orig is not None


def home_toctree(pages, groups) -> str:
    "Hidden toctrees, one per stage group: the sidebar and the previous/next links follow the pipeline."
    caption = {g["folder"]: g["caption"] for g in groups} | {"library": "Library"}
    out = []
    for key in [g["folder"] for g in groups] + ["library"]:
        docs = [p["doc"] for p in pages if p["group"] == key]
        if docs: out.append(f"```{{toctree}}\n:hidden:\n:caption: {caption[key]}\n\n" + "\n".join(docs) + "\n```\n")
    return "\n".join(out)


def mathjax_static(dst: Path) -> None:
    "MathJax 3 (tex-chtml + its fonts) from the sphinx-mathjax-offline wheel into `_static/mathjax`: no CDN."
    import importlib.util
    spec = importlib.util.find_spec("sphinx-mathjax-offline")
    if spec is None: sys.exit("sphinx-mathjax-offline is missing: `pip install -e .[docs]` (make docs does it)")
    mj = Path(next(iter(spec.submodule_search_locations)))/"static"/"mathjax"
    (dst/"output"/"chtml").mkdir(parents=True, exist_ok=True)
    shutil.copy2(mj/"tex-chtml.js", dst/"tex-chtml.js")
    shutil.copytree(mj/"output"/"chtml"/"fonts", dst/"output"/"chtml"/"fonts", dirs_exist_ok=True)


def build_source(execute: bool) -> list[dict]:
    groups = stages()
    pages = page_list(groups)
    if not pages or pages[0]["doc"] != HOME: sys.exit("nbs/index.ipynb (the home page) is missing")
    for old in SRC.glob("*"):  # a fresh source tree; Sphinx's own build folder stays (incremental builds)
        if old != BUILD: shutil.rmtree(old) if old.is_dir() else old.unlink()
    links, seen = Links(pages), set()
    flags = _PYPROJECT.get("tool", {}).get("nbdev", {}).get("tst_flags", ["notest"])
    skip_flags = set(flags.split() if isinstance(flags, str) else flags)
    for p in pages: p["module"] = default_exp(p["rel"])
    for p in pages: p["executed"] = convert(p, pages, links, seen, skip_flags, execute)
    home = nbformat.read(str(SRC/f"{HOME}.ipynb"), as_version=4)
    home.cells.append(nbformat.v4.new_markdown_cell(home_toctree(pages, groups)))
    nbformat.write(home, str(SRC/f"{HOME}.ipynb"))
    for d in PROC.rglob("*"):  # images and data the notebooks link to
        rel = d.relative_to(PROC)
        if d.is_file() and d.suffix.lower() in (".png", ".jpg", ".jpeg", ".svg", ".gif") and not rel.parts[0].startswith(("_", ".")):
            (SRC/rel).parent.mkdir(parents=True, exist_ok=True); shutil.copy2(d, SRC/rel)
    mathjax_static(SRC/"_static"/"mathjax")
    (SRC/"_pages.json").write_text(json.dumps([{"page": f"{p['doc']}.html", "title": p["title"], "group": p["group"],
                                                 "executed": p["executed"]} for p in pages], indent=1))
    (SRC/"_groups.json").write_text(json.dumps([{"key": g["folder"], "caption": g["caption"]} for g in groups]))
    return pages


class _Refs(HTMLParser):
    "The ids, and the href/src targets, of one HTML page."
    def __init__(self):
        super().__init__(); self.ids, self.refs = set(), []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for k in ("id", "name") if tag == "a" else ("id",):
            if a.get(k): self.ids.add(a[k])
        for k in ("href", "src"):
            if a.get(k) and not (tag == "link" and a.get("rel") in ("preconnect", "dns-prefetch")): self.refs.append(a[k])


def linkcheck(site: Path = DOCS) -> list[str]:
    "Every local link and #anchor of the site, resolved: the broken ones (external URLs are not fetched: no network)."
    pages, broken = {}, []
    def parsed(f: Path) -> _Refs:
        if f not in pages:
            pages[f] = _Refs(); pages[f].feed(f.read_text(encoding="utf-8", errors="replace"))
        return pages[f]
    for f in sorted(site.rglob("*.html")):
        if f.relative_to(site).parts[0] == "_static": continue  # the themes' Jinja macro files
        for ref in parsed(f).refs:
            u = urlsplit(ref)
            if u.scheme or u.netloc or ref.startswith(("mailto:", "javascript:", "data:")): continue
            target = f if not u.path else (f.parent/unquote(u.path)).resolve()
            if target.is_dir(): target = target/"index.html"
            if not target.exists(): broken.append(f"{f.relative_to(site)}: {ref} (no such file)"); continue
            if u.fragment and target.suffix == ".html" and unquote(u.fragment) not in parsed(target).ids:
                broken.append(f"{f.relative_to(site)}: {ref} (no such anchor)")
    return broken


def make_execution_cache() -> None:
    """Create the jupyter-cache database before `sphinx-build -j N` starts: on an empty cache (a fresh clone) its
    parallel workers each try to create the same tables and all but one fail ("table nbcache already exists")."""
    from jupyter_cache import get_cache
    get_cache(ROOT/".cache"/"jupyter-cache").list_cache_records()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-execute", action="store_true", help="show stored outputs only (do not run library notebooks)")
    ap.add_argument("--no-linkcheck", action="store_true", help="skip the check of local links and anchors")
    # one process by default: with -j 2 on a cold execution cache two workers start notebook kernels at the same
    # moment, and jupyter_client's free-port pick (bind, close, let the kernel bind) can hand both the same port:
    # "zmq.error.ZMQError: Address already in use", then "Kernel didn't respond in 60 seconds" (two fresh-clone CI runs)
    ap.add_argument("-j", "--jobs", default="1", help="sphinx-build processes (read and run); > 1 can race on kernel ports")
    a = ap.parse_args(argv)
    t0, bin_ = time.time(), Path(sys.executable).parent
    env = dict(os.environ, PATH=f"{bin_}{os.pathsep}{os.environ.get('PATH', '')}", PYDEVD_DISABLE_FILE_VALIDATION="1")
    r = subprocess.run([str(bin_/"nbdev-proc-nbs")], cwd=ROOT, capture_output=True, text=True, env=env)
    if r.returncode: print(r.stdout, r.stderr, file=sys.stderr); return r.returncode
    t1 = time.time()
    pages = build_source(execute=not a.no_execute)
    if not a.no_execute: make_execution_cache()
    cmd = [str(bin_/"sphinx-build"), "-W", "--keep-going", "-q", "-j", str(a.jobs), "-b", "html", "-c", str(CONF),
           "-d", str(BUILD/"doctrees"), str(SRC), str(BUILD/"html")]
    r = subprocess.run(cmd, cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    noise = re.compile(r"^\[IPKernelApp\] WARNING \| Kernel is running over TCP without encryption")  # every kernel
    sys.stderr.write("".join(l for l in r.stderr.splitlines(True) if not noise.match(l)))
    if r.returncode: print(f"sphinx-build failed (warnings are errors): {' '.join(cmd)}", file=sys.stderr); return r.returncode
    t2 = time.time()
    shutil.rmtree(DOCS, ignore_errors=True)
    shutil.copytree(BUILD/"html", DOCS)
    shutil.copy2(SRC/"_pages.json", DOCS/"pages.json")
    if not a.no_linkcheck and (broken := linkcheck()):
        print(f"link check: {len(broken)} broken local links\n" + "\n".join(broken[:50]), file=sys.stderr); return 1
    print(f"{len(pages)} pages ({sum(p['executed'] for p in pages)} run) in {DOCS.relative_to(ROOT)}/: nbdev {t1 - t0:.0f}s, "
          f"sphinx {t2 - t1:.0f}s, link check {time.time() - t2:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
