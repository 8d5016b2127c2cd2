"""Test inputs of ship-stdio-06-staircase-ways: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    tests = ["4 2\n", "1 1\n", "5 5\n", "10 1\n", "3 7\n"]
    tests += [f"{rng.randint(1, 60)} {rng.randint(1, 8)}\n" for _ in range(2)]
    tests += ["20000 20\n", "8000 60\n", "30000 3\n"]
    return tests
