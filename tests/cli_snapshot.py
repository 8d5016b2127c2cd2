"""The command line as data: every verb and sub-verb with its flags, positional arguments and defaults.

`python tests/cli_snapshot.py --update` writes `tests/golden/cli_flags.json`; `tests/test_cli_snapshot.py` checks that
every verb, flag and default recorded there still exists (new ones may be added: the CLI is a public interface)."""
from __future__ import annotations
import argparse, json, sys
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent/"golden"/"cli_flags.json"


def _subparsers(p: argparse.ArgumentParser):
    for a in p._actions:
        if isinstance(a, argparse._SubParsersAction): return a.choices
    return {}


def describe(p: argparse.ArgumentParser, path=()) -> dict:
    "{verb path: {flag or positional name: default}} for `p` and its sub-parsers, recursively."
    out, args = {}, {}
    for a in p._actions:
        if isinstance(a, (argparse._HelpAction, argparse._SubParsersAction)): continue
        key = max(a.option_strings, key=len) if a.option_strings else a.dest
        default = a.default if isinstance(a.default, (str, int, float, bool, type(None), list)) else repr(a.default)
        args[key] = {"default": default, "aliases": sorted(a.option_strings), "nargs": a.nargs}
    if path: out[" ".join(path)] = args
    for name, sp in _subparsers(p).items(): out.update(describe(sp, (*path, name)))
    return out


def snapshot() -> dict:
    from metaevolve.cli.entry import build_parser
    return describe(build_parser())


if __name__ == "__main__":
    if "--update" in sys.argv:
        GOLDEN.write_text(json.dumps(snapshot(), indent=1, sort_keys=True) + "\n"); print(f"wrote {GOLDEN}")
    else: print(json.dumps(snapshot(), indent=1, sort_keys=True))
