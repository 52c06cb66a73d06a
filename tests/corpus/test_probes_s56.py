"""The analyzer's error findings on the session-56 probe suite (H340) against what real MXNet 1.9.1 did.

tests/corpus/probes_s56/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: nca (neural cellular automata: depthwise
identity/Sobel perception with a constant kernel or one built by ``nd.array`` in the forward,
stochastic updates gated by a fire mask from a noise input, alive masks by max-pooling the alpha
channel, growth unrolled over python steps, an early stop on an ``asscalar`` count, in-place
residual updates, a numpy-mode ``forward`` with basic slicing), skeleton (skeleton action
recognition: ST-GCN adjacency partitions by ``F.dot`` with a constant, dimensions unpacked from
``.shape``, bone streams by ``take`` over parent indices or joint subscripts, temporal (9, 1)
units, persons folded into the batch by reshape codes or by ``len``, two-stream fusion over
``split`` outputs, motion streams by shifted ``slice_axis``, 2s-AGCN adaptive graphs), kt
(knowledge tracing: DKT one-hot skill-answer encodings with an LSTM and ``pick``, SAKT causal
masks from a constant, from ``arange_like`` or from ``.shape``, DKVMN memory reads, recurrences
over ``split`` steps or a time-major input's ``len``), da (domain adaptation: gradient reversal by
the ``stop_gradient`` identity or an ``autograd.Function``, multi-kernel MMD and CORAL losses,
domain discriminators with labels by ``ones_like`` or ``mx.nd``, entropy minimisation, CDAN
outer products), bidaf (span QA: trilinear similarity, context-query attention flow, masked
start/end pointers, answer-span band masks, modelling BiLSTMs, character CNNs by reshape codes or
a numpy-mode ``len``) and dehaze (dark channel prior by min pooling, atmospheric light by
``topk`` masks, guided filters with gray or colour guides, scene radiance recovery, Retinex
illumination maps, AOD-Net, a numpy-mode dark channel). Each was run eagerly and hybridized in
MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s56/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s56`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "dehaze/p05_guided_filter_color_guide_plain_mul_gray_input.py":
        "HYB008: `mean_I * mean_p` pools the image input and the map input; their channel counts are the "
        "inputs' and nothing in the block bounds them (a 1-channel image would run); the class of session "
        "56's info-level companion rule for plain operators (H344), HYB008's scope left as it is",
    "nca/p04_stochastic_update_plain_mul_single_channel_mask.py":
        "HYB008: an 8-channel conv output times a mask compared from the noise input; the noise's channel "
        "count is an input's and nothing in the block bounds it (8-channel noise would run); the class of "
        "session 56's info-level companion rule for plain operators (H344), HYB008's scope left as it is",
}

SUITE = ProbeSuite("probes_s56", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
