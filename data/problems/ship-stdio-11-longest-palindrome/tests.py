"""Test inputs of ship-stdio-11-longest-palindrome: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def mk(n, alpha):
        return "".join(rng.choice(alpha) for _ in range(n)) + "\n"
    tests = ["babad\n", "cbbd\n", "a\n", "abcde\n", "aaaa\n"]
    tests += [mk(rng.randint(2, 50), "ab") for _ in range(2)]
    tests += ["a" * 1500 + "\n", "ab" * 700 + "\n", mk(3000, "ab")]
    return tests
