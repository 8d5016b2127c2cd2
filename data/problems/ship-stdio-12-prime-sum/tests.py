"""Test inputs of ship-stdio-12-prime-sum: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    tests = ["10\n", "1\n", "2\n", "13\n", "100\n", "97\n"]
    tests += [f"{rng.randint(3, 3000)}\n"]
    tests += ["120000\n", "150001\n", "99991\n"]
    return tests
