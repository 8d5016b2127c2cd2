import sys
data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
p = [0] * (n + 1)
for i in range(n):
    p[i + 1] = p[i] + int(data[2 + i])
out = []
k = 2 + n
for _ in range(q):
    l, r = int(data[k]), int(data[k + 1]); k += 2
    out.append(p[r] - p[l - 1])
print("\n".join(map(str, out)))
