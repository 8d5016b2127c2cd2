"""Test inputs of ship-stdio-05-longest-increasing: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(1, hi) for _ in range(n))}\n"
    tests = ["8\n10 9 2 5 3 7 101 18\n", "1\n5\n", "5\n4 4 4 4 4\n", "6\n1 2 2 3 3 4\n"]
    tests += [mk(rng.randint(2, 40), rng.choice([5, 100])) for _ in range(3)]
    tests += [mk(1500, 10**6), mk(1500, 30), f"1500\n{ints(range(1, 1501))}\n"]
    return tests
