"""Test inputs of ship-call-05-unique-run: `generate(rng)` returns the argument list of every test (the builder writes each as JSON), in order."""


def generate(rng):
    alpha = [chr(c) for c in range(33, 127)]
    def mk(n, k):
        return ["".join(rng.choice(alpha[:k]) for _ in range(n))]
    tests = [["abcabcbb"], ["bbbbb"], ["pwwkew"], [""], ["abba"], ["a"]]
    tests += [mk(rng.randint(1, 40), 5) for _ in range(2)]
    tests += [mk(20000, 94), mk(20000, 60), ["".join(alpha) * 200]]
    return tests
