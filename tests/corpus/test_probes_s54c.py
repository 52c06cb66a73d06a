"""The analyzer's error findings on the session-54 probe suite probes_s54c against what real MXNet 1.9.1 did.

tests/corpus/probes_s54c/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: nbody (pairwise distances by ``broadcast_sub``
of expanded positions, python cutoffs through ``F.where``, self-interaction masks by ``F.eye`` of a
configured or a ``.shape`` size, Lennard-Jones powers, leapfrog steps, minimum-image boxes, a
numpy-mode ``forward``), highway (highway layers, gated residual networks and GLUs by ``split`` or
by ``.shape``/subscript halves, ReZero scalars by ``broadcast_mul`` or plain ``*``, recurrent highway
unrolls over split outputs and a state sized by ``len()``), colorize (luma from split channels, Lab
heads by ``slice_axis``, colour matrices as constants or ``nd.array`` in the forward, quantized ab
bins, annealed means, sRGB gamma by ``F.where``, range checks by a tensor ``if``), lane (row-anchor
heads reshaped from configuration or ``.shape``, expectations over grid cells by ``broadcast_mul`` or
``*``, per-row loops, anchor rows from python lists, numpy-mode heads), handwriting (Graves mixture
heads by ``slice_axis`` offsets, Sketch-RNN pen states, bivariate Gaussian likelihoods, sampling
bias, ``.size`` normalisation, in-place adds on aliases, numpy sampling), music (pitch-class profiles
by reshape codes, velocity and position embeddings by ``arange_like`` or ``.shape``, chord templates
and scale masks as constants, rolls by ``slice_axis`` or subscripts, onsets, keepdims means
subtracted by plain ``-``), speaker (x-vector statistics pooling, TDNN dilations, AM-softmax margins
with class counts from the Parameter object or the symbol argument, attentive pooling, stepped
subscripts, cosine scoring) and mesh (GCNs over fixed adjacencies as constants or ``nd.array``,
face normals by ``take`` and split cross products, Laplacian smoothing, degree normalisation,
Chebyshev recurrences, down-sampling hierarchies, spiral gathers). Each was run eagerly and
hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s54c/verdicts.json``) is
the truth here. ``python -m tests.corpus.test_probes_s54c`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "colorize/p12_luminance_residual_plain_add_to_ab.py":
        "HYB008 has no channel count for the input `l`: the Conv2D(2)'s output has 2 channels, and a "
        "conv's output beside its own input is legal when the input has as many (a residual)",
    "speaker/p11_attentive_pooling_plain_mul.py":
        "HYB008 has no channel count for `h`: the Conv1D(1) score's output times the conv's own input "
        "is legal when that input has one channel (the rule flags a one-unit gate only against a size "
        "it knows, e.g. Dense(in_units=8))",
}

SUITE = ProbeSuite("probes_s54c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
