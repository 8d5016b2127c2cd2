n = int(input())
h = list(map(int, input().split()))
ans = []
for i in range(n):              # only looks at the immediate neighbour
    ans.append(h[i + 1] if i + 1 < n and h[i + 1] > h[i] else -1)
print(*ans)
