"""The command line is a public interface: every verb, flag and default recorded in `tests/golden/cli_flags.json`
(taken before the re-layout) still exists with the same default and the same spellings; new ones may be added."""
import argparse, json, subprocess, sys
import pytest
from cli_snapshot import GOLDEN, snapshot

OLD = json.loads(GOLDEN.read_text())
NOW = snapshot()


def test_every_verb_is_still_there():
    assert sorted(set(OLD) - set(NOW)) == []


def _actions(words: str) -> dict:
    "Option string (or positional name) -> argparse action, for the live parser of a verb."
    from metaevolve.cli.entry import build_parser
    p = build_parser()
    for w in words.split():
        p = next(a for a in p._actions if isinstance(a, argparse._SubParsersAction)).choices[w]
    return {s: a for a in p._actions for s in (a.option_strings or [a.dest])}


def _same_default(old, action) -> bool:
    """The old default still holds: the same value; or the old one was None (\"not given\": the library's default applies,
    which is what the new default now shows); or the old text parses to the new value (`--ratios 0.6,0.2,0.2`)."""
    if old is None or old == action.default: return True
    if isinstance(old, bool) and action.nargs == 0 and action.default is (not old):
        return True   # a switch kept by name whose dest is the negation (`--keep-saturated` -> drop_saturated=False)
    return isinstance(old, str) and callable(action.type) and action.type(old) == action.default


def test_every_flag_keeps_its_spellings_and_default():
    lost = []
    for v, args in OLD.items():
        acts = _actions(v)
        for k, a in args.items():
            act = acts.get(k)
            if act is None or not set(a["aliases"]) <= set(act.option_strings) or not _same_default(a["default"], act):
                lost.append((v, k, a, None if act is None else (act.option_strings, act.default)))
    assert lost == []


def test_every_verb_prints_its_help(capsys):
    from metaevolve.cli.entry import main
    for verb in OLD:
        with pytest.raises(SystemExit) as e: main([*verb.split(), "--help"])
        assert e.value.code == 0 and f"usage: metaevolve {verb}" in capsys.readouterr().out, verb


def test_the_console_script_runs():
    r = subprocess.run([sys.executable, "-m", "metaevolve.cli.entry", "--help"], capture_output=True, text=True)
    assert r.returncode == 0 and "usage: metaevolve" in r.stdout, r.stderr[-500:]
