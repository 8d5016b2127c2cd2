s = input().strip()
t = "^#" + "#".join(s) + "#$"   # Manacher's algorithm
p = [0] * len(t)
center = right = 0
for i in range(1, len(t) - 1):
    if i < right:
        p[i] = min(right - i, p[2 * center - i])
    while t[i + p[i] + 1] == t[i - p[i] - 1]:
        p[i] += 1
    if i + p[i] > right:
        center, right = i, i + p[i]
print(max(p))
