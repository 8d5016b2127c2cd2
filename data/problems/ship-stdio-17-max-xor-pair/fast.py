import sys
data = sys.stdin.read().split()
a = list(map(int, data[1:1 + int(data[0])]))
best = 0
for bit in range(29, -1, -1):   # decide the answer bit by bit, greedily from the top
    want = best | (1 << bit)
    prefixes = {x >> bit for x in a}
    if any((want >> bit) ^ p in prefixes for p in prefixes):
        best = want
print(best)
