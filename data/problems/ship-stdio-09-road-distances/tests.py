"""Test inputs of ship-stdio-09-road-distances: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(n, m, wmax):
        edges = []
        for i in range(2, n + 1):
            if rng.random() < 0.9:
                edges.append((rng.randint(1, i - 1), i, rng.randint(1, wmax)))
        while len(edges) < m:
            edges.append((rng.randint(1, n), rng.randint(1, n), rng.randint(1, wmax)))
        rng.shuffle(edges)
        return f"{n} {len(edges)}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    tests = ["4 4\n1 2 5\n2 3 1\n1 3 10\n3 4 2\n", "1 0\n", "3 1\n2 3 7\n", "2 2\n1 2 4\n1 2 3\n"]
    tests += [mk(rng.randint(2, 15), rng.randint(1, 30), 20) for _ in range(3)]
    tests += [mk(1200, 5000, 10**6), mk(1200, 2000, 10), mk(1000, 8000, 1000)]
    return tests
