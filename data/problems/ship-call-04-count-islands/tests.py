"""Test inputs of ship-call-04-count-islands: `generate(rng)` returns the argument list of every test (the builder writes each as JSON), in order."""


def generate(rng):
    def mk(h, w, p):
        return [["".join("1" if rng.random() < p else "0" for _ in range(w)) for _ in range(h)]]
    def snake(h, w):
        g = [["1"] * w for _ in range(h)]
        for r in range(1, h - 1, 2):
            for c in range(w): g[r][c] = "0"
            g[r][w - 1 if (r // 2) % 2 == 0 else 0] = "1"
        return [["".join(r) for r in g]]
    tests = [[["11000", "11000", "00100", "00011"]], [["0"]], [["1"]], [["101", "010", "101"]], [["111", "101", "111"]]]
    tests += [mk(rng.randint(1, 10), rng.randint(1, 10), 0.5) for _ in range(2)]
    tests += [snake(51, 60), mk(100, 100, 0.55), snake(45, 60)]
    return tests
