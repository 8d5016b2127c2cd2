"""Test inputs of ship-stdio-13-power-mod: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(q, bmax):
        return f"{q}\n" + "".join(f"{rng.randint(0, 10**9)} {rng.randint(0, bmax)} {rng.randint(1, 10**9)}\n" for _ in range(q))
    tests = ["3\n2 10 1000\n3 0 7\n5 3 1\n", "1\n0 0 5\n", "2\n7 1 1\n10 5 100000\n", "3\n4 0 1\n0 0 1\n9 0 2\n"]
    tests += [mk(rng.randint(1, 10), 50) for _ in range(2)]
    tests += [mk(3000, 10**18), mk(3000, 10**18), mk(3000, 10**9)]
    return tests
