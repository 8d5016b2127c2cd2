n, k = map(int, input().split())
a = list(map(int, input().split()))
seen = {0: 1}
total = count = 0
for x in a:
    total += x
    count += seen.get(total - k, 0)
    seen[total] = seen.get(total, 0) + 1
print(count
