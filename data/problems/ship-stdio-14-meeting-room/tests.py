"""Test inputs of ship-stdio-14-meeting-room: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(n, span, maxlen):
        iv = []
        for _ in range(n):
            l = rng.randint(0, span); iv.append((l, l + rng.randint(1, maxlen)))
        return f"{n}\n" + "".join(f"{l} {r}\n" for l, r in iv)
    tests = ["4\n1 3\n2 5\n3 4\n4 7\n", "1\n0 1\n", "3\n1 2\n2 3\n3 4\n", "3\n1 10\n2 3\n4 5\n"]
    tests += [mk(rng.randint(1, 20), 30, 6) for _ in range(3)]
    tests += [mk(2000, 10**9, 10**6), mk(2000, 5000, 20), mk(2000, 10**6, 10**6)]
    return tests
