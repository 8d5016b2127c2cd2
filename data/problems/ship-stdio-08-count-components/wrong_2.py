n, m = map(int, input().split())
touched = set()
for _ in range(m):
    u, v = map(int, input().split())
    if u != v: touched |= {u, v}
# wrong idea: each edge merges two components
print(max(1, n - m))
