"""Test inputs of ship-stdio-22-course-order: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def dag(n, m, cyc=False):
        perm = list(range(1, n + 1)); rng.shuffle(perm)
        edges = set()
        while len(edges) < m:
            i, j = rng.randint(0, n - 1), rng.randint(0, n - 1)
            if i < j: edges.add((perm[i], perm[j]))
        edges = list(edges)
        if cyc: edges.append((perm[n - 1], perm[0]))
        rng.shuffle(edges)
        return f"{n} {len(edges)}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    tests = ["4 3\n3 1\n3 2\n2 4\n", "1 0\n", "3 3\n1 2\n2 3\n3 1\n", "5 0\n", "3 1\n3 1\n"]
    tests += [dag(rng.randint(2, 15), rng.randint(0, 10)) for _ in range(2)]
    tests += [dag(2000, 3000), dag(2000, 2000), dag(1800, 6000, cyc=True)]
    return tests
