"""Test inputs of ship-stdio-18-closest-pair: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(n, span):
        pts = set()
        while len(pts) < n:
            pts.add((rng.randint(-span, span), rng.randint(-span, span)))
        pts = list(pts); rng.shuffle(pts)
        return f"{n}\n" + "".join(f"{x} {y}\n" for x, y in pts)
    tests = ["4\n0 0\n3 4\n10 10\n4 5\n", "2\n0 0\n1 1\n", "3\n-1000000 -1000000\n1000000 1000000\n0 7\n",
             "2\n5 5\n5 6\n"]
    tests += [mk(rng.randint(2, 30), 50) for _ in range(3)]
    tests += [mk(1200, 10**6), mk(1200, 60), mk(1200, 10**4)]
    return tests
