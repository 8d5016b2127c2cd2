"""The demo's two stages that carry an effect, run alone on several seeds: how often does GRPO get a step with a
spread of rewards, and how often does an evolution arm's final program beat its start beyond the noise band?

Usage (after a `make demo`, whose synthesized data and trained model it reuses):

    .venv/bin/python tools/demo_seeds.py --demo runs/demo --seeds 0,1,2,3,4 [--stages train,evolve]
        [--set train_prompts=probe --name seeds-probe]

Each seed gets its own run directories under `<demo>/seeds/` (resumable: a finished seed is read back, not rerun);
the settings are the demo's own (`<demo>/config.yaml`, fields it lacks at this version's defaults) with only the
seed changed. The evolution stage's MetaEvolve
arm serves the demo's trained model (the one `make demo` trained with its seed), so the seeds vary the search, not
the training. Prints one row per seed and stage and the counts over seeds; writes `<demo>/seeds/seeds.json`.
"""
from __future__ import annotations
import argparse, json, sys
from dataclasses import fields, replace
from pathlib import Path


def demo_config(demo: Path):
    "The DemoConfig a finished demo ran with (its run directory's `config.yaml`), every field the demo recorded."
    from metaevolve.core.rundir import RunDir
    from metaevolve.paper.demo import DemoConfig
    rec = RunDir(demo).config
    known = {f.name for f in fields(DemoConfig)}
    cfg = DemoConfig(**{k: v for k, v in rec.items() if k in known and k != "evolve_stop"})
    return replace(cfg, out=str(demo))


def training_row(seed: int, steps: list[dict] | None) -> dict:
    "One seed's GRPO figures: every step's mean reward and std in group; `spread`: some step had a nonzero std."
    steps = steps or []
    return {"seed": seed, "stage": "train", "steps": [{k: s.get(k) for k in ("step", "reward", "reward_std")} for s in steps],
            "spread": any(float(s.get("reward_std") or 0) > 0 for s in steps)}


def evolution_row(seed: int, records: list[dict]) -> dict:
    """One seed's evolution figures: per method and problem start → final and the noise-aware decision (Best-of-N
    too, when the table ran it); `improved`: an evolution arm (AlphaEvolve or MetaEvolve) beat its start."""
    arms = [{k: r.get(k) for k in ("method", "problem_id", "initial_score", "final_score", "improved", "decided_by")}
            for r in records]
    return {"seed": seed, "stage": "evolve", "arms": arms,
            "improved": any(a["improved"] for a in arms if a["method"] in ("alphaevolve", "metaevolve"))}


def run_train_seed(cfg, seed: int, root: Path) -> dict:
    """The demo's stages 2-4 alone with `seed` on the demo's own samples (stage 1): the question filter and the
    histories (`filter_and_synthesize`), the prompts with a learning signal (`signal_prompts`, when the demo uses
    them), then TRL GRPO; no GGUF conversion."""
    from metaevolve.paper.demo import _settings, _training_summary, filter_and_synthesize, signal_prompts, train_model
    from metaevolve.train.trl_grpo import train_trl
    cfg, out, sample = replace(cfg, seed=seed), root/f"train-seed{seed}", Path(cfg.out)/"sample"
    data = filter_and_synthesize(cfg, sample, out, [])
    if cfg.train_prompts != "all": data = signal_prompts(cfg, data, out, [], sample=sample)
    train_trl(_settings(cfg, data, train_model(cfg)), out/"train", save_final=False)
    return training_row(seed, _training_summary(out/"train"))


def run_evolve_seed(cfg, seed: int, root: Path, trained: str | None) -> dict:
    """The demo's evolution arms alone with `seed`: the table's search from the reference (AlphaEvolve, MetaEvolve and
    Best-of-N at the demo's sizes, `paper.demo.arms_in_table`) in this seed's own folders, or stage 5 when the demo
    ran its arms on their own; MetaEvolve serves `trained`."""
    from metaevolve.paper.demo import arms_in_table, run_evolution, table_arms, table_defaults, table_overrides, table_tag
    from metaevolve.paper.tables import run_tables
    cfg, out = replace(cfg, seed=seed), (root/f"evolve-seed{seed}").resolve()
    if not arms_in_table(cfg): return evolution_row(seed, run_evolution(cfg, trained, out, []))
    where = {"runs_root": str(out/"runs"), "out_dir": str(out/"results"), "fig_dir": str(out/"figures")}
    runs = run_tables(cfg.tables_profile, only=["reference_search"], out_dir=out/"notebooks",
                      defaults={**table_defaults(cfg, trained), **where}, overrides=table_overrides(cfg))
    if not all(r.ok for r in runs): raise RuntimeError(f"seed {seed}: the table failed; see {out/'notebooks'}")
    return evolution_row(seed, [r for _, r in table_arms(out/"results", table_tag(cfg.tables_profile), methods=None)])


