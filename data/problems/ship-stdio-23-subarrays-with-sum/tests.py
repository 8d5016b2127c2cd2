"""Test inputs of ship-stdio-23-subarrays-with-sum: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, hi, k):
        return f"{n} {k}\n{ints(rng.randint(-hi, hi) for _ in range(n))}\n"
    tests = ["5 3\n1 2 1 2 1\n", "1 0\n0\n", "4 0\n0 0 0 0\n", "3 5\n1 1 1\n", "4 -2\n-1 -1 3 -4\n"]
    tests += [mk(rng.randint(2, 30), 3, rng.randint(-3, 3)) for _ in range(2)]
    tests += [mk(2000, 5, 3), mk(2000, 10**9, 7), f"2000 0\n{ints([0] * 2000)}\n"]
    return tests
