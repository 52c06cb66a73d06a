"""The analyzer's error findings on the session-45 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s45/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: recsys (factorization machines by
square-of-sum minus sum-of-squares, per-field embedding tables split by ``num_outputs`` or indexed
``ids[:, i]``, masked embedding bags, DCN cross layers, wide & deep, hashed ids), audio (WaveNet
causal convs cropped by ``slice_axis`` or to ``x.shape[-1]``, gated activations, skip sums, framing by
reshape codes or by a loop over the length, sample-rate constants, padding sized by the input,
mu-law, an ``if F is nd`` guard), video3d (time folded into the batch with codes -3/-4 or from
``clip.shape``, TSN consensus, (2+1)d convs, non-local blocks over T*H*W, temporal shifts, numpy-mode
frame slicing), rl (dueling heads, action masks, Gumbel-softmax, ``pick`` log-probabilities, PPO
surrogates, TD targets, epsilon-greedy on tensors), route (top-k and switch gates, load-balancing
terms, capsule routing over a python range, squash, expert lists) and flows (affine couplings,
log-determinants, squeeze/unsqueeze by codes, ActNorm data-dependent init, invertible 1x1 convs).
Each was run eagerly and hybridized in MXNet 1.9.1 once, by bench/mxnet_probes.py; its verdict
(``probes_s45/verdicts.json``) is the truth here: an ``illegal`` probe must get an error-level
finding, a ``legal`` one none. ``python -m tests.corpus.test_probes_s45`` prints precision and recall
per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "recsys/p06_embedding_bag_plain_div.py":
        "the bag sizes `F.sum(mask, axis=1)` keep the size-1 last axis of `expand_dims(..., -1)` and "
        "the masked sum keeps the Embedding's width; HYB008's evidence does not follow a size-1 axis "
        "through a reduction over another axis",
    "recsys/p08_dcn_cross_plain_mul.py":
        "`x0 * self.proj(xl)`: the Dense(1) gives (N, 1), but nothing in the layer states the width of "
        "its other input `x0` (only `xl` is declared `in_units=8`); the caller passes the same array",
}

SUITE = ProbeSuite("probes_s45", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
