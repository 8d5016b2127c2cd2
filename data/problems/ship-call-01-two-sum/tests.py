"""Test inputs of ship-call-01-two-sum: `generate(rng)` returns the argument list of every test (the builder writes each as JSON), in order."""


def generate(rng):
    def mk(n, hi):
        nums = rng.sample(range(-hi, hi), n)
        # make the answer unique: pick a target that exactly one pair reaches
        while True:
            i, j = sorted(rng.sample(range(n), 2))
            t = nums[i] + nums[j]
            s, hits = set(), 0
            for x in nums:
                if t - x in s: hits += 1
                s.add(x)
            if hits == 1: return [nums, t]
    tests = [[[2, 7, 11, 15], 9], [[3, 3], 6], [[3, 2, 4], 6], [[-5, 10, 0, 4], -1]]
    tests += [mk(rng.randint(2, 20), 50) for _ in range(3)]
    tests += [mk(2500, 10**9), mk(2500, 10**6), [list(range(1, 2501)), 4999]]
    return tests
