"""The analyzer's error findings on the session-64 fifth probe suite (H434) against what real MXNet 1.9.1 did.

tests/corpus/probes_s64e/ is aimed at the harm side of issue #10: about three quarters of its probes are
legal code that a naive linter or fixer would touch, written before the analyzer was read, in the styles
public code of six families uses: mobilevit2 (separable linear attention with a score column cut by
``slice_axis`` and applied by ``broadcast_mul``, unfold/fold of patches by reshape codes and a python patch
size, stage outputs kept in python lists, pre-norm residuals, a numpy-mode ``forward``), efficientformer
(Meta4D pooling mixers and Meta3D token blocks with layer-scale vectors, the flatten between them by
reshape codes, attention biases of a fixed resolution gathered by ``take`` of a constant index table, a
distillation head, an eager-only check behind ``if F is nd``), deepspeech (a 2-D conv front end folded
to time-major data by reshape codes, output lengths by python arithmetic from constructor arguments, a
bidirectional RNN whose directions are summed from ``F.split``, a lookahead conv, a numpy-mode CTC head,
python flags as ``hybrid_forward`` arguments), kgcn (neighbour indices as inputs and adjacency tables as
constants gathered by ``take``, relation attention by broadcast ops and ``batch_dot``, multi-hop python
lists, a mean over a python neighbour count, ``pick``), ncsn (a noise-level table gathered by label,
``sigma`` spread by ``broadcast_*``/``broadcast_like``, the anneal weight on per-sample vectors, conditional
instance norm, a Langevin step with python step sizes) and softtrees (NODE oblivious trees with learned
thresholds and soft bins by sigmoid against a constant code table, soft decision trees routed over a
python depth loop, ensembles averaged by builtin ``sum``/``len`` of python lists, a DenseBlock). The
illegal twins differ in one construct: ``.shape``, a tensor ``if``, ``.asnumpy()``, iterating a tensor,
legacy subscripts (``[:, :1]``, ``[:, None, :]``, ``[..., k:]``) and plain operators on shapes that differ.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s64e/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s64e`` prints
precision and recall per class. Written in two batches, each recorded and measured before the next was
written: ``p0x``/``p10`` and ``p2x``.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "kgcn/p07_self_plus_keepdims_neighbour_mean.py":
        "HYB008: `v + F.mean(self.ent(nbr), axis=1, keepdims=True)`, two Embedding outputs of index inputs "
        "whose ranks nothing in the file states: for an item input given as (N, 1) (and neighbours (N, K)) "
        "both sides are (N, 1, D) and the line is legal, so only the caller's input ranks decide",
    "ncsn/p04_anneal_weight_plain_mul_4d_sigma.py":
        "HYB008: `per * F.square(s)`, s reshaped to (-1, 1, 1, 1) (rank 4) against `per`, a sum over axes "
        "(1, 2, 3) of a `broadcast_add` whose second operand reads the `noise` input of unknown rank: the "
        "walk bounds `per`'s rank only from below (a rank-7 noise would make it rank 4 too)",
    "ncsn/p06_cond_norm_gamma_plain_mul.py":
        "HYB008: `gamma * self.norm(h)`, a (N, C, 1, 1) reshape of an Embedding row against the InstanceNorm "
        "of the input `h`, whose spatial size is the caller's data: an `h` of 1x1 maps (a conditional "
        "norm at the bottleneck) makes the same line legal (as s64b openpose/p04)",
}

SUITE = ProbeSuite("probes_s64e", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
