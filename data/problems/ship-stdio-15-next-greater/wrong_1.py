n = int(input())
h = list(map(int, input().split()))
ans = [-1] * n
stack = []
for i, x in enumerate(h):
    while stack and h[stack[-1]] <= x:   # also pops equal heights
        ans[stack.pop()] = x
    stack.append(i)
print(*ans)
