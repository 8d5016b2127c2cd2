import math
n = int(input())
pts = [tuple(map(int, input().split())) for _ in range(n)]
best = float("inf")
for i in range(n):
    x1, y1 = pts[i]
    for j in range(i + 1, n):
        d = math.hypot(pts[j][0] - x1, pts[j][1] - y1)
        if d < best:
            best = d
print(best)
