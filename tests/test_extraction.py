"""Code extraction on realistic model replies (issue 14): the program is found whatever surrounds it — reasoning,
sample input and output blocks (tagged or not), usage lines and asserts after a class, drafts, odd fences — with and
without the problem's entry point, in `extract_code` and in the GRPO reward's `response_code`."""
import json
from pathlib import Path

import pytest

from metaevolve.llm.base import extract_code
from metaevolve.train.reward import response_code

CASES = json.loads((Path(__file__).parent / "fixtures" / "extraction" / "replies.json").read_text())


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_the_program_is_extracted(case):
    assert extract_code(case["text"], entry_point=case["entry_point"])[0] == case["want"]
    assert extract_code(case["text"])[0] == case["want"]                  # callers that do not know the entry point


@pytest.mark.parametrize("case", [c for c in CASES if "<think>" not in c["text"] and "</think>" not in c["text"]],
                         ids=lambda c: c["name"])
def test_the_reward_reads_the_same_program(case):
    assert response_code(case["text"], case["entry_point"]) == (case["want"] if case["want"] and case["want"].strip() else None)


def test_an_output_block_never_wins():
    prog = "print(int(input()) * 2)"
    for tail in ("```\n6\n```", "```python\n6\n```", "```text\n6\n```", "```\nYES\n```", "```\n1 2 3\n```"):
        assert extract_code(f"```python\n{prog}\n```\nOutput:\n{tail}")[0] == prog
