import sys
data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
seen = {0: 1}                   # how often each prefix sum occurred
total = count = 0
for x in map(int, data[2:2 + n]):
    total += x
    count += seen.get(total - k, 0)
    seen[total] = seen.get(total, 0) + 1
print(count)
