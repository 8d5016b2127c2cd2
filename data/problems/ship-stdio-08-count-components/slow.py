n, m = map(int, input().split())
label = list(range(n + 1))
members = {v: [v] for v in range(n + 1)}
comps = n
for _ in range(m):
    u, v = map(int, input().split())
    a, b = label[u], label[v]
    if a != b:                # relabel the whole component of u, whatever its size
        for x in members[a]:
            label[x] = b
        members[b].extend(members.pop(a))
        comps -= 1
print(comps)
