n = int(input())
iv = sorted(tuple(map(int, input().split())) for _ in range(n))   # by start time: not optimal
count, free_at = 0, -1
for l, r in iv:
    if l >= free_at:
        count += 1; free_at = r
print(count)
