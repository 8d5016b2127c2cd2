"""Reference implementation of MetaEvolve: teaching LLMs to self-evolve with RL (data synthesis, Eq. 4 GRPO reward, island evolution search)

Modules:

- `metaevolve.llm`: One small interface for every stage that generates programs: batched chat generation, code extraction, a trace log of every request and reply, and the configuration that picks a backend."""

__version__ = "0.1.0"
