n, q = map(int, input().split())
a = sorted(map(int, input().split()))
def count(x):
    lo, hi = 0, n - 1          # binary search for the last index with a[i] <= x
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[mid] <= x: lo = mid
        else: hi = mid - 1
    return lo + 1              # forgets the case where no element is <= x
print(*[count(x) for x in map(int, input().split())])
