from collections import deque
n, m = map(int, input().split())
adj = [[] for _ in range(n + 1)]
indeg = [0] * (n + 1)
for _ in range(m):
    u, v = map(int, input().split())
    adj[u].append(v); indeg[v] += 1
dq = deque(v for v in range(1, n + 1) if indeg[v] == 0)   # valid order, not the smallest
order = []
while dq:
    u = dq.popleft(); order.append(u)
    for v in adj[u]:
        indeg[v] -= 1
        if indeg[v] == 0: dq.append(v)
print(*order) if len(order) == n else print(-1)
