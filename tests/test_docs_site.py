"""The docs site (`make docs`, tools/build_docs.py: nbdev's processing, then Sphinx + MyST-NB) opened in headless Chromium.

Quarto cannot be installed on these machines, so this is the site CI checks. The build itself treats Sphinx warnings as
errors and checks every local link and anchor. Here a real browser loads the home page, the fitness and diversity
pages and a paper-table page, and checks what a reader sees: equations typeset by the local MathJax with the paper's
equation numbers and no TeX source left, no Quarto attribute text, the sidebar naming every pipeline stage,
previous/next links and a search box, show_doc entries with a source link, every image decoded, the figures of an
executed paper notebook inline. A screenshot of each page (top, and scrolled to its equations or figures) is saved in
`_screenshots/docs/` (override with METAEVOLVE_DOCS_SHOTS)."""
import functools, http.server, json, os, re, shutil, subprocess, sys, threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
SHOTS = Path(os.environ.get("METAEVOLVE_DOCS_SHOTS", ROOT/"_screenshots"/"docs"))
# the paper's equation numbers on the pages that define them (by nbdev output name)
EQUATIONS = {"diversity": [1, 2], "fitness": [3]}


@pytest.fixture(scope="module")
def site():
    "Build _docs once (library notebooks run, outputs cached in .cache/jupyter-cache) and serve it on loopback."
    r = subprocess.run([sys.executable, str(ROOT/"tools"/"build_docs.py")], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr[-5000:]
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a): pass
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(ROOT/"_docs")))
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_address[1]}", json.loads((ROOT/"_docs"/"pages.json").read_text())
    srv.shutdown()


