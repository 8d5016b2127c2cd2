"""Test inputs of ship-stdio-04-count-at-most: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, q, hi):
        a = [rng.randint(1, hi) for _ in range(n)]
        xs = [rng.randint(0, hi + 1) for _ in range(q)]
        return f"{n} {q}\n{ints(a)}\n{ints(xs)}\n"
    tests = ["5 4\n4 1 4 2 9\n0 4 5 100\n", "1 2\n7\n6 7\n", "3 3\n5 5 5\n4 5 6\n"]
    tests += [mk(rng.randint(1, 30), rng.randint(1, 30), 20) for _ in range(3)]
    tests += [mk(1500, 2000, 10**9), mk(2000, 1500, 100)]
    return tests
