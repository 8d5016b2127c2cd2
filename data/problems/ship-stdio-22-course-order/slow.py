n, m = map(int, input().split())
adj = [[] for _ in range(n + 1)]
indeg = [0] * (n + 1)
for _ in range(m):
    u, v = map(int, input().split())
    adj[u].append(v); indeg[v] += 1
taken = [False] * (n + 1)
order = []
for _ in range(n):
    pick = 0
    for v in range(1, n + 1):   # scan for the smallest available course
        if not taken[v] and indeg[v] == 0:
            pick = v; break
    if pick == 0: break
    taken[pick] = True; order.append(pick)
    for v in adj[pick]: indeg[v] -= 1
print(*order) if len(order) == n else print(-1)
