import sys, math
data = sys.stdin.read().split()
n = int(data[0])
pts = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
best = float("inf")
for i in range(n):              # sweep by x: only compare with points closer than best in x
    xi, yi = pts[i]
    for j in range(i + 1, n):
        dx = pts[j][0] - xi
        if dx * dx >= best: break
        dy = pts[j][1] - yi
        d = dx * dx + dy * dy
        if d < best: best = d
print(f"{math.sqrt(best):.9f}")
