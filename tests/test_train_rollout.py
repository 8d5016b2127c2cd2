"""GRPO rollouts from llama.cpp for real (train/01b_rollout): the LoRA adapter the trainer holds, converted and served
by llama-server, gives the trainer's own next-token distribution; two TRL GRPO steps whose completions come from the
server, the second sampled with the first step's adapter, and no server left afterwards. Slow (builds llama-server
once, ~4 min on 2 cores; then ~1-2 min): `make test-llamacpp`. The model is the embedded SmolLM2-135M, whose fp32
HF copy is its shipped Q4_1 GGUF de-quantized, so no model has to be fetched."""
import json, math

import pytest
from test_llm_llamacpp import group_alive

pytestmark = pytest.mark.slow


def next_token_logprobs(root: str, ids: list[int], k: int = 8) -> dict[int, float]:
    "The server's top-k next-token log-probabilities after prompt `ids` (before sampling)."
    from metaevolve.train.rollout import _post_json
    r = _post_json(root + "/completion", {"prompt": ids, "n_predict": 1, "n_probs": k, "temperature": 0.0,
                                          "return_tokens": True}, 120)
    return {int(t["id"]): float(t["logprob"]) for t in r["completion_probabilities"][0]["top_logprobs"]}


def test_served_adapter_is_the_trainers_policy(tmp_path):
    """A LoRA adapter with large random weights (so that it clearly moves the model) gives, served by llama-server
    from the base GGUF plus its converted file, the PEFT model's own top next-token log-probabilities, up to the
    4-bit arithmetic's error (llama.cpp multiplies Q4_1 weights by 8-bit activations: measured here ~0.13 mean
    absolute difference in log-probability over the top 8 tokens, base against base), and clearly not the base
    model's (~0.7 away); the base server alone is back at the base model."""
    import torch
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from metaevolve.llm.embedded import gguf_path, prepare_model
    from metaevolve.train.rollout import LlamaRollout, lora_to_gguf
    hf = prepare_model()
    tok = AutoTokenizer.from_pretrained(hf)
    model = AutoModelForCausalLM.from_pretrained(hf)
    n = model.config.num_hidden_layers
    torch.manual_seed(0)                    # PEFT draws lora_A at random here: seeded, so the adapter is the same each run
    peft = get_peft_model(model, LoraConfig(r=8, lora_alpha=16, target_modules=["q_proj", "v_proj", "down_proj"],
                                            layers_to_transform=list(range(n - 4, n)), lora_dropout=0.0))
    for name, p in peft.named_parameters():
        if "lora_B" in name: torch.nn.init.normal_(p, std=0.4)
    peft.save_pretrained(str(tmp_path/"adapter"))
    lora = lora_to_gguf(tmp_path/"adapter", hf, tmp_path/"lora.gguf")
    ids = tok.apply_chat_template([{"role": "user", "content": "Write a Python function that adds two numbers."}],
                                  add_generation_prompt=True, tokenize=True, return_dict=True)["input_ids"]
    with torch.no_grad():
        hf_lp = torch.log_softmax(peft(torch.tensor([ids])).logits[0, -1].float(), -1)
        with peft.disable_adapter(): base_lp = torch.log_softmax(peft(torch.tensor([ids])).logits[0, -1].float(), -1)
    r = LlamaRollout(gguf_path(), hf, tmp_path/"w", max_tokens=8, parallel=1, ctx_per_slot=512)
    try:
        r._start(lora); with_lora = next_token_logprobs(r.server.root, ids)
        r._start(None); without = next_token_logprobs(r.server.root, ids)
        pgid = r.server.proc.pid
    finally: r.close()
    assert group_alive(pgid) == []
    gap = lambda served, ref: sum(abs(lp - float(ref[t])) for t, lp in served.items()) / len(served)
    assert max(with_lora, key=with_lora.get) == int(hf_lp.argmax())
    assert gap(with_lora, hf_lp) < 0.5 * gap(with_lora, base_lp), (gap(with_lora, hf_lp), gap(with_lora, base_lp))
    assert gap(without, base_lp) < 0.5 * gap(without, hf_lp), (gap(without, base_lp), gap(without, hf_lp))


def test_two_grpo_steps_sampled_by_llama_server(tmp_path):
    "TRL GRPO, 2 LoRA steps, completions from llama-server: step 1 from the base GGUF, step 2 with step 1's adapter."
    from metaevolve.llm.embedded import gguf_path
    from metaevolve.train.trl_grpo import TrlSettings, smoke_training_data, train_trl
    data = smoke_training_data(tmp_path/"synth", n_problems=4, k=4)
    s = TrlSettings(data=str(data), model="embedded", max_steps=2, num_generations=2, max_completion_length=24,
                    max_prompt_tokens=3000, save_steps=1, workers=2, time_limit_s=1.0, device="cpu", lora_r=8,
                    lora_layers=2, learning_rate=1e-4, rollout="llama.cpp", rollout_gguf=str(gguf_path()))
    summary = train_trl(s, tmp_path/"run", save_final=False)
    assert summary["global_step"] == 2 and summary["rollout"]["engine"] == "llama.cpp" and summary["rollout"]["calls"] == 2
    recs = [json.loads(l) for l in (tmp_path/"run"/"rollout"/"rollout.jsonl").read_text().splitlines()]
    assert [(r["step"], r["lora"]) for r in recs] == [(0, None), (1, "lora-step1.gguf")], recs
    assert all(r["completion_tokens"] > 0 and len(r["stopped"]) == 2 for r in recs)
    assert all(len(r["prompt_keys"]) == 1 for r in recs)      # one prompt per step (G = 2 completions of it), named
    metrics = [json.loads(l) for l in (tmp_path/"run"/"metrics.jsonl").read_text().splitlines()]
    assert [m["step"] for m in metrics] == [1, 2] and all(math.isfinite(m["reward"]) for m in metrics)
