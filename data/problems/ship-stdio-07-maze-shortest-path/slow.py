h, w = map(int, input().split())
g = [input() for _ in range(h)]
INF = float("inf")
d = [[INF] * w for _ in range(h)]
for r in range(h):
    for c in range(w):
        if g[r][c] == "S": d[r][c] = 0
changed, sweep = True, 0
cells = [(r, c) for r in range(h) for c in range(w)]
while changed:                # relax every cell until nothing improves, sweeping forwards and backwards
    changed = False
    sweep += 1
    for r, c in (cells if sweep % 2 else reversed(cells)):
        if True:
            if g[r][c] == "#": continue
            best = d[r][c]
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= rr < h and 0 <= cc < w and d[rr][cc] + 1 < best:
                    best = d[rr][cc] + 1
            if best < d[r][c]:
                d[r][c] = best; changed = True
for r in range(h):
    for c in range(w):
        if g[r][c] == "T": print(-1 if d[r][c] == INF else d[r][c])
