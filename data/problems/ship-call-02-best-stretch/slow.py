class Solution:
    def max_subarray_sum(self, nums):
        best = nums[0]
        for i in range(len(nums)):
            s = 0
            for j in range(i, len(nums)):
                s += nums[j]
                if s > best: best = s
        return best
