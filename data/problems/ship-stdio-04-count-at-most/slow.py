n, q = map(int, input().split())
a = list(map(int, input().split()))
xs = list(map(int, input().split()))
ans = []
for x in xs:
    c = 0
    for v in a:
        if v <= x:
            c += 1
    ans.append(c)
print(*ans)
