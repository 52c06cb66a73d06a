"""The analyzer's error findings on the session-66 second probe suite (H454) against what real MXNet 1.9.1 did.

tests/corpus/probes_s66b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from
PyTorch): evoformer (AlphaFold: MSA row attention with a pair bias, outer product mean by one ``batch_dot``
unfolded by reshape codes, triangle multiplicative updates by ``batch_dot`` of transposes, triangle
attention around the ending node behind a python flag, recycling distogram bins from python lists, masks
for padded residues), ple (progressive layered extraction: shared and task-specific experts in lists and
dicts, softmax gates per task, ``*inputs`` extraction layers, towers, weighted and uncertainty-weighted task
losses), pyraformer (a coarser-scale construction module of strided convs concatenated along time, the
pyramidal attention mask built in ``__init__`` as a constant, the last node of each scale gathered by
python indices, numpy-mode ``forward``), tide (time-series dense encoder: per-step covariate projection,
residual MLP blocks over the flattened lookback and covariates, a decoder to horizon x p, a temporal
decoder per step, the global linear residual, reversible instance normalisation), simvp (frames folded to
(B*T, C, H, W) by reshape codes, an inception translator of grouped convs, a skip from the first encoder
layer, numpy-mode ``forward``) and swinir (window attention with a relative position bias gathered by
``take``, shifted windows with a mask computed for the padded size in ``__init__``, patch embed/unembed,
mean shift, a pixel-shuffle upsampler by reshape codes). Half of each family's probes route values through
code: helpers and methods without F, ``*args``/``**kwargs``, lists/dicts of tensors, numpy mode, python
lists of numbers, shape tuples given to constructors.
Illegal constructs: ``.shape`` (a sequence count, a batch for ``zeros``, pyramid sizes, a horizon, a fold,
an image size), tensor ``if``s, ``.asnumpy()``, ``nd.`` calls and NDArrays on self in the graph, legacy
subscripts (the first MSA row, gate columns, future covariates, a crop), ``+=`` (an expert mix, an
inception sum from ``y = 0``, a residual), iteration over a tensor (time-major steps and frames), and plain
operators on shapes that differ ((B, R, R, c) against a (B, R, R, 1) mask, (B, E, H) experts against a
(B, E, 1) gate, (B, N, N) scores against a (1, N, N) mask bias, (B, L) against (B, 1) statistics, a
keepdims channel mean against features, scores against a relative position bias).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60
probes) and ``p2x`` (24, aimed at subtler code).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s66b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s66b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "ple/p21_kwargs_experts_plain_mul_gate_columns.py":
        "HYB008 in a module helper: `sum(g * e for g, e in zip(cols, experts.values()))` of (B, 1) split columns "
        "and (B, H) experts passed by keyword; nothing gives a shape to the values of a `**kwargs` dict",
    "swinir/p22_add_mask_helper_plain_add.py":
        "HYB008 in a module helper: `attn.reshape((-4, -1, nw, -2)) + mask.expand_dims(1).expand_dims(0)` of "
        "(B, nW, h, N, N) scores and a (1, nW, 1, N, N) constant built by a numpy function in __init__; the "
        "constant's rank is not stated and the reshape's rank is not carried into the helper",
}

SUITE = ProbeSuite("probes_s66b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
