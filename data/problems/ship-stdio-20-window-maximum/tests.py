"""Test inputs of ship-stdio-20-window-maximum: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, k, hi):
        return f"{n} {k}\n{ints(rng.randint(-hi, hi) for _ in range(n))}\n"
    tests = ["8 3\n1 3 -1 -3 5 3 6 7\n", "1 1\n5\n", "4 4\n1 2 3 4\n", "5 1\n3 1 4 1 5\n"]
    tests += [mk(rng.randint(2, 30), rng.randint(1, 5), 10) for _ in range(3)]
    tests += [mk(10000, 150, 10**9), mk(10000, 100, 3), f"10000 120\n{ints(range(10000, 0, -1))}\n"]
    return tests
