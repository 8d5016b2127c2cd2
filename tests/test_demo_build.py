"""`make demo` starts llama.cpp's build in the background before setup installs the package's dependencies: the venv
then holds only the Makefile's LLAMA_BUILD_DEPS. If `metaevolve.llm.llamacpp` imports another third-party package,
that build dies at import and the demo's first stage builds llama.cpp itself, ~5 minutes later than it could have.
This test keeps the list and the module's import closure in step."""
import importlib.metadata, json, re, subprocess, sys
from pathlib import Path
from metaevolve.core.machine import _norm   # a distribution name as pip compares it

ROOT = Path(__file__).resolve().parents[1]
# the closure, listed in a fresh interpreter: top-level modules from files, outside the standard library and the package
# (Cython's `cython_runtime` has no file)
CLOSURE = """import sys, json
import metaevolve.llm.llamacpp
tops = {m.split('.')[0] for m in sys.modules}
print(json.dumps(sorted(t for t in tops if t not in sys.stdlib_module_names and not t.startswith('_')
                        and t != 'metaevolve' and getattr(sys.modules.get(t), '__file__', None))))"""


def makefile_deps() -> set[str]:
    "The distributions the Makefile installs before the background build (LLAMA_BUILD_DEPS), normalized."
    m = re.search(r"^LLAMA_BUILD_DEPS\s*:=\s*(.+)$", (ROOT/"Makefile").read_text(), re.M)
    assert m, "Makefile has no LLAMA_BUILD_DEPS line"
    return {_norm(d) for d in m.group(1).split()}


def closure_distributions() -> set[str]:
    "The distributions that provide the third-party modules `metaevolve.llm.llamacpp` imports, normalized."
    out = subprocess.run([sys.executable, "-c", CLOSURE], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    owners = importlib.metadata.packages_distributions()
    dists = set()
    for top in json.loads(out):
        assert top in owners, f"no installed distribution provides the module {top!r}"
        dists |= {_norm(d) for d in owners[top]}
    return dists


def test_background_build_deps_cover_the_import_closure():
    missing = closure_distributions() - makefile_deps()
    assert not missing, f"metaevolve.llm.llamacpp imports {sorted(missing)}: add them to the Makefile's LLAMA_BUILD_DEPS"


def test_demo_target_installs_the_deps_before_the_build():
    text = (ROOT/"Makefile").read_text()
    demo = text[text.index("\ndemo:"):]
    assert demo.index("$(LLAMA_BUILD_DEPS)") < demo.index("$(LLAMA_BUILD)")
