n = int(input())
count = total = 0
for x in range(1, n + 1):       # counts 1 as a prime
    if all(x % d for d in range(2, int(x ** 0.5) + 1)):
        count += 1; total += x
print(count, total)
