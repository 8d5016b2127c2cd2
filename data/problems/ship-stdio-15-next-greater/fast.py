import sys
data = sys.stdin.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
ans = [-1] * n
stack = []                      # indices still waiting for a taller building
for i, x in enumerate(h):
    while stack and h[stack[-1]] < x:
        ans[stack.pop()] = x
    stack.append(i)
print(" ".join(map(str, ans)))
