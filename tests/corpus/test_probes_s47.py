"""The analyzer's error findings on the session-47 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s47/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: crf (forward algorithm in log-sum-exp form
over a declared length and over ``x.shape[1]``, Viterbi with ``argmax`` back-pointers backtracked by
``pick`` or on the host, gold-path scores by ``take``, masks from lengths by ``SequenceMask``,
``contrib.arange_like`` and ``F.arange(x.shape[1])``), metric (pairwise distance matrices by the
norm expansion and by ``expand_dims`` with plain ``-``, batch-hard triplet mining by masks,
ArcFace/CosFace margins with ``one_hot`` of the labels, one-hot targets by item assignment, centre
loss with a Parameter of centres gathered by ``take`` or per sample, proxy-NCA), distill
(temperature-scaled KL against teacher logits given as inputs, ``batchmean`` from ``x.shape`` and
behind a backend guard, FitNets hints through adapter convs, attention-transfer maps, teachers in
``*args`` lists, by ``split`` and by slices, relational KD), mdn (one Dense cut into pi/mu/sigma by
``split``, ``slice_axis`` and python slices, mixture NLL by log-sum-exp, component choice by
``argmax``/``pick`` and by python ints, Gumbel sampling behind a python flag and from ``x.shape``),
implicit (NeRF positional encodings over python frequency lists and an NDArray held on the block,
ray points from constant Parameters and ``F.array``, transmittance by ``cumsum`` and by item
assignment, depth differences by slices, view directions by ``broadcast_like``/``tile``, numpy-mode
slices with and without an Ellipsis), supernet (choice blocks picked by a python int and by a
tensor, DARTS mixed ops weighted by ``split`` outputs and by ``w[i]``, width-sliced shared weights by
``slice_axis`` and ``weight[:c]``, depth from the constructor and from a tensor gate, channel gates),
memory (NTM content addressing, memory as a Parameter and as an input, erase/add writes, MemN2N
hops in a python loop and in a tensor-valued ``while``, least-used slot allocation) and augment
(mixup and CutMix with lambdas from inputs, ``random.uniform_like`` and ``x.shape``, CutMix pasted
by ``slice_axis``/``concat`` and by item assignment, flip TTA by ``F.flip`` and ``::-1`` slices,
centre crops by ``slice_like``, noise scaled by a Parameter and by a per-sample std). Each was run
eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s47/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s47``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "distill/p08_multi_teacher_list_indexing_len.py":
        "`len(teachers)` and `teachers[k]` of an input read as a python list of tensors (Gluon inputs may "
        "be nested lists), so neither HYB013 nor HYB003 reports them",
    "mdn/p04_mdn_nll_plain_sub_target.py":
        "HYB008 has no shape for the input `y` ((N, 1) here) against `mu` (N, K) from `F.split`: "
        "nothing in the method says y is not (N, K)",
}

SUITE = ProbeSuite("probes_s47", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
