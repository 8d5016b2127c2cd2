q = int(input())
for _ in range(q):
    a, b, m = map(int, input().split())
    result, base = 1 % m, a % m
    bits = bin(b)[2:]
    for bit in bits:            # left-to-right square and multiply, one bit at a time
        result = result * result % m
        if bit == "1":
            result = result * base % m
    print(result)
