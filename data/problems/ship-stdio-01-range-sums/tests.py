"""Test inputs of ship-stdio-01-range-sums: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, q, lo=-10**9, hi=10**9):
        a = [rng.randint(lo, hi) for _ in range(n)]
        qs = []
        for _ in range(q):
            l = rng.randint(1, n); r = rng.randint(l, n); qs.append(f"{l} {r}")
        return f"{n} {q}\n{ints(a)}\n" + "".join(x + "\n" for x in qs)
    tests = ["5 3\n1 2 3 4 5\n1 5\n2 3\n4 4\n", "1 1\n-7\n1 1\n", "3 2\n1000000000 1000000000 1000000000\n1 3\n3 3\n"]
    tests += [mk(rng.randint(2, 30), rng.randint(1, 30)) for _ in range(3)]
    tests += [mk(3000, 3000), mk(3000, 3000, 0, 9)]
    return tests
