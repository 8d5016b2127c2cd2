import sys
from collections import deque
data = sys.stdin.read().split()
h, w = int(data[0]), int(data[1])
g = "".join(data[2:2 + h])
s, t = g.index("S"), g.index("T")
dist = [-1] * (h * w)
dist[s] = 0
dq = deque([s])
while dq:
    v = dq.popleft()
    r, c = divmod(v, w)
    for nb, ok in ((v - w, r > 0), (v + w, r < h - 1), (v - 1, c > 0), (v + 1, c < w - 1)):
        if ok and dist[nb] < 0 and g[nb] != "#":
            dist[nb] = dist[v] + 1
            dq.append(nb)
print(dist[t])
