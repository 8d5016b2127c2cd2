n, k = map(int, input().split())
a = list(map(int, input().split()))
count = total = left = 0
for right in range(n):          # sliding window: only valid for non-negative numbers
    total += a[right]
    while total > k and left <= right:
        total -= a[left]; left += 1
    if total == k and left <= right:
        count += 1
print(count)