@pytest.fixture(scope="module")
def browser():
    if not (CHROMIUM and DRIVER):
        pytest.fail("chromium/chromedriver missing: `make system` installs Debian's chromium and chromium-driver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--window-size=1400,1000",
              "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    drv = webdriver.Chrome(service=Service(DRIVER), options=opts)
    drv.set_script_timeout(30)
    yield drv
    drv.quit()


def page_named(pages, stem: str) -> str:
    "The page whose nbdev output name is `stem` (flat layout: `fitness.html`; stage folders: `execution/fitness.html`)."
    found = [p["page"] for p in pages if Path(p["page"]).stem == stem and not p["page"].startswith(("results/", "pipeline/"))]
    assert found, f"no page {stem}.html in {[p['page'] for p in pages]}"
    return found[0]


def load(drv, url) -> dict:
    "Load `url`, wait for the page and MathJax, and return what a reader sees."
    drv.get(url)
    drv.execute_async_script("""const done = arguments[0];
        const ready = () => (window.MathJax && MathJax.startup ? MathJax.startup.promise : Promise.resolve()).then(() => done());
        if (document.readyState === 'complete') ready(); else window.addEventListener('load', ready);""")
    return drv.execute_script("""return {
        text: document.querySelector('main').innerText,
        math: document.querySelectorAll('mjx-container').length,
        display_math: document.querySelectorAll('mjx-container[display="true"]').length,
        tex_left: document.querySelectorAll('.math:not(:has(mjx-container))').length,
        tags: Array.from(document.querySelectorAll('mjx-mtd[id^="mjx-eqn:"]')).map(e => e.id.slice(8)),
        captions: Array.from(document.querySelectorAll('nav.bd-docs-nav p.caption')).map(e => e.textContent.trim()),
        prevnext: document.querySelectorAll('.prev-next-area a').length,
        search: !!document.querySelector('input[name="q"]'),
        images: Array.from(document.images).map(i => [i.src.slice(0, 60), i.complete && i.naturalWidth > 0]),
        api: document.querySelectorAll('dl.py').length,
        source_links: document.querySelectorAll('dl.py .viewcode-link').length,
        tables: document.querySelectorAll('main table').length,
        outputs: document.querySelectorAll('main .cell_output').length,
    };""")


def shoot(drv, name: str, selector: str | None = None) -> None:
    "Screenshots: the top of the page, and (if `selector` matches) the first such element scrolled into view."
    SHOTS.mkdir(parents=True, exist_ok=True)
    drv.execute_script("window.scrollTo(0, 0)")
    drv.save_screenshot(str(SHOTS/f"{name}.png"))
    if selector and drv.execute_script(f"const e = document.querySelector({json.dumps(selector)}); if (e) e.scrollIntoView(); return !!e"):
        drv.execute_script("window.scrollBy(0, -120)")
        drv.save_screenshot(str(SHOTS/f"{name}-detail.png"))


def check_common(seen: dict, pages) -> None:
    "What every page has: no TeX source, no Quarto attribute text, the sidebar by stage, prev/next, search, images."
    assert "$$" not in seen["text"] and "\\text{" not in seen["text"], "raw TeX left on the page"
    assert seen["tex_left"] == 0, f"{seen['tex_left']} math elements not typeset"
    for quarto in ('{target="_blank"', 'style="float:right', "::: {", "{.callout"):
        assert quarto not in seen["text"], f"Quarto syntax visible: {quarto}"
    groups = json.loads((ROOT/"_docsrc"/"_groups.json").read_text())
    want = [g["caption"] for g in groups if any(p["group"] == g["key"] for p in pages)]
    assert want and seen["captions"][:len(want)] == want, (seen["captions"], want)  # every stage, in pipeline order
    assert seen["prevnext"] >= 1 and seen["search"]
    assert all(ok for _, ok in seen["images"]), seen["images"]


def test_home_page(site, browser):
    base, pages = site
    assert pages[0]["page"] == "index.html"
    seen = load(browser, f"{base}/index.html")
    shoot(browser, "home", "main table")
    check_common(seen, pages)
    assert "metaevolve" in seen["text"]
    assert seen["tables"] >= 1, "the home page's pipeline table is not a table"
    assert "| ---" not in seen["text"] and "|---" not in seen["text"]


@pytest.mark.parametrize("stem", ["fitness", "diversity"])
def test_equation_pages(site, browser, stem):
    base, pages = site
    page = page_named(pages, stem)
    seen = load(browser, f"{base}/{page}")
    shoot(browser, stem, "mjx-container[display='true']")
    check_common(seen, pages)
    assert seen["display_math"] >= len(EQUATIONS[stem]), seen
    assert [int(t) for t in seen["tags"]] == EQUATIONS[stem], f"equation numbers {seen['tags']} are not the paper's"
    assert seen["api"] >= 3 and seen["source_links"] >= 3, "show_doc entries or their [source] links missing"


def test_every_equation_number(site, browser):
    "Every `\\tag{n}` written in a notebook shows as (n) on its page, and together they are the paper's Eq. 1-5."
    base, pages = site
    written = {}
    for nb in (ROOT/"_docsrc").rglob("*.ipynb"):
        if "_build" in nb.parts: continue
        cells = json.loads(nb.read_text())["cells"]
        tags = [int(t) for c in cells if c["cell_type"] == "markdown" for t in re.findall(r"\\tag\{(\d+)\}", "".join(c["source"]))]
        if tags: written[nb.relative_to(ROOT/"_docsrc").with_suffix(".html").as_posix()] = tags
    assert sorted(t for v in written.values() for t in v) == [1, 2, 3, 4, 5], written
    for page, tags in written.items():
        assert [int(t) for t in load(browser, f"{base}/{page}")["tags"]] == tags, page


def test_table_page_figures(site, browser):
    base, pages = site
    tables = [p["page"] for p in pages if p["page"].startswith("results/table")]
    assert tables, f"no executed paper-table page in the site: {[p['page'] for p in pages]}"
    page = "results/table2_methods.html" if "results/table2_methods.html" in tables else tables[0]
    seen = load(browser, f"{base}/{page}")
    shoot(browser, Path(page).stem, "main img")
    check_common(seen, pages)
    assert seen["images"], f"{page}: no figures on the page"
    assert seen["tables"] >= 1 and seen["outputs"] >= 3, "the executed notebook's table and outputs are missing"


def test_library_outputs_and_search(site, browser):
    "Library notebooks ran at build time, so their outputs show; the search page finds an API name."
    base, pages = site
    assert sum(p["executed"] for p in pages) >= 10
    seen = load(browser, f"{base}/{page_named(pages, 'metrics')}")
    assert seen["outputs"] >= 1
    browser.get(f"{base}/search.html?q=eq3_score")
    browser.execute_async_script("""const done = arguments[0], t0 = Date.now();
        (function poll() { const r = document.querySelectorAll('#search-results li');
          if (r.length || Date.now() - t0 > 15000) done(); else setTimeout(poll, 200); })();""")
    hits = browser.execute_script("return Array.from(document.querySelectorAll('#search-results li a')).map(a => a.href)")
    assert any("fitness" in h for h in hits), hits


def test_runs_page(site, browser):
    "The runs and benchmarks page (nbs/guide/01_runs) is in the site, with its figure and the tables it renders from data."
    base, pages = site
    page = next((p["page"] for p in pages if Path(p["page"]).stem == "runs"), None)
    assert page, f"no runs page in the site: {[p['page'] for p in pages]}"
    seen = load(browser, f"{base}/{page}")
    shoot(browser, "runs", "main img")
    check_common(seen, pages)
    assert seen["images"] and seen["tables"] >= 3, seen
