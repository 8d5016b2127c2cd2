# Sphinx configuration of the docs site (tools/build_docs.py writes the sources to _docsrc/ and runs sphinx-build).
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT/"_docsrc"

project = "metaevolve"
author = "metaevolve developers"
copyright = "metaevolve developers"
root_doc = "index"
extensions = ["myst_nb", "sphinx.ext.mathjax", "sphinx.ext.viewcode"]
exclude_patterns = ["_build", "_build/**", "**.ipynb_checkpoints", "_pages.json", "_groups.json"]
suppress_warnings = ["misc.highlighting_failure"]  # pseudo-JSON schemas in ```json blocks

# MyST: $…$ and $$…$$ math (amsmath environments too), ::: fences for admonitions, {…} attributes
myst_enable_extensions = ["dollarmath", "amsmath", "colon_fence", "attrs_inline", "attrs_block", "fieldlist"]
myst_dmath_double_inline = True
nb_render_markdown_format = "myst"

# Library notebooks run at build time (each page says so in its metadata); outputs cached between builds
nb_execution_mode = "off"
nb_execution_cache_path = str(ROOT/".cache"/"jupyter-cache")
nb_execution_timeout = 600
nb_execution_raise_on_error = True
nb_execution_show_tb = True
nb_merge_streams = True
nb_output_stderr = "remove"  # progress bars and log lines of papermill runs

# MathJax 3 from the local copy in _static (tools/build_docs.py copies it from the sphinx-mathjax-offline wheel)
mathjax_path = "mathjax/tex-chtml.js"
mathjax3_config = {"tex": {"tags": "none"}, "chtml": {"displayAlign": "center"}}

# Python objects documented by nbdev's show_doc: short names, long signatures over several lines, source pages
add_module_names = False
python_maximum_signature_line_length = 96
toc_object_entries_show_parents = "hide"

html_theme = "sphinx_book_theme"
html_title = "metaevolve"
html_static_path = [str(Path(__file__).parent/"_static"), str(SRC/"_static")]
html_css_files = ["metaevolve.css"]
html_last_updated_fmt = None
html_theme_options = {
    "show_navbar_depth": 1,
    "show_toc_level": 2,
    "home_page_in_toc": True,
    "use_download_button": False,
    "use_fullscreen_button": False,
    "navigation_with_keys": False,
    "search_bar_text": "Search the docs…",
}
html_sidebars = {"**": ["navbar-logo.html", "search-button-field.html", "sbt-sidebar-nav.html"]}
