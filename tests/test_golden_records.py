"""The library's decisions are unchanged by refactoring: `check` verdicts on the shipped problems, and every record
of a scripted-model evolution and of each baseline (stub evaluator), measured fields aside. See
`tests/golden_records.py`; regenerate with `python tests/golden_records.py --update` only for an intended change."""
import json
import pytest
from golden_records import GOLDEN, collect


@pytest.mark.parametrize("which", ["evolve", "baselines", "check"])
def test_same_decisions(which):
    want = json.loads((GOLDEN/f"{which}.json").read_text())
    got = json.loads(json.dumps(collect([which])[which]))
    if got != want:   # name the first difference rather than dumping two large objects
        def first_diff(a, b, path=""):
            if type(a) != type(b): return path, a, b
            if isinstance(a, dict):
                for k in sorted(set(a) | set(b)):
                    if k not in a or k not in b: return f"{path}/{k}", a.get(k, "<missing>"), b.get(k, "<missing>")
                    if (d := first_diff(a[k], b[k], f"{path}/{k}")): return d
            elif isinstance(a, list):
                if len(a) != len(b): return f"{path} (length)", len(a), len(b)
                for i, (x, y) in enumerate(zip(a, b)):
                    if (d := first_diff(x, y, f"{path}[{i}]")): return d
            elif a != b: return path, a, b
            return None
        where, g, w = first_diff(got, want)
        pytest.fail(f"{which}: first difference at {where}: now {g!r}, golden {w!r}")
