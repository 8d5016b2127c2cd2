from bisect import bisect_right
n = int(input())
tails = []
for x in map(int, input().split()):
    k = bisect_right(tails, x)     # non-decreasing, not strictly increasing
    if k == len(tails): tails.append(x)
    else: tails[k] = x
print(len(tails))
