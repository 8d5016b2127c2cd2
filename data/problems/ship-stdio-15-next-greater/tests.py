"""Test inputs of ship-stdio-15-next-greater: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(1, hi) for _ in range(n))}\n"
    tests = ["5\n2 1 2 4 3\n", "1\n9\n", "4\n5 5 5 5\n", "5\n1 2 3 4 5\n"]
    tests += [mk(rng.randint(2, 30), 10) for _ in range(3)]
    tests += [f"2500\n{ints(range(2500, 0, -1))}\n", mk(10000, 10**9), f"2500\n{ints([7] * 2500)}\n"]
    return tests
