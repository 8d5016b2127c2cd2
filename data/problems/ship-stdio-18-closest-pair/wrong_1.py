n = int(input())
pts = [tuple(map(int, input().split())) for _ in range(n)]
best = min(abs(pts[i][0] - pts[j][0]) + abs(pts[i][1] - pts[j][1])   # Manhattan, not Euclidean
           for i in range(n) for j in range(i + 1, n))
print(best)
