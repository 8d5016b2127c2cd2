"""Test inputs of ship-stdio-08-count-components: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(n, m):
        edges = [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m)]
        return f"{n} {m}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    def chain(n):
        perm = list(range(1, n + 1)); rng.shuffle(perm)
        edges = [(perm[i], perm[i + 1]) for i in range(n - 1)]
        return f"{n} {n - 1}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    def line(n):
        return f"{n} {n - 1}\n" + "".join(f"{i} {i + 1}\n" for i in range(1, n))
    tests = ["5 3\n1 2\n2 3\n4 5\n", "1 0\n", "3 3\n1 1\n2 2\n1 2\n", "4 0\n"]
    tests += [mk(rng.randint(1, 30), rng.randint(0, 30)) for _ in range(3)]
    tests += [mk(20000, 12000), chain(3000), line(3000)]
    return tests
