"""Test inputs of ship-call-02-best-stretch: `generate(rng)` returns the argument list of every test (the builder writes each as JSON), in order."""


def generate(rng):
    def mk(n, hi, lo=None):
        return [[rng.randint(-hi if lo is None else lo, hi) for _ in range(n)]]
    tests = [[[-2, 1, -3, 4, -1, 2, 1, -5, 4]], [[1]], [[-3, -1, -2]], [[5, 4, -1, 7, 8]], [[-7]]]
    tests += [mk(rng.randint(1, 25), 10) for _ in range(2)]
    tests += [mk(2500, 10**6), mk(2500, 100, -101), mk(2500, -1, -10**9)]
    return tests
