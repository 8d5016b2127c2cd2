"""Test inputs of ship-call-03-merge-intervals: `generate(rng)` returns the argument list of every test (the builder writes each as JSON), in order."""


def generate(rng):
    def mk(n, span, maxlen):
        out = []
        for _ in range(n):
            l = rng.randint(0, span); out.append([l, l + rng.randint(0, maxlen)])
        return [out]
    tests = [[[[1, 3], [2, 6], [8, 10], [15, 18]]], [[[1, 4], [4, 5]]], [[[5, 5]]], [[[6, 8], [1, 2], [2, 3]]],
             [[[1, 10], [2, 3], [4, 5]]]]
    tests += [mk(rng.randint(1, 15), 30, 4) for _ in range(2)]
    tests += [mk(1500, 10**7, 3000), mk(1500, 10**8, 10), mk(1500, 10**5, 100)]
    return tests
