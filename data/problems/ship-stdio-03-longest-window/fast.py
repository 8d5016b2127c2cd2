import sys
data = sys.stdin.read().split()
n, s = int(data[0]), int(data[1])
w = list(map(int, data[2:2 + n]))
best = total = left = 0
for right in range(n):
    total += w[right]
    while total > s:
        total -= w[left]; left += 1
    if right - left + 1 > best:
        best = right - left + 1
print(best)
