h, w = map(int, input().split())
g = [input() for _ in range(h)]
# Manhattan distance: ignores the walls
for r in range(h):
    for c in range(w):
        if g[r][c] == "S": s = (r, c)
        if g[r][c] == "T": t = (r, c)
print(abs(s[0] - t[0]) + abs(s[1] - t[1]))