def summary_lines(rows: list[dict]) -> list[str]:
    "A Markdown table of the rows and one count line per stage."
    out = ["| seed | stage | figures | effect |", "|---|---|---|---|"]
    for r in rows:
        if r["stage"] == "train":
            figs = "; ".join(f"step {s['step']}: reward {float(s['reward']):+.3f}, std {float(s['reward_std'] or 0):.3f}"
                             for s in r["steps"]) or "no step logged"
            out.append(f"| {r['seed']} | GRPO | {figs} | {'spread' if r['spread'] else 'no spread'} |")
        else:
            figs = "; ".join(f"{a['method']} {a['problem_id']}: {a['initial_score']:.4f} → {a['final_score']:.4f}"
                             f"{' (improved)' if a['improved'] else ''}" for a in r["arms"])
            out.append(f"| {r['seed']} | evolution | {figs} | {'an arm improved' if r['improved'] else 'both arms kept their start'} |")
    for stage, key, what in (("train", "spread", "a GRPO step with a spread of rewards"),
                             ("evolve", "improved", "an arm's final beats its start beyond the noise band")):
        rs = [r for r in rows if r["stage"] == stage]
        if rs: out.append(f"\n{what}: {sum(r[key] for r in rs)} of {len(rs)} seeds")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--demo", default="runs/demo", help="a finished demo's folder (default: runs/demo)")
    ap.add_argument("--seeds", default="0,1,2,3,4")
    ap.add_argument("--stages", default="train,evolve", help="train, evolve or both (comma-separated)")
    ap.add_argument("--current", action="store_true",
                    help="this version's DemoConfig defaults instead of the settings the demo recorded (a demo made by an "
                         "earlier version: its samples and trained model, today's sizes)")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                    help="a DemoConfig field changed for every seed (a YAML value), e.g. train_prompts=probe; repeatable")
    ap.add_argument("--name", default="seeds", help="the folder under the demo for these seeds' runs and seeds.json "
                                                    "(default: seeds); settings changed with --set need their own")
    a = ap.parse_args(argv)
    demo = Path(a.demo)
    if not (demo/"demo.json").exists():
        print(f"{demo/'demo.json'}: not found (run `make demo` first)", file=sys.stderr); return 2
    import yaml
    from metaevolve.core.basics import atomic_write_text
    from metaevolve.paper.demo import DemoConfig
    changes = dict(kv.split("=", 1) for kv in a.set if "=" in kv)
    bad = [kv for kv in a.set if "=" not in kv] + sorted(set(changes) - {f.name for f in fields(DemoConfig)})
    if bad:
        print(f"--set {', '.join(bad)}: expected FIELD=VALUE with a DemoConfig field", file=sys.stderr); return 2
    cfg = replace(DemoConfig(), out=str(demo)) if a.current else demo_config(demo)
    cfg = replace(cfg, **{k: yaml.safe_load(v) for k, v in changes.items()})
    done = json.loads((demo/"demo.json").read_text())
    root = demo/a.name; root.mkdir(exist_ok=True)
    seeds, stages = [int(s) for s in a.seeds.split(",")], a.stages.split(",")
    store = root/"seeds.json"
    rows = {(r["seed"], r["stage"]): r for r in (json.loads(store.read_text()) if store.exists() else [])}
    for stage in ("train", "evolve"):
        if stage not in stages: continue
        for seed in seeds:
            if (seed, stage) in rows: continue
            print(f"\n##### seed {seed}: {stage} #####", flush=True)
            rows[seed, stage] = (run_train_seed(cfg, seed, root) if stage == "train"
                                 else run_evolve_seed(cfg, seed, root, done.get("trained_model")))
            atomic_write_text(store, json.dumps(list(rows.values()), indent=1))   # a killed run keeps the seeds done
    print("\n".join(summary_lines([rows[k] for k in sorted(rows, key=lambda k: (k[1], k[0]))])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
