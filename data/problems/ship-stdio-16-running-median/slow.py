n = int(input())
xs = list(map(int, input().split()))
seen = []
out = []
for x in xs:
    seen.append(x)
    out.append(sorted(seen)[(len(seen) - 1) // 2])   # sort everything again at each arrival
for v in out:
    print(v)
