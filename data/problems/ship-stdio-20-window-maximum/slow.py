n, k = map(int, input().split())
a = list(map(int, input().split()))
out = []
for i in range(n - k + 1):
    m = a[i]
    for j in range(i + 1, i + k):
        if a[j] > m:
            m = a[j]
    out.append(m)
print(*out)
