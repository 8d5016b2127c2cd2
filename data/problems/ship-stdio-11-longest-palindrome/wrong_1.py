s = input().strip()
n = len(s)
best = 0
for c in range(n):              # odd lengths only
    lo = hi = c
    while lo >= 0 and hi < n and s[lo] == s[hi]:
        lo -= 1; hi += 1
    best = max(best, hi - lo - 1)
print(best)
