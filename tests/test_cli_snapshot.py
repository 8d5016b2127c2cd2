"""The command line is a public interface: every verb, flag and default recorded in `tests/golden/cli_flags.json`
(taken before the re-layout) still exists with the same default and the same spellings; new ones may be added."""
import json, subprocess, sys
import pytest
from cli_snapshot import GOLDEN, snapshot

OLD = json.loads(GOLDEN.read_text())
NOW = snapshot()


def test_every_verb_is_still_there():
    assert sorted(set(OLD) - set(NOW)) == []


def test_every_flag_keeps_its_spellings_and_default():
    lost = [(v, k, a, NOW.get(v, {}).get(k)) for v, args in OLD.items() for k, a in args.items()
            if k not in NOW.get(v, {}) or NOW[v][k]["default"] != a["default"] or not set(a["aliases"]) <= set(NOW[v][k]["aliases"])]
    assert lost == []


def test_every_verb_prints_its_help(capsys):
    from metaevolve.cli.entry import main
    for verb in OLD:
        with pytest.raises(SystemExit) as e: main([*verb.split(), "--help"])
        assert e.value.code == 0 and f"usage: metaevolve {verb}" in capsys.readouterr().out, verb


def test_the_console_script_runs():
    r = subprocess.run([sys.executable, "-m", "metaevolve.cli.entry", "--help"], capture_output=True, text=True)
    assert r.returncode == 0 and "usage: metaevolve" in r.stdout, r.stderr[-500:]
