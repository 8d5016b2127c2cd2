"""Test inputs of ship-stdio-16-running-median: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(-hi, hi) for _ in range(n))}\n"
    tests = ["5\n5 15 1 3 8\n", "1\n-4\n", "4\n2 2 2 2\n", "6\n6 5 4 3 2 1\n"]
    tests += [mk(rng.randint(2, 30), 20) for _ in range(3)]
    tests += [mk(3000, 10**9), mk(3000, 5), f"3000\n{ints(range(3000))}\n"]
    return tests
