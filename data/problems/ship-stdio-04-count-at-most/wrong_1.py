from bisect import bisect_left
n, q = map(int, input().split())
a = sorted(map(int, input().split()))
print(*[bisect_left(a, x) for x in map(int, input().split())])   # counts < x, not <= x
