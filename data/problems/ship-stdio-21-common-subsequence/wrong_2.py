a = input().strip(); b = input().strip()
def lcs(i, j):                  # plain recursion without memo: exponential
    if i == len(a) or j == len(b): return 0
    if a[i] == b[j]: return 1 + lcs(i + 1, j + 1)
    return max(lcs(i + 1, j), lcs(i, j + 1))
print(lcs(0, 0))
