"""The analyzer's error findings on the session-55 probe suite (H333) against what real MXNet 1.9.1 did.

tests/corpus/probes_s55/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: inpaint (partial convolutions with window
ratios by average pooling or a constant all-ones kernel, mask updates by ``clip``, hole-filling
composites, DeepFill contextual attention by reshape codes and ``batch_dot``, gated convolutions by
``split``, a numpy-mode ``forward``), traj (trajectory prediction: relative displacements by shifted
``slice_axis`` views, roll-outs over python horizons, social pooling by pairwise ``broadcast_sub``,
multimodal heads with ``one_hot(argmax)`` selection, goal conditioning by ``broadcast_like`` with
axes, numpy-mode basic slicing), genomics (DNA sequence CNNs over one-hot bases, reverse
complements by ``reverse``, motif scans with ``topk``, one-hot bases from token ids, dilated
residual towers, positional attention pooling, a trim read from a Parameter's declared shape),
impute (missing-value imputation: GRU-D input and hidden decay, BRITS-style recurrent estimates
over ``split`` steps, forward fill, masked reconstruction errors, mean imputation by ``where``),
biaffine (arc and label scorers of dependency parsers with bias columns, reshape codes -3/-4,
padding masks, a learned ROOT token, greedy heads by ``pick``), mil (multiple-instance learning:
attention and gated attention pooling over one bag or a batch of bags, max and top-k instance
pooling, several bags in a python loop), pixelcnn (masked convolutions with constant causal masks,
gated activations, vertical-stack shifts by ``pad``/``slice_axis``, discretized logistic mixtures
and log-sum-exp helpers, conditional gated stacks) and bandit (LinUCB bonuses, Thompson heads
with noise inputs, reward models on logged actions by ``pick``, epsilon-greedy probabilities,
per-arm child heads, inverse-propensity estimates, neural-linear Gram matrices). Each was run
eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s55/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s55`` prints
precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "inpaint/p02_partial_conv_ratio_plain_mul_single_channel_mask.py":
        "HYB008: the conv output (4 channels) times a window ratio pooled from the mask input; the mask's "
        "channel count is an input's, and only `broadcast_mul(x, mask)` feeding a 3-channel conv says it "
        "cannot be 4",
    "pixelcnn/p08_discretized_logistic_mixture_plain_sub.py":
        "HYB008: the image input `x` minus the 3-channel `means` split from a 9-channel conv; x's channel "
        "count is an input's and nothing in the block bounds it (x with 3 channels would run)",
}

SUITE = ProbeSuite("probes_s55", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
