a = input().strip(); b = input().strip()
n, m = len(a), len(b)
best = 0
prev = [0] * (m + 1)
for i in range(1, n + 1):       # longest common *substring*
    cur = [0] * (m + 1)
    for j in range(1, m + 1):
        if a[i - 1] == b[j - 1]:
            cur[j] = prev[j - 1] + 1
            best = max(best, cur[j])
    prev = cur
print(best)
