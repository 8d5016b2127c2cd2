from collections import deque
h, w = map(int, input().split())
g = [input() for _ in range(h)]
for r in range(h):
    for c in range(w):
        if g[r][c] == "S": s = (r, c)
        if g[r][c] == "T": t = (r, c)
dist = {s: 0}
dq = deque([s])
while dq:
    r, c = dq.popleft()
    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= rr < h and 0 <= cc < w and (rr, cc) not in dist and g[rr][cc] != "#":
            dist[(rr, cc)] = dist[(r, c)] + 1
            dq.append((rr, cc))
print(dist[t])                # KeyError when T is unreachable
