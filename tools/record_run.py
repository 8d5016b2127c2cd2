#!/usr/bin/env python
"""Add a measured `make demo` run to `data/measured/demo_runs.json`, the data the runs page renders.

The demo writes `runs/demo/demo.json` (stage times, each GRPO step, each arm's start and final). What it cannot know
comes on the command line: the commit it ran, the wall time and peak memory of the whole `make demo` (from
`/usr/bin/time -v`), and what was cached. Then re-run the runs page: `make runs-page`.

Usage: python tools/record_run.py runs/demo/demo.json --commit REV --wall-s S --peak-rss-gb G [--caches TEXT]
"""
from __future__ import annotations
import argparse, datetime, json, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT/"data"/"measured"/"demo_runs.json"
STAGES = {"1": "sample", "2": "filter", "3": "synthesize", "4": "train", "4b": "gguf", "5a": "initial", "5b": "arms",
          "6": "tables"}   # the demo's stage numbers -> the record's short names (runs before the arms moved into the
                           # table stage called stage 6 "table2")


def stage_key(name: str) -> str:
    "The short name of a demo stage ('4b. trained model to GGUF ...' -> 'gguf'); unknown ones keep their label."
    return STAGES.get(name.split(".", 1)[0].strip(), name)


def run_record(demo: dict, commit: str, wall_s: float | None, peak: float | None, caches: str, rid: str) -> dict:
    "One record of `demo_runs.json` from a demo.json and what the command line adds."
    stages = {}
    for s in demo.get("stages", []):
        k = stage_key(s["stage"]); stages[k] = round(stages.get(k, 0) + s["seconds"], 1)
    steps = [{"step": t["step"], "reward": t.get("reward"), "reward_std": t.get("reward_std"),
              "improvement_rate": t.get("improvement_rate")} for t in demo.get("training") or []]
    return {"id": rid, "commit": commit, "date": datetime.date.today().isoformat(), "caches": caches, "exit": 0,
            "wall_s": wall_s if wall_s is not None else demo.get("total_s"), "peak_rss_gb": peak, "stages_s": stages,
            "grpo": steps, "arms": demo.get("evolution", []), "table2": demo.get("table2"), "table": demo.get("table")}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("demo_json", type=Path)
    ap.add_argument("--commit", required=True, help="the commit the run was made at")
    ap.add_argument("--wall-s", type=float, help="wall seconds of the whole `make demo` (default: the demo's own total)")
    ap.add_argument("--peak-rss-gb", type=float, help="peak RSS of the whole run, from /usr/bin/time -v")
    ap.add_argument("--caches", default="fresh clone, every cache empty", help="what was cached")
    a = ap.parse_args(argv)
    try: demo = json.loads(a.demo_json.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        print(f"record_run: error: {a.demo_json}: not a demo.json ({type(e).__name__}: {e})", file=sys.stderr); return 2
    doc = json.loads(RECORD.read_text())
    rid = f"run-{len(doc['runs']) + 10:02d}"   # cold-NN: the runs from empty caches transcribed first
    doc["runs"].append(run_record(demo, a.commit, a.wall_s, a.peak_rss_gb, a.caches, rid))
    RECORD.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    print(f"added {rid} to {RECORD}; now run `make runs-page`")
    return 0


if __name__ == "__main__": sys.exit(main())
