n, k = map(int, input().split())
a = list(map(int, input().split()))
count = 0
for l in range(n):
    s = 0
    for r in range(l, n):
        s += a[r]
        if s == k:
            count += 1
print(count)
