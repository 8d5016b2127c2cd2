n = int(input())
count = total = 0
for x in range(2, n + 1):       # trial division by every odd number up to sqrt(x)
    if x % 2 == 0 and x != 2:
        continue
    d, prime = 3, True
    while d * d <= x:
        if x % d == 0:
            prime = False; break
        d += 2
    if prime:
        count += 1; total += x
print(count, total)
