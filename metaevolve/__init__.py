"""Reference implementation of MetaEvolve: teaching LLMs to self-evolve with RL (data synthesis, Eq. 4 GRPO reward, island evolution search)

Modules:

- `metaevolve.baselines`: Paper §3.1.2 on equal terms: Best-of-N, Self-Refine (single- and multi-round), Reflexion, and AlphaEvolve / MetaEvolve (the evolution search with the base / the trained model); one common record, one CLI verb.
- `metaevolve.baselines_reflexion`: Verbal reflections written on training problems, stored in a memory, retrieved with BM25 for similar test problems to condition generation (paper §3.1.2, after Shinn et al. 2023).
- `metaevolve.evolve`: Paper §3.1.3: 10 base samples → start from the best → K rounds of N parents across islands, one batched generate call per round, parallel evaluation, top-M retention, migration; checkpointed and resumable; the common record.
- `metaevolve.evolve_demo`: A fake problem, evaluator and model, and a backend whose replies depend only on the request: the loop's unit tests and demos run in milliseconds, deterministically, and replay exactly after a crash.
- `metaevolve.evolve_records`: One record per problem and method (`results.jsonl`), the same for the evolution and every baseline, so the paper's tables compare methods on equal budgets.
- `metaevolve.evolve_views`: JupyterLab views of an evolution run: best score per round, the lineage tree of the final best program, and the diff from the starting program to the final one.
- `metaevolve.history`: Attempts, the ascending history with the current program last, the 4-part contextual prompt (paper §2.1.2), and the correct:incorrect ratio control of the training set.
- `metaevolve.llm`: One small interface for every stage that generates programs: batched chat generation, code extraction, a trace log of every request and reply, and the configuration that picks a backend.
- `metaevolve.llm_embedded`: SmolLM2-135M-Instruct on any CPU (the default backend), converted once from its GGUF and cached; and the offline `vllm.LLM` engine for GPU machines (untested here).
- `metaevolve.llm_openai`: Any `/v1/chat/completions` endpoint (vLLM, SGLang, llama.cpp, `transformers serve`, hosted APIs): bounded concurrency, retries with backoff, `n` > 1 even where the server ignores it; and a helper that starts, health-checks and stops a local server.
- `metaevolve.metrics`: Outcome and novelty metrics of the paper's tables: improvement rate (Tables 1, 2, 5), error-recovery rate (Table 6), and program novelty (Table 3): AST edit distance, CodeBLEU and the Combined Novelty Score.
- `metaevolve.paper`: What the paper notebooks (`nbs/paper/`) share: the paper's reported numbers, a model-free replay backend for smoke runs, run directories keyed by their settings (found or created), records as DataFrames, Markdown/CSV/PNG output, and the trace lookup behind Figure 2.
- `metaevolve.verl_data`: The parquet rows verl's `RLHFDataset` reads: chat prompt, `reward_model.ground_truth` that rebuilds the problem and the current program P1, `extra_info` with the same keys on every row, and the train/validation split."""

__version__ = "0.1.0"
