n, q = map(int, input().split())
a = list(map(int, input().split()))
for _ in range(q):
    l, r = map(int, input().split())
    print(sum(a[l:r + 1]))    # treats l, r as 0-based
