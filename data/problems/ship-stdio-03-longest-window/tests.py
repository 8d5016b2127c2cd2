"""Test inputs of ship-stdio-03-longest-window: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, hi, s):
        return f"{n} {s}\n{ints(rng.randint(0, hi) for _ in range(n))}\n"
    tests = ["6 7\n2 1 3 4 1 1\n", "3 0\n1 2 3\n", "4 0\n0 0 1 0\n", "1 5\n5\n"]
    tests += [mk(rng.randint(1, 40), 10, rng.randint(0, 60)) for _ in range(3)]
    tests += [mk(2000, 1000, 200000), mk(2000, 50, 15000), mk(1400, 0, 0)]
    return tests
