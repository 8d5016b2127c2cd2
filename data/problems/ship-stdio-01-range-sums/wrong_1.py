import sys
data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
p = [0] * (n + 1)
for i in range(n):
    p[i + 1] = p[i] + int(data[2 + i])
out = []
for j in range(q):
    l, r = int(data[2 + n + 2 * j]), int(data[3 + n + 2 * j])
    out.append(p[r] - p[l])   # off by one: drops a_l
print("\n".join(map(str, out)))
