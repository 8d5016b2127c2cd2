n, s = map(int, input().split())
w = list(map(int, input().split()))
best = total = left = 0
for right in range(n):
    total += w[right]
    while total >= s and left <= right:   # strict bound: rejects a total equal to S
        total -= w[left]; left += 1
    best = max(best, right - left + 1)
print(best)
