"""Slow checks of the synthesis pipeline: the embedded model end to end, and verl's own RLHFDataset on our parquet.

Run with `pytest -m slow tests/test_synthesis_slow.py`."""
from __future__ import annotations
import importlib.util, json, os, subprocess, sys
from pathlib import Path
import pytest
from metaevolve.synthesis.stages import run_sample, run_filter, run_synthesize, read_responses
from metaevolve.synthesis.verl_data import read_verl_parquet

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT/"data"/"problems"
pytestmark = pytest.mark.slow


def test_embedded_end_to_end(tmp_path):
    "The real default backend on two shipped problems, tiny K and token budget: every stage runs and writes its files."
    if importlib.util.find_spec("transformers") is None: pytest.skip("the embedded backend needs the llm extra")
    s = run_sample(SHIPPED, tmp_path/"s", backend={"backend": "embedded", "max_batch": 4}, k=3, n_problems=2,
                   batch_size=2, max_tokens=96, progress=False)
    assert s["responses"] == 6 and len(read_responses(tmp_path/"s")) == 6
    f = run_filter(tmp_path/"s", tmp_path/"f", lo_pct=0, hi_pct=100, min_diversity=0, progress=False)
    y = run_synthesize(tmp_path/"f", tmp_path/"y", correct_frac=0.5)
    for p in ("s/trace.jsonl", "f/funnel.csv", "f/funnel.md", "y/train.parquet", "y/val.parquet", "y/funnel.md"):
        assert (tmp_path/p).exists(), p
    rows = read_verl_parquet(tmp_path/"y"/"train.parquet") + read_verl_parquet(tmp_path/"y"/"val.parquet")
    assert len(rows) == y["kept_pairs"]


VERL_CHECK = r"""
import json, sys
from omegaconf import OmegaConf
from transformers import AutoTokenizer
from verl.utils.dataset.rl_dataset import RLHFDataset
parquet, tok_dir, cache = sys.argv[1:4]
cfg = OmegaConf.create({"prompt_key": "prompt", "max_prompt_length": 16384, "filter_overlong_prompts": False,
                        "truncation": "error", "return_raw_chat": True, "cache_dir": cache})
ds = RLHFDataset(data_files=parquet, tokenizer=AutoTokenizer.from_pretrained(tok_dir), config=cfg)
item = ds[0]
print(json.dumps({"len": len(ds), "keys": sorted(item), "data_source": item["data_source"],
                  "gt": isinstance(item["reward_model"]["ground_truth"], str), "extra": sorted(item["extra_info"])}))
"""

def _verl_python() -> str | None:
    "An interpreter with verl: this one, $METAEVOLVE_VERL_PYTHON, or the project's `.venv-verl` (see the train notebook)."
    if importlib.util.find_spec("verl") is not None: return sys.executable
    for cand in (os.environ.get("METAEVOLVE_VERL_PYTHON"), str(ROOT/".venv-verl"/"bin"/"python")):
        if cand and Path(cand).exists(): return cand
    return None

def test_verl_rlhf_dataset_loads_our_parquet(tmp_path):
    "verl's own RLHFDataset reads the train parquet of a synthesis run (tokenizer: the embedded model's)."
    py = _verl_python()
    if py is None: pytest.skip("no interpreter with verl (pip install verl==0.9.1 beside a CPU torch)")
    if importlib.util.find_spec("transformers") is None: pytest.skip("needs the llm extra for the tokenizer")
    from metaevolve.llm.embedded import prepare_model
    run_sample(SHIPPED, tmp_path/"s", backend="replay", k=5, n_problems=8, progress=False)
    run_filter(tmp_path/"s", tmp_path/"f", lo_pct=0, hi_pct=100, min_diversity=5, progress=False)
    y = run_synthesize(tmp_path/"f", tmp_path/"y", correct_frac=0.5)
    assert y["train_rows"] > 0
    r = subprocess.run([py, "-c", VERL_CHECK, str(tmp_path/"y"/"train.parquet"), str(prepare_model()), str(tmp_path/"cache")],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["len"] == y["train_rows"] and out["data_source"] == "metaevolve" and out["gt"]
    assert set(out["extra"]) >= {"p1_code", "p1_score", "tests", "index", "split"}
    assert {"reward_model", "extra_info", "data_source"} <= set(out["keys"])
