n = int(input())
h = list(map(int, input().split()))
ans = []
for i in range(n):
    found = -1
    for j in range(i + 1, n):
        if h[j] > h[i]:
            found = h[j]; break
    ans.append(found)
print(*ans)
