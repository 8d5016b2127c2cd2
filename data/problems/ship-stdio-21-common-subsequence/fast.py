a = input().strip(); b = input().strip()
masks = {}                      # bit-parallel LCS: one big integer holds a whole DP row
for i, ch in enumerate(b):
    masks[ch] = masks.get(ch, 0) | (1 << i)
row = 0
for ch in a:
    m = masks.get(ch, 0)
    x = m | row
    y = (row << 1) | 1
    row = x & ~(x - y)
print(bin(row).count("1"))
