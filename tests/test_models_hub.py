"""Hub ids beside the model store, offline: `HF_HUB_OFFLINE=1` and a Hugging Face cache laid out as huggingface_hub
lays it out (`models--ORG--NAME/snapshots/REV/...`, `refs/main`) under a temporary `HF_HOME`. Each check runs in a
child Python, since huggingface_hub reads both variables when it is imported. A cached model resolves for the
embedded (transformers) backend, llama.cpp (a GGUF repo, `org/name:QUANT`) and TRL; a model the cache lacks is one
clear error naming the store and the folder alternatives, and the command line exits 2 with it (fast, no network)."""
import json, os, subprocess, sys
from pathlib import Path
import pytest

ROOT = Path(__file__).resolve().parents[1]


def hub_cache(home: Path, repo: str, files: dict, rev: str = "0123abcd") -> Path:
    "A cache entry for `repo` under `home` as huggingface_hub writes it: refs/main naming one snapshot."
    entry = home/"hub"/f"models--{repo.replace('/', '--')}"
    (entry/"refs").mkdir(parents=True, exist_ok=True)
    (entry/"refs"/"main").write_text(rev)
    for name, text in files.items():
        f = entry/"snapshots"/rev/name
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text)
    return entry/"snapshots"/rev


@pytest.fixture
def home(tmp_path):
    h = tmp_path/"hf"
    hub_cache(h, "acme/tiny", {"config.json": "{}", "tokenizer.json": "{}", "model.safetensors": "w"})
    hub_cache(h, "acme/tiny-GGUF", {"tiny-q4_k_m.gguf": "q4", "tiny-q8_0.gguf": "q8"})
    return h


def offline(home: Path, code: str = "", argv: list | None = None) -> subprocess.CompletedProcess:
    "`code` (or `python -m metaevolve ARGV`) in a child Python with HF_HOME=`home`, HF_HUB_OFFLINE=1, no network."
    env = {**os.environ, "HF_HOME": str(home), "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "metaevolve", *argv] if argv else [sys.executable, "-c", code]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=home.parent, timeout=300)


def snapshot(home: Path, repo: str) -> Path:
    return home/"hub"/f"models--{repo.replace('/', '--')}"/"snapshots"/"0123abcd"


def test_backends_load_cached_hub_models_offline(home):
    r = offline(home, "import json\n"
                      "from metaevolve.llm.config import make_backend\n"
                      "from metaevolve.llm.llamacpp import LlamaCppBackend\n"
                      "from metaevolve.train.trl_grpo import _resolve_model\n"
                      "print(json.dumps([str(make_backend({'backend': 'embedded', 'model': 'acme/tiny'}).model_dir),\n"
                      "                  str(LlamaCppBackend('acme/tiny-GGUF').gguf()),\n"
                      "                  str(LlamaCppBackend('acme/tiny-GGUF:Q8_0').gguf()), _resolve_model('acme/tiny')]))")
    assert r.returncode == 0, r.stderr[-2000:]
    assert json.loads(r.stdout.splitlines()[-1]) == [
        str(snapshot(home, "acme/tiny")), str(snapshot(home, "acme/tiny-GGUF")/"tiny-q4_k_m.gguf"),
        str(snapshot(home, "acme/tiny-GGUF")/"tiny-q8_0.gguf"), str(snapshot(home, "acme/tiny"))]


def test_a_missing_hub_model_names_the_alternatives(home):
    r = offline(home, "from metaevolve.llm.llamacpp import LlamaCppBackend\nLlamaCppBackend('acme/missing-GGUF').gguf()")
    err = r.stderr.strip().splitlines()[-1]
    for part in ("model 'acme/missing-GGUF': not in the Hugging Face cache", "HF_HUB_OFFLINE is set",
                 "store model", "qwen2.5-coder-0.5b", "a local folder", "a .gguf file for llama.cpp",
                 f"copy its models--acme--missing-GGUF folder into {home/'hub'}"):
        assert part in err, (part, err)
    r = offline(home, "from metaevolve.llm.llamacpp import LlamaCppBackend\nLlamaCppBackend('acme/tiny-GGUF:Q5_K_M').gguf()")
    assert "(the repo has tiny-q4_k_m.gguf, tiny-q8_0.gguf)" in r.stderr, r.stderr[-1000:]


def test_the_command_line_exits_2_on_a_missing_hub_model(home):
    r = offline(home, argv=["llm", "serve", "--engine", "llama.cpp", "--model", "acme/missing-GGUF"])
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "acme/missing-GGUF" in lines[0] and "HF_HUB_OFFLINE is set" in lines[0], r.stderr
    r = offline(home, "from metaevolve.core.problems import load_problems\n"
                      "from metaevolve.train.trl_grpo import demo_rows, write_rows\n"
                      f"write_rows(demo_rows(load_problems({str(ROOT/'data'/'problems'/'stdio.jsonl')!r}), n=1),"
                      f" {str(home.parent/'synth'/'train.parquet')!r})")
    assert r.returncode == 0, r.stderr[-2000:]
    r = offline(home, argv=["train", "--data", str(home.parent/"synth"), "--run-dir", str(home.parent/"run"),
                            "--model", "acme/missing"])
    assert r.returncode == 2, r.stderr[-2000:]
    assert "model 'acme/missing': not in the Hugging Face cache" in r.stderr.strip().splitlines()[-1]
