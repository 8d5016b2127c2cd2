"""Test inputs of ship-stdio-07-maze-shortest-path: `generate(rng)` returns the stdin text of every test, in order."""


def maze(rng, h, w, wall_p):
    g = [["#" if rng.random() < wall_p else "." for _ in range(w)] for _ in range(h)]
    g[0][0] = "S"; g[h - 1][w - 1] = "T"
    return f"{h} {w}\n" + "".join("".join(r) + "\n" for r in g)


def snake(h, w):
    g = [["." for _ in range(w)] for _ in range(h)]
    for r in range(1, h - 1, 2):
        for c in range(w):
            g[r][c] = "#"
        g[r][w - 1 if (r // 2) % 2 == 0 else 0] = "."
    g[0][0] = "S"; g[h - 1][w - 1 if (h - 1) % 4 != 2 else 0] = "T"
    return f"{h} {w}\n" + "".join("".join(r) + "\n" for r in g)


def generate(rng):
    tests = ["3 4\nS..#\n.#..\n...T\n", "1 2\nST\n", "2 2\nS#\n#T\n", "3 3\nS#.\n##.\n..T\n"]
    tests += [maze(rng, rng.randint(2, 12), rng.randint(2, 12), 0.3) for _ in range(3)]
    tests += [snake(61, 60), maze(rng, 60, 60, 0.25), snake(41, 60)]
    return tests
