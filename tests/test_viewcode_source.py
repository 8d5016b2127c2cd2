"""The docs site's source pages: Sphinx's viewcode parses each module with its own parser, and a module it cannot parse
gets no page while the module index still links to it (a broken link that fails the docs build). This checks every
module in seconds, without building the site."""
from pathlib import Path
import pytest

parser = pytest.importorskip("sphinx.pycode.parser")
ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted(ROOT.glob("metaevolve/**/*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_sphinx_parses_every_module(path):
    parser.Parser(path.read_text()).parse()
