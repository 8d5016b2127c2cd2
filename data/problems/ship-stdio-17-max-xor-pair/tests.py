"""Test inputs of ship-stdio-17-max-xor-pair: `generate(rng)` returns the stdin text of every test, in order."""


def ints(xs) -> str: return " ".join(map(str, xs))


def generate(rng):
    def mk(n, bits):
        return f"{n}\n{ints(rng.randint(0, 2**bits - 1) for _ in range(n))}\n"
    tests = ["6\n3 10 5 25 2 8\n", "2\n0 0\n", "2\n1 2\n", "3\n7 7 7\n", "4\n8 16 24 1\n"]
    tests += [mk(rng.randint(2, 30), 6) for _ in range(2)]
    tests += [mk(1500, 30), mk(1500, 12), mk(1500, 30)]
    return tests
