class Solution:
    def count_islands(self, grid):
        h, w = len(grid), len(grid[0])
        land = [(r, c) for r in range(h) for c in range(w) if grid[r][c] == "1"]
        label = {cell: i for i, cell in enumerate(land)}
        changed, sweep = True, 0
        while changed:               # every land cell takes the smallest label around it, until stable
            changed = False
            sweep += 1
            for r, c in (land if sweep % 2 else reversed(land)):
                best = label[(r, c)]
                for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if nb in label and label[nb] < best:
                        best = label[nb]
                if best < label[(r, c)]:
                    label[(r, c)] = best; changed = True
        return len(set(label.values()))
