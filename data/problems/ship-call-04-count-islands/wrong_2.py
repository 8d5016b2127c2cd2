def count_islands(grid):
    h, w = len(grid), len(grid[0])
    seen = [[False] * w for _ in range(h)]
    count = 0
    for r in range(h):
        for c in range(w):
            if grid[r][c] == "1" and not seen[r][c]:
                count += 1; seen[r][c] = True
                stack = [(r, c)]
                while stack:
                    y, x = stack.pop()
                    for dy in (-1, 0, 1):          # diagonal neighbours joined too
                        for dx in (-1, 0, 1):
                            yy, xx = y + dy, x + dx
                            if 0 <= yy < h and 0 <= xx < w and not seen[yy][xx] and grid[yy][xx] == "1":
                                seen[yy][xx] = True; stack.append((yy, xx))
    return count
