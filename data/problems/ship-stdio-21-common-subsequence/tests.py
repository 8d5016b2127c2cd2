"""Test inputs of ship-stdio-21-common-subsequence: `generate(rng)` returns the stdin text of every test, in order."""


def generate(rng):
    def rs(n, alpha):
        return "".join(rng.choice(alpha) for _ in range(n))
    tests = ["abcde\nace\n", "abc\ndef\n", "a\na\n", "aaaa\naa\n", "abcbdab\nbdcaba\n"]
    tests += [f"{rs(rng.randint(1, 30), 'abc')}\n{rs(rng.randint(1, 30), 'abc')}\n" for _ in range(2)]
    tests += [f"{rs(700, 'acgt')}\n{rs(700, 'acgt')}\n", f"{rs(700, 'ab')}\n{rs(600, 'ab')}\n",
              f"{rs(700, 'abcdefghijklmnopqrstuvwxyz')}\n{rs(700, 'abcdefghijklmnopqrstuvwxyz')}\n"]
    return tests
