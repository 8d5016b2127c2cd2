class Solution:
    def two_sum(self, nums, target):
        seen = set()
        for x in nums:
            if target - x in seen:
                return [target - x, x]    # values, not positions
            seen.add(x)
