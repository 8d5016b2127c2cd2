n, s = map(int, input().split())
w = list(map(int, input().split()))
best = 0
for i in range(n):            # cubic: recomputes every block sum
    for j in range(i, n):
        if sum(w[i:j + 1]) <= s:
            best = max(best, j - i + 1)
print(best)
