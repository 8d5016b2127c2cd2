import sys
data = sys.stdin.read().split()
n = int(data[0])
rows = sorted(((-int(data[2 + 2 * i]), data[1 + 2 * i]) for i in range(n)))
out, rank = [], 0
for i, (neg, name) in enumerate(rows):
    if i == 0 or neg != rows[i - 1][0]:
        rank = i + 1
    out.append(f"{rank} {name} {-neg}")
print("\n".join(out))
