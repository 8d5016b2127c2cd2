n, m = map(int, input().split())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    u, v, w = map(int, input().split())
    adj[u].append((v, w)); adj[v].append((u, w))
INF = float("inf")
dist = [INF] * (n + 1)
done = [False] * (n + 1)
dist[1] = 0
for _ in range(n):            # O(n^2) Dijkstra: scan for the closest unfinished town
    u, best = -1, INF
    for v in range(1, n + 1):
        if not done[v] and dist[v] < best:
            u, best = v, dist[v]
    if u < 0: break
    done[u] = True
    for v, w in adj[u]:
        if best + w < dist[v]: dist[v] = best + w
for v in range(1, n + 1):
    print(dist[v] if dist[v] < INF else -1)
