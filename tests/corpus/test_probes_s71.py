"""The analyzer's error findings on the session-71 probe suite (H510) against what real MXNet 1.9.1 did.

tests/corpus/probes_s71/ holds small HybridBlocks of six families the earlier suites do not cover (close
neighbours of the conformer, pillars, wavenet, hyper, fm and ode folders already held), written for this
project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from PyTorch):
branchformer (conformer-style speech encoders: conv subsampling of (B, T, F) spectrograms by two stride-2
Conv2D and the reshape code ``(0, 0, -3)``, macaron half-step feed-forwards, relative-position self-attention
with a (2T-1) position table and the rel-shift trick with T from the constructor, a GLU/depthwise/BatchNorm
conv module, length masks by ``arange_like``), centerpoint (pillar-based LiDAR detection: points grouped into
(B, P, N, C) pillars with a real-point mask, offsets to the pillar mean, max over points, a scatter to a
(B, C, H, W) canvas by ``one_hot`` and ``batch_dot``, anchor heads with the reshape code ``(0, -1, 7 + K)``
and anchors held as constants), tcn (WaveNet-style dilated causal convolutions trimmed by ``slice_axis``,
gated tanh*sigmoid units, residual and skip connections, speaker conditioning, mu-law quantisation with
``one_hot``), dynconv (hypernetworks and dynamic convolutions: layer embeddings as Parameters, generated
kernels reshaped to (O, I, k, k) for ``F.Convolution``, per-sample weights by ``batch_dot``, weight
normalisation of generated weights, ``F is nd`` guards), xdeepfm (CTR models: one shared embedding of (B, F)
field indices, FM second order, a deep MLP, DCN cross layers, AFM attention over constructor-listed field
pairs, field-aware FM) and ffjord (neural ODEs: RK4/Euler unrolled over a python number of steps, time as a
channel, augmented channels, a CNF with a Hutchinson trace estimate from a noise input, trajectories).
Illegal constructs: ``.shape`` (a subsampling flatten, a rel-shift length, a canvas batch, a causal trim, a
kernel's in-channels, an embedding flatten, a time channel), ``len()`` of a tensor (a per-sample loop),
tensor ``if``s, ``.asnumpy()``/``.asscalar()``, ``nd.`` calls in the graph, legacy subscripts (GLU halves
``h[:, :c]``, an interval ``t_span[1]``), ``+=`` (a macaron residual, a skip sum, an Euler step), iteration
over a tensor (frames, fields), and plain operators on shapes that differ ((1, T) against (B, 1) lengths,
(B, P, N, 3) against (B, P, 1, 3) means, (B, A, 7) against (1, A, 7) anchors, (B, C, T) against (B, C, 1)
speakers, (O, I, k, k) against (O, 1, 1, 1) norms, (B, 1) against (1,) biases, (B, D) against (B, 1)
projections, (B,) against (B, 1) divergences).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60 probes)
and ``p2x`` (26, aimed at subtler code: helpers and methods without F, subclass overrides, ``**kwargs``,
lists/dicts of tensors, and 10 numpy-mode probes whose plain broadcasts, ``expand_dims``, ``clip`` and basic
slices such as ``out[:, :, :-pad]`` are legal and whose ``.shape``, ``len()``, and ``None``/Ellipsis
subscripts -- refused by a numpy-mode Symbol of MXNet 1.9.1 -- are not).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s71/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s71``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "xdeepfm/p06_dcn_cross_plain_mul.py":
        "HYB008: `x0 * xw`, x0 the (B, F*K) `reshape((0, -1))` of the (B, F, K) field embeddings and xw the "
        "(B, 1) output of a Dense(1): x0's width F*K is a multiple of the Embedding's K = 3, so never 1, but "
        "the analyzer keeps no lower bound of a size: the reshape code's -1 is an unknown width (F is axis 1 "
        "of the caller's INPUTS), and `(B, ?) * (B, 1)` is legal when ? is 1",
}

SUITE = ProbeSuite("probes_s71", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
