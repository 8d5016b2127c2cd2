"""Test inputs of ship-stdio-10-pattern-occurrences: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(n, m, alpha):
        t = "".join(rng.choice(alpha) for _ in range(n)); p = "".join(rng.choice(alpha) for _ in range(m))
        return f"{t}\n{p}\n"
    tests = ["abababa\naba\n", "aaaa\naa\n", "abc\nabcd\n", "x\nx\n", "hello\nz\n"]
    tests += [mk(rng.randint(5, 60), rng.randint(1, 3), "ab") for _ in range(2)]
    tests += ["a" * 20000 + "\n" + "a" * 40 + "\n", ("ab" * 10000) + "\n" + ("ab" * 20) + "a\n", mk(30000, 4, "ab")]
    return tests
