#!/usr/bin/env python
"""Draw `figures/run_view.png`, the README's picture of `metaevolve view`: the page of the committed example run
(`nbs/guide/example_run/`) in headless Chromium at 1400×900, its evolution search's problem `a` chosen, its tree
zoomed in twice and a child clicked, so that the side panel shows the child's code and its diff to its parent. The
header's time of writing is left out, so that the figure does not change with the clock. Needs Debian's chromium and
chromedriver (`make system`) and selenium; the PNG is quantized to a palette to stay small.
Run: `python tools/view_screenshot.py`."""
import json, shutil, sys, tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from metaevolve.search.page import write_page   # noqa: E402

RUN = ROOT/"nbs"/"guide"/"example_run"
OUT = ROOT/"figures"/"run_view.png"
CHOICE, SIZE, ZOOM_IN = ("evolve", "a"), (1400, 900), 2   # ZOOM_IN: clicks on the page's + button


def browser():
    "Headless Chromium through Debian's chromedriver, at the screenshot's window size."
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (chromium and driver): sys.exit("chromium/chromedriver missing: `make system` installs them")
    opts = webdriver.ChromeOptions(); opts.binary_location = chromium
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", f"--window-size={SIZE[0]},{SIZE[1]}",
              "--hide-scrollbars", "--disable-background-networking", "--disable-component-update", "--disable-sync",
              "--disable-dev-shm-usage"):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service(driver), options=opts)


def child_to_click(run: Path, problem: str) -> int:
    "The tree node to click: the problem's final when its code differs from its parent's, else the first such child."
    progs = [json.loads(l) for l in (run/"programs.jsonl").read_text().splitlines() if l.strip()]
    progs = list({p["id"]: p for p in progs if p["problem_id"] == problem}.values())
    progs.sort(key=lambda p: p["seq"])
    by_id = {p["id"]: p for p in progs}
    recs = [json.loads(l) for l in (run/"results.jsonl").read_text().splitlines() if l.strip()]
    final = next((r["final_id"] for r in recs if r["problem_id"] == problem), None)
    changed = [p for p in progs if p["parent_id"] and p["code"] and p["code"] != by_id[p["parent_id"]]["code"]]
    pick = next((p for p in changed if p["id"] == final), changed[0])
    return progs.index(pick)


def shoot(out: Path = OUT) -> Path:
    "Write the page, open it, choose the run's problem, click the child, save the quantized screenshot to `out`."
    from PIL import Image
    with tempfile.TemporaryDirectory() as d:
        page, png = write_page(RUN, Path(d)/"view.html"), Path(d)/"shot.png"
        drv = browser()
        try:
            drv.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": SIZE[0], "height": SIZE[1],
                                                                       "deviceScaleFactor": 1, "mobile": False})
            drv.get(page.as_uri())
            drv.execute_script("const n = document.querySelector('header .note');"   # no clock time: a stable figure
                               "n.textContent = n.textContent.replace(/ · written .*/, '');")
            choice = drv.execute_script("const s = document.getElementById('pick');"
                                        f"s.value = [...s.options].find(o => o.text === '{CHOICE[0]} · {CHOICE[1]}').value;"
                                        "s.dispatchEvent(new Event('change')); return s.value;")
            for _ in range(ZOOM_IN): drv.execute_script("document.getElementById('zin').click()")
            k = child_to_click(RUN/CHOICE[0], CHOICE[1])
            drv.execute_script(f"document.querySelector('#s{choice} .n[data-k=\"{k}\"]')"
                               ".dispatchEvent(new MouseEvent('click', {bubbles: true}))")
            drv.save_screenshot(str(png))
        finally: drv.quit()
        img = Image.open(png).convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT)
        out.parent.mkdir(parents=True, exist_ok=True); img.save(out, optimize=True)
    return out


if __name__ == "__main__":
    out = shoot()
    print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1024:.0f} KB")
