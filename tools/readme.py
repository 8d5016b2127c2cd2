#!/usr/bin/env python
"""Write README.md from nbs/index.ipynb (`make readme`): nbconvert's markdown, with every relative link and image made
relative to the repository root instead of `nbs/` (the notebook links as the docs site resolves it, from `nbs/`).
nbdev's own `nbdev-readme` needs Quarto, which is not installable on every machine."""
import posixpath, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"(!?\[[^\]]*\]\()([^)\s]+)(\))")


def from_root(target: str) -> str:
    "A link target written from nbs/, as seen from the repository root (URLs and anchors unchanged)."
    if re.match(r"^[a-z]+:|^#|^/", target): return target
    return posixpath.normpath(posixpath.join("nbs", target))


def main() -> int:
    md = subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--log-level", "WARN", "--to", "markdown",
                         "--stdout", str(ROOT/"nbs"/"index.ipynb")], capture_output=True, text=True, check=True).stdout
    (ROOT/"README.md").write_text(LINK.sub(lambda m: m.group(1) + from_root(m.group(2)) + m.group(3), md))
    return 0


if __name__ == "__main__": sys.exit(main())
