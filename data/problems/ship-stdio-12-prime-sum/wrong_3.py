n = int(input())
limit = n * n                   # bound squared "to be safe": a table of n^2 flags cannot fit for large n
sieve = [True] * (limit + 1)
sieve[0] = False
if limit >= 1: sieve[1] = False
for i in range(2, int(n ** 0.5) + 1):
    if sieve[i]:
        for j in range(i * i, n + 1, i): sieve[j] = False
primes = [i for i in range(2, n + 1) if sieve[i]]
print(len(primes), sum(primes))
