import sys
sys.setrecursionlimit(10000)
n = int(input())
a = list(map(int, input().split()))
def best(i, last):             # exponential: tries every subsequence
    if i == n: return 0
    take = best(i + 1, a[i]) + 1 if a[i] > last else 0
    return max(take, best(i + 1, last))
print(best(0, 0))
