"""The analyzer's error findings on the session-69 suite adapted from public Gluon code reviewed by hand (H491).

tests/corpus/probes_s69real/ holds small HybridBlocks adapted from the constructs a hand review of public
code nobody tuned on met (tests/corpus/HELDOUT.md, "public code reviewed by hand"), in two families by
kind of code base: library (a quantization library: straight-through rounding by ``mx.autograd.Function``
subclasses, a convolution written as im2col and ``F.dot`` with a (1, 1, C) bias, weights written back by
``Parameter.set_data``; a forecasting library: a min-max scaler over keepdims statistics, a LipSwish with
a (1,) beta, message passing over an adjacency NDArray held on the block, a residual stack summed by
python's ``sum``) and community (course notebooks' losses: a module helper written with ``nd.`` and no F,
a label reshaped to ``()`` when traced -- an MXNet 0.11 idiom MXNet 1.9.1 no longer accepts -- and helpers
handed F by keyword; a YOLOv4 port's decoder slicing with subscripts and joining with ``nd.concat`` in a
helper without F; an OCR app's IoU loss reading box columns by ``pred[:, k]`` with ``F.logical_or``).
Each illegal construct has a legal twin where the code bases had one.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s69real/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s69real``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "community/p02_label_reshape_empty_tuple_when_traced.py":
        "no rule: `label.reshape(())` on the traced side of `F is ndarray` (MXNet 0.11's Gluon loss idiom) "
        "gives a label whose shape no longer matches the output's in MXNet 1.9.1 (MXNetError in `_mul`); "
        "nothing reads a reshape to the empty tuple as a shape change",
    "library/p03_im2col_dot_plain_bias_add.py":
        "HYB008: `y + bias.reshape((1, 1, -1))` where `y = F.dot(x, weight, transpose_b=True)` and `x` "
        "stacks a loop's windows (`F.stack(*cols, axis=1)`): the dot keeps its left operand's batch axis "
        "only when that operand's rank is known to be 2 or more, and the stack of windows' rank is not read",
}

SUITE = ProbeSuite("probes_s69real", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
