def max_subarray_sum(nums):
    n = len(nums)
    return max(sum(nums[i:j]) for i in range(n) for j in range(i + 1, n + 1))   # cubic
