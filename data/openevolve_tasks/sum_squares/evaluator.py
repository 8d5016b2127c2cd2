"""The sum_squares task's evaluator, in OpenEvolve's format: `evaluate(program_path)` returns metrics.

Correctness on fixed inputs against the closed form, then speed on a large input;
combined_score = correctness x 1 / (1 + milliseconds per call), so a correct program scores in (0, 1]
and a faster one scores higher.
"""
import importlib.util
import time

CHECK = [0, 1, 2, 3, 10, 99, 1000, 12345]
TIMED_N = 200_000
CALLS = 3


def expected(n):
    "The closed form of 0² + … + (n-1)²."
    return (n - 1) * n * (2 * n - 1) // 6


def load(program_path):
    "The candidate program as a module."
    spec = importlib.util.spec_from_file_location("candidate", program_path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def evaluate(program_path):
    "OpenEvolve's contract: a dict of metrics with combined_score (higher is better)."
    try:
        run = load(program_path).run
        ok = sum(run(n) == expected(n) for n in CHECK) / len(CHECK)
        times = []
        for _ in range(CALLS):
            t0 = time.perf_counter()
            right = run(TIMED_N) == expected(TIMED_N)
            times.append(time.perf_counter() - t0)
        ok = ok if right else 0.0
    except Exception as e:
        return {"combined_score": 0.0, "correctness": 0.0, "error": f"{type(e).__name__}: {e}"}
    ms = 1000 * min(times)
    return {"combined_score": ok / (1.0 + ms), "correctness": ok, "runtime_ms": ms}
