s = input().strip()
n = len(s)
best = 0
for c in range(2 * n - 1):      # expand around every centre
    lo, hi = c // 2, (c + 1) // 2
    while lo >= 0 and hi < n and s[lo] == s[hi]:
        lo -= 1; hi += 1
    if hi - lo - 1 > best:
        best = hi - lo - 1
print(best)
