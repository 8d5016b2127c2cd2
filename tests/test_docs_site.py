"""The docs site: nbdev's processing step plus an HTML render (tools/build_docs.py), opened in headless Chromium.

Quarto cannot be installed on these machines, so CI checks everything up to it: `nbdev-proc-nbs`, then each processed
page rendered with nbconvert, then the home page and a paper-table page loaded in a real browser, checking that every
image on them decoded (naturalWidth > 0)."""
import functools, http.server, json, shutil, subprocess, sys, threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")


@pytest.fixture(scope="module")
def site():
    "Build _docs once and serve it on loopback."
    r = subprocess.run([sys.executable, str(ROOT/"tools"/"build_docs.py")], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(ROOT/"_docs"))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
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
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
              "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    drv = webdriver.Chrome(service=Service(DRIVER), options=opts)
    yield drv
    drv.quit()


def images_status(drv, url):
    "Load `url` and return (title, [(src prefix, loaded?)]) once the page has finished loading."
    drv.get(url)
    drv.execute_async_script("const done = arguments[0]; if (document.readyState === 'complete') done(); else window.addEventListener('load', () => done());")
    imgs = drv.execute_script("return Array.from(document.images).map(i => [i.src.slice(0, 40), i.complete && i.naturalWidth > 0]);")
    return drv.title, imgs


def test_home_page(site, browser):
    base, pages = site
    assert pages[0]["page"] == "index.html"
    title, imgs = images_status(browser, f"{base}/index.html")
    assert "metaevolve" in browser.page_source
    assert all(ok for _, ok in imgs), imgs
    links = browser.execute_script("return Array.from(document.querySelectorAll('nav.metaevolve-nav a')).length")
    assert links == len(pages)


def test_table_page_figures(site, browser):
    base, pages = site
    tables = [p["page"] for p in pages if p["page"].startswith(("results/table", "paper/table"))]
    assert tables, f"no paper-table page in the site: {[p['page'] for p in pages]}"
    page = next((p for p in tables if p.startswith("results/")), tables[0])  # executed copies carry the figures
    title, imgs = images_status(browser, f"{base}/{page}")
    assert imgs, f"{page}: no figures on the page"
    assert all(ok for _, ok in imgs), imgs
