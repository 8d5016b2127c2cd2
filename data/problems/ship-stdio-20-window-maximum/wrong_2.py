n, k = map(int, input().split())
a = list(map(int, input().split()))
out = []
m = max(a[:k])
out.append(m)
for i in range(k, n):           # keeps a running max that never forgets old elements
    m = max(m, a[i])
    out.append(m)
print(*out)
