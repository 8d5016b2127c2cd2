n, s = map(int, input().split())
w = list(map(int, input().split()))
best = 0
for i in range(n):
    total = 0
    for j in range(i, n):
        total += w[j]
        if total > s:
            break
        if j - i + 1 > best:
            best = j - i + 1
print(best)
