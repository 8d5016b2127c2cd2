import statistics
n = int(input())
seen = []
for x in map(int, input().split()):
    seen.append(x)
    print(statistics.median(seen))   # averages the middle pair
