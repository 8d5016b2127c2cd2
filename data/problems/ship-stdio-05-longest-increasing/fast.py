import sys
from bisect import bisect_left
data = sys.stdin.read().split()
tails = []
for x in map(int, data[1:1 + int(data[0])]):
    k = bisect_left(tails, x)
    if k == len(tails): tails.append(x)
    else: tails[k] = x
print(len(tails))
