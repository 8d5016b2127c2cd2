"""Sum of squares: sum_squares(n) returns 0² + 1² + … + (n-1)² for a whole number n >= 0.

The function between the EVOLVE-BLOCK markers is what evolves; it is correct but slow (one step per term).
The code outside the block is fixed: the evaluator calls `run(n)`.
"""
# EVOLVE-BLOCK-START
def sum_squares(n):
    "Add the squares one at a time, through a list."
    squares = [i * i for i in range(n)]
    total = 0
    for s in squares:
        total = total + s
    return total
# EVOLVE-BLOCK-END


def run(n):
    "The fixed entry point the evaluator calls: the evolved function on one input."
    return sum_squares(int(n))
