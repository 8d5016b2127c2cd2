"""Test inputs of ship-stdio-19-leaderboard: `generate(rng)` returns the stdin text of every test, in order."""


NAMES = ["ada", "bo", "cy", "dee", "eli", "fay", "gus", "hal", "ivy", "jo", "kai", "lou", "max", "ned", "oli",
         "pam", "quin", "rex", "sue", "ted", "uma", "vic", "wes", "xia", "yan", "zed"]


def generate(rng):
    def name():
        return rng.choice(NAMES) + str(rng.randint(0, 999))
    def mk(n, hi):
        rows = {}
        while len(rows) < n:
            rows[name()] = rng.randint(0, hi)
        items = list(rows.items()); rng.shuffle(items)
        return f"{n}\n" + "".join(f"{k} {v}\n" for k, v in items)
    tests = ["4\nbo 90\nada 75\ncy 90\ndee 100\n", "1\nzed 0\n", "3\nb 5\na 5\nc 5\n"]
    tests += [mk(rng.randint(2, 20), 10) for _ in range(3)]
    tests += [mk(1200, 100), mk(1200, 10**6), mk(1200, 3)]
    return tests
