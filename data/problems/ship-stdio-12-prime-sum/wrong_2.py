n = int(input())
sieve = [True] * n              # off by one: N itself is never tested
sieve[0] = False
if n > 1: sieve[1] = False
for i in range(2, int(n ** 0.5) + 1):
    if sieve[i]:
        for j in range(i * i, n, i): sieve[j] = False
primes = [i for i in range(n) if sieve[i]]
print(len(primes), sum(primes))
