"""The analyzer's error findings on the session-61 second probe suite (H383) against what real MXNet 1.9.1 did.

tests/corpus/probes_s61b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: dien (DIN/DIEN CTR models:
target attention with a local activation unit on [q, k, q - k, q * k] broadcast by
``broadcast_like``, click masks applied by ``F.where``, interest-extractor GRUs and AUGRUs unrolled
over ``F.split`` steps with per-step attention scores, auxiliary next-click losses aligned by
``slice_axis``), tacotron2 (pre-nets with ``Dropout(mode="always")``, location-sensitive attention
with previous/cumulative weights stacked into a Conv1D, decoder projections unfolding r frames by
reshape codes, decoding loops with a stop-token head, a post-net residual), ddsp (harmonic
oscillators from f0 by ``F.cumsum`` phase, harmonic amplitudes masked above Nyquist and normalised
across harmonics, filtered noise from a constant cosine basis and Hann window, frame-to-sample
upsampling by ``repeat`` and by a constant interpolation matrix, a numpy-mode ``forward``), craft
(CRAFT text detection: U-net steps resized to the skip by ``BilinearResize2D(like=...)`` or
``UpSampling`` + ``slice_like``, region/affinity heads, VGG stages registered as children, link
refiners with an ASPP sum), nfnet (normaliser-free nets: scaled weight standardisation of a conv
weight inside ``hybrid_forward`` by keepdims reductions and ``F.Convolution``, alpha/beta residuals,
SE with 2x scaling, skip gains, stochastic depth under ``autograd.is_training()``, expected
variance tracked in python) and defattn (Deformable DETR attention: sampling offsets and attention
weights reshaped per head/level/point, reference points scaled by level sizes held as constants,
``BilinearSampler`` over per-level value maps cut by ``slice_axis`` at python start indices, heads
merged by right-to-left reshape codes and ``reshape_like``). Illegal constructs: ``.shape`` (in
``tile`` reps, unpacked for a reshape, in ``BilinearResize2D`` sizes, ``np.prod(weight.shape[1:])``,
a split count, a Hann window length, a ``shape[-1] == 2`` branch), ``len()`` of a tensor in a
reshape (silently (1, ...) after hybridize), tensor ``if``s (a stop-token ``break``, a SkipInit
gain check), ``.asnumpy()``/``.asscalar()``, ``mx.nd.random`` on traced data, a Parameter's
``.data()``, legacy subscripts (``seq[:, t, :]``, ``y[:, 0, :, :]``, ``value[:, s:s + hw]``), ``+=``
on tensors, and plain operators on shapes that differ ((N, 1) by (N, hidden) gates, (N, T, K) over
(N, T, 1) sums, (out, in, k, k) minus (out, 1, 1, 1) means, (N, C, H, W) by (N, C, 1, 1) gates,
(N, Lq, H, L, P, 2) over a (1, 1, 1, L, 1, 2) constant). Each probe was run eagerly and hybridized
in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s61b/verdicts.json``) is the truth
here. ``python -m tests.corpus.test_probes_s61b`` prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10``
(57 probes) and ``p2x`` (12: a loss summed over steps by ``+=`` from a python ``0.0`` (a tensor's
``+=`` from the second step), a PyTorch-style ``self.lstm(x)[0]`` on a Gluon LSTM called without
states (its output tensor, so ``[0]`` indexes it), ``basis.T``, iterating the batch in a
comprehension, ``ctx=x.context``, a tensor ``assert``; legal: ``aux = aux + step`` with
``logits += [logit]``, ``states[0]`` of the state list an LSTM returns, ``transpose_b=True`` with
``contrib.arange_like``, a list comprehension over a list of stage outputs, python ``assert``s on
configuration, ``enumerate`` over python level sizes).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "dien/p06_augru_attention_plain_mul_gate.py":
        "HYB008: `u = a * u` with a one of `F.split(F.softmax(att, axis=1), num_outputs=self._steps, "
        "axis=1)`'s outputs and u one of `F.split(F.sigmoid(self.gates(...)), num_outputs=2, axis=1)`'s "
        "(N, hidden) (gates a Dense(2 * hidden)): a is (N, T / steps) with T the `att` input's length, "
        "which nothing in the block ties to `steps` (only `seq`'s split is squeezed, proving seq's T "
        "equals steps, and `att` is another input), so a is (N, 1) and differs from u only on the "
        "probe's inputs -- a guess (HYB024's scope, which gives no finding here either), not a proof",
}

SUITE = ProbeSuite("probes_s61b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
