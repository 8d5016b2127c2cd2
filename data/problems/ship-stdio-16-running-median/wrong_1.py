import bisect
n = int(input())
seen = []
for x in map(int, input().split()):
    bisect.insort(seen, x)
    print(seen[len(seen) // 2])  # upper median when the count is even
