q = int(input())
for _ in range(q):
    a, b, m = map(int, input().split())
    r = 1 % m
    for _ in range(b):          # linear in b
        r = r * a % m
    print(r)
