#!/usr/bin/env python
"""`make rehearse-paper`: the paper profile's tables at a few problems per benchmark, against stand-in servers.

Runs `metaevolve.paper.rehearsal.rehearse` twice on the same folder: the first run converts the benchmark fixtures,
answers each server URL of `configs/profiles/paper.yaml` with a scripted model on loopback and produces every table and
figure of the profile; the second must find every run directory complete and send no request. Exit 1 when a notebook
fails, a title carries a STAND-IN mark, or the second run asks a server for anything. Writes OUT/rehearsal.json.

Usage: python tools/rehearse_paper.py [--out runs/rehearse-paper] [--keep]   (--keep: resume OUT instead of emptying it)
       python tools/rehearse_paper.py --plan [--json]   the paper profile's plan at the rehearsal's sizes, stand-ins up
       python tools/rehearse_paper.py --serve           the stand-in servers only, until Ctrl-C, and the plan command
"""
from __future__ import annotations
import argparse, json, shlex, shutil, subprocess, sys, time
from pathlib import Path
import yaml
from metaevolve.core.problems import load_problems
from metaevolve.paper.plan import plan_tables
from metaevolve.paper.rehearsal import NOT_REHEARSED, fixture_benchmarks, rehearsal_settings, rehearse, stand_in_servers

ROOT = Path(__file__).resolve().parents[1]


def stand_in_marks(folder: Path) -> list[str]:
    "The output files under `folder/results` whose text carries a STAND-IN mark (a trained column run by the base model)."
    return sorted(str(f) for f in (folder/"results").glob("*") if f.is_file() and "STAND-IN" in f.read_text(errors="replace"))


def with_stand_ins(out: str, as_json: bool, serve: bool) -> int:
    "The stand-in servers of the paper profile up on the rehearsal's data: the plan's exit status, or serve until Ctrl-C."
    files = fixture_benchmarks(ROOT/"tests"/"fixtures"/"benchmarks", ROOT/out/"benchmarks")
    defaults, overrides = rehearsal_settings(out)
    cmd = [sys.executable, "-m", "metaevolve", "tables", "--profile", "paper", "--plan", "--defaults",
           yaml.safe_dump(defaults, default_flow_style=True).strip(), "--overrides",
           yaml.safe_dump(overrides, default_flow_style=True).strip(), *(["--json"] if as_json else [])]
    servers = plan_tables("paper", root=ROOT, timeout=0.5)["servers"]
    with stand_in_servers(servers, [p for f in files.values() for p in load_problems(f)]) as started:
        print("stand-in servers: " + ", ".join(f"{s.base_url} ({s.model})" for s in started), file=sys.stderr)
        if not serve: return subprocess.run(cmd, cwd=ROOT).returncode
        print("the plan at the rehearsal's sizes:\n  " + shlex.join(["metaevolve", *cmd[3:]]) + "\nCtrl-C stops the servers",
              file=sys.stderr)
        try:
            while True: time.sleep(3600)
        except KeyboardInterrupt: return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="runs/rehearse-paper", help="the rehearsal's folder, relative to the repository root")
    ap.add_argument("--keep", action="store_true", help="resume the folder instead of emptying it first")
    ap.add_argument("--plan", action="store_true", help="print the plan with the stand-ins up (no table runs)")
    ap.add_argument("--json", action="store_true", help="with --plan: the plan as JSON")
    ap.add_argument("--serve", action="store_true", help="start the stand-in servers and wait (Ctrl-C stops them)")
    args = ap.parse_args()
    if args.plan or args.serve: return with_stand_ins(args.out, args.json, args.serve)
    folder = ROOT/args.out
    if folder.exists() and not args.keep: shutil.rmtree(folder)
    record, ok = {}, True
    for attempt in ("first", "second"):
        t0 = time.perf_counter()
        res = rehearse(args.out, root=ROOT)
        secs = time.perf_counter() - t0
        print(f"{attempt} run: {secs:.0f}s; server requests: {res['calls']}", file=sys.stderr)
        for r in res["runs"]:
            print(f"  {'ok  ' if r['ok'] else 'FAIL'} {Path(r['notebook']).name} ({r['seconds']:.1f}s)"
                  + ("" if r["ok"] else f": {r['error']}"), file=sys.stderr)
        ok &= all(r["ok"] for r in res["runs"])
        record[attempt] = {"seconds": round(secs, 1), "calls": res["calls"],
                           "runs": [{k: r[k] for k in ("notebook", "ok", "seconds", "error")} for r in res["runs"]]}
    record["plan"] = res["plan"]
    if any(record["second"]["calls"].values()): ok = False; print("the second run sent requests: it did not resume", file=sys.stderr)
    if marks := stand_in_marks(folder): ok = False; print(f"STAND-IN marks in {marks}", file=sys.stderr)
    outputs = sorted(str(f.relative_to(ROOT)) for d in ("results", "figures") for f in (folder/d).glob("*"))
    record["outputs"], record["not_rehearsed"] = outputs, NOT_REHEARSED
    (folder/"rehearsal.json").write_text(json.dumps(record, indent=1, default=str))
    print(f"{len(outputs)} tables and figures in {folder/'results'} and {folder/'figures'}; record {folder/'rehearsal.json'}",
          file=sys.stderr)
    print("not rehearsed:\n" + "\n".join(f"  - {x}" for x in NOT_REHEARSED), file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    try: sys.exit(main())
    except OSError as e: print(f"rehearse-paper: {e}", file=sys.stderr); sys.exit(2)
