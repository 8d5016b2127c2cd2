#!/usr/bin/env python3
"""The page of a run (`metaevolve view`, search/07b_page): its size, the time to write it, and its load time in
headless Chromium, for a search of the paper's size (10 rounds x 20 parents, 5 islands, 10 initial samples: 210
programs), with the scripted model's one-line programs and with 40-line programs (`--lines`); and, for the choice of
drawing (search/07a_drawing), the same tree drawn by matplotlib as SVG (size, import + draw time) beside ours.

Load time: the page opened from a file `--repeats` times in a fresh tab each; `load` is the navigation timing's
loadEventEnd (ms after navigation start), `ready` the page's own `view-ready` mark (its script done: section shown,
final selected). Figures, not assertions: tests/test_view.py checks the size bound (< 5 MB) and the node count.

    .venv/bin/python bench/bench_view.py [--lines 40] [--repeats 5]
"""
import argparse, json, re, shutil, statistics, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from metaevolve.search.engine import EvolveConfig, evolve  # noqa: E402
from metaevolve.search.scripted import KeyedBackend, demo_problem, demo_evaluate, demo_model  # noqa: E402
from metaevolve.search.page import write_page  # noqa: E402
from metaevolve.search.runview import read_run  # noqa: E402
from metaevolve.search.drawing import tree_layout, tree_svg  # noqa: E402


def padded_model(lines: int):
    "The scripted model, its program grown by `lines` comment lines that vary with the program (a longer program)."
    def fn(msgs, seed, index):
        text = demo_model(msgs, seed, index)
        m = re.search(r"print\((\d+)\)", text)
        if not m: return text
        body = "".join(f"# step {i}: keep {int(m.group(1)) * (i + 1) % 97} of the running total\n" for i in range(lines))
        return f"```python\n{body}print({m.group(1)})\n```"
    return fn


def last_line_evaluate(items):
    "`demo_evaluate` on each program's last line (the padded programs' `print(K)`)."
    return demo_evaluate([((code or "").strip().splitlines()[-1] if code else code, p) for code, p in items])


def make_run(out: Path, lines: int) -> Path:
    "A scripted search of the paper's size into `out`."
    cfg = EvolveConfig(rounds=10, parents=20, keep=5, islands=5, migrate_every=5, n_initial=10, seed=0)
    model, ev = (padded_model(lines), last_line_evaluate) if lines else (demo_model, demo_evaluate)
    evolve([demo_problem("a")], KeyedBackend(model), out, cfg, ev, progress=False)
    return out


MPL = """
import io, json, sys, time
t0 = time.perf_counter()
import matplotlib; matplotlib.use("Agg"); import matplotlib.pyplot as plt
pos, edges = json.load(open(sys.argv[1]))
fig, ax = plt.subplots(figsize=(8, 5))
for a, b in edges: ax.plot([pos[a][0], pos[b][0]], [pos[a][1], pos[b][1]], color="0.8", lw=.6)
ax.scatter([x for x, _ in pos.values()], [y for _, y in pos.values()], c=range(len(pos)), s=14)
buf = io.StringIO(); fig.savefig(buf, format="svg")
print(json.dumps({"bytes": len(buf.getvalue().encode()), "s": time.perf_counter() - t0}))
"""


def matplotlib_tree(run: Path, tmp: Path) -> dict:
    "The same layout drawn by matplotlib (a fresh process: its import counts), and our SVG of it."
    pv = read_run(run).problems[0]
    lay = tree_layout(pv.programs)
    edges = [(p.parent_id, p.id) for p in pv.programs if p.parent_id in lay.pos]
    (tmp/"tree.json").write_text(json.dumps([lay.pos, edges]))
    r = json.loads(subprocess.run([sys.executable, "-c", MPL, str(tmp/"tree.json")], capture_output=True, text=True,
                                  check=True).stdout)
    t0 = time.perf_counter(); ours = tree_svg(pv, lay); t_ours = time.perf_counter() - t0
    return {"matplotlib_svg_kb": round(r["bytes"] / 1e3, 1), "matplotlib_s": round(r["s"], 3),
            "ours_svg_kb": round(len(ours.encode()) / 1e3, 1), "ours_s": round(t_ours, 4)}


def chromium_load(page: Path, repeats: int) -> dict:
    "Navigation timing (loadEventEnd) and the page's view-ready mark, over `repeats` loads."
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = shutil.which("chromium")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    drv = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=opts)
    loads, ready = [], []
    try:
        for _ in range(repeats):
            drv.get("about:blank"); drv.get(page.as_uri())
            t = drv.execute_script("return [performance.getEntriesByType('navigation')[0].loadEventEnd,"
                                   "performance.getEntriesByName('view-ready')[0].startTime]")
            loads.append(t[0]); ready.append(t[1])
    finally: drv.quit()
    stat = lambda xs: {"median_ms": round(statistics.median(xs)), "min_ms": round(min(xs)), "max_ms": round(max(xs))}
    return {"load": stat(loads), "ready": stat(ready), "repeats": repeats}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=40, help="comment lines of the longer programs (0: only one-line ones)")
    ap.add_argument("--repeats", type=int, default=5)
    a = ap.parse_args()
    out = {}
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        for name, lines in (("one-line programs", 0), (f"{a.lines}-line programs", a.lines)):
            run = make_run(d/name.replace(" ", "_"), lines)
            t0 = time.perf_counter(); page = write_page(run); t_write = time.perf_counter() - t0
            fig = {"programs": sum(1 for _ in open(run/"programs.jsonl")),
                   "trace_mb": round((run/"trace.jsonl").stat().st_size / 1e6, 2),
                   "page_mb": round(page.stat().st_size / 1e6, 3), "write_s": round(t_write, 3)}
            if shutil.which("chromium") and shutil.which("chromedriver"): fig["chromium"] = chromium_load(page, a.repeats)
            if not lines: fig["tree_drawing"] = matplotlib_tree(run, d)
            out[name] = fig
            print(name, json.dumps(fig), flush=True)
    return out


if __name__ == "__main__":
    main()
