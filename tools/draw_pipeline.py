#!/usr/bin/env python
"""Draw `figures/pipeline.png`, the README's picture of the method: the three stages of training-data synthesis,
GRPO with the execution reward, and the island search that uses the trained model. `make pipeline-figure`."""
from pathlib import Path
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import FancyBboxPatch

OUT = Path(__file__).resolve().parents[1]/"figures"/"pipeline.png"
BOXES = [   # (x, y, title, detail, colour)
    (0.01, 0.55, "1. sample", "K responses per question\nfrom the base model\n(§2.1.1)", "#dbe9f6"),
    (0.212, 0.55, "2. filter", "keep questions with\ndiverse programs\n(Eq. 1–2)", "#dbe9f6"),
    (0.414, 0.55, "3. synthesize", "contextual prompts:\nquestion, current program,\nits fitness, history", "#dbe9f6"),
    (0.616, 0.55, "4. train", "GRPO, reward: does the\nnew program beat P1?\n(Eq. 3–5)", "#fde2c8"),
    (0.818, 0.55, "5. evolve", "islands of programs;\nthe trained model writes\neach child (§3.1.3)", "#d8f0d2"),
]
W, H = 0.172, 0.36


def main() -> None:
    fig, ax = plt.subplots(figsize=(11, 3.0), dpi=110)
    ax.set_xlim(0, 1); ax.set_ylim(0, 1); ax.axis("off")
    for i, (x, y, title, detail, colour) in enumerate(BOXES):
        ax.add_patch(FancyBboxPatch((x, y), W, H, boxstyle="round,pad=0.01", fc=colour, ec="#444", lw=1))
        ax.text(x + W / 2, y + H - 0.06, title, ha="center", va="center", fontsize=10, weight="bold")
        ax.text(x + W / 2, y + H / 2 - 0.05, detail, ha="center", va="center", fontsize=7.5)
        if i < len(BOXES) - 1:
            ax.annotate("", (BOXES[i + 1][0] - 0.005, y + H / 2), (x + W + 0.005, y + H / 2),
                        arrowprops=dict(arrowstyle="->", lw=1.3))
    ax.text(0.30, 0.42, "training data (§2.1)", ha="center", fontsize=9, style="italic")
    ax.text(0.70, 0.42, "the meta-skill (§2.2)", ha="center", fontsize=9, style="italic")
    ax.text(0.905, 0.42, "inference (§3)", ha="center", fontsize=9, style="italic")
    ax.text(0.5, 0.12, "every program runs in the sandbox and is scored by Eq. 3 (correct, and how fast):"
            " the filter, the reward and the search share one judge", ha="center", fontsize=8.5, color="#333")
    ax.plot([0.03, 0.97], [0.25, 0.25], color="#999", lw=0.8)
    fig.savefig(OUT, bbox_inches="tight", metadata={"Software": None})
    print(f"wrote {OUT}")


if __name__ == "__main__": main()
