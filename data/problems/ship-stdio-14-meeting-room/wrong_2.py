n = int(input())
iv = sorted((tuple(map(int, input().split())) for _ in range(n)), key=lambda t: t[1])
count, free_at = 0, -1
for l, r in iv:
    if l > free_at:             # touching meetings rejected
        count += 1; free_at = r
print(count)
