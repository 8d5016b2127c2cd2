"""Test inputs of ship-stdio-02-count-inversions: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(1, hi) for _ in range(n))}\n"
    tests = ["5\n3 1 2 5 4\n", "1\n42\n", "4\n2 2 2 2\n", "6\n6 5 4 3 2 1\n"]
    tests += [mk(rng.randint(2, 40), rng.choice([3, 1000])) for _ in range(3)]
    tests += [mk(1500, 10**9), mk(1500, 20), f"1500\n{ints(range(1500, 0, -1))}\n"]
    return tests
