"""The analyzer's error findings on the session-64 fourth probe suite (H431) against what real MXNet 1.9.1 did.

tests/corpus/probes_s64d/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: levit (attention biases per head
read by ``F.take`` of an offset index numbered in ``__init__`` from the resolution and kept as a
``Constant``, a hard-swish helper without ``F``, ``Linear_BN`` over (B, N, C) tokens by reshape codes,
shrinking attention with queries subsampled by a strided ``F.slice``, extra biases passed as ``*biases``,
a numpy-mode ``forward`` where ``x.shape`` is legal under deferred compute), twins (locally-grouped
self-attention over windows by reshape codes and transposes, window partition/reverse helpers without
``F``, global sub-sampled attention with a strided conv on the keys, the CPVT positional encoding
generator, a python list of stage outputs), hgt (per node-type projections held in python dicts of
blocks, relation priors and attention matrices as Parameters, dense adjacency attention masked by
``where``, node features as ``*feats``, relations by ``F.split``, Parameters read from ``**params``),
maskrcnn (``contrib.ROIAlign`` on proposals given as inputs, class-specific masks by a one-hot product,
box decoding with clipped dw/dh from ``F.split`` columns, class scores by ``pick``, python-valued ``if``s
and an ``if F is nd`` check), stylegan2 (modulated convolution with the style scaling the weight per
sample, demodulation, a grouped ``Convolution`` with ``num_group`` = a constructor batch, noise injection
with a per-channel strength, skip toRGB upsampling, a subclass overriding ``modulate``) and spleeter
(a U-Net over a magnitude spectrogram padded to the stride from a constructor frame count and cropped
back, soft masks per instrument, ratio masks normalised by python ``sum`` of a list, split STFT parts,
a numpy-mode ``forward``). Illegal constructs: ``.shape`` (in ``hybrid_forward``, inside a helper
without ``F``, a grouped conv's batch, a resize target, a pad), ``len()`` of a tensor (a node count, an
instrument count), tensor ``if``s, ``.asnumpy()``/``.asscalar()``, ``nd.`` calls in the graph (an
``nd.array`` table, an annotated helper), legacy subscripts (strided query subsampling, delta columns,
a crop), ``+=`` on scores, iteration over a tensor (stacked relations, stacked masks), and plain
operators on shapes that differ ((B, H, N, N) scores against (H, N, N) biases, (B, N, M) scores against
keepdims maxima, (H, Np, Na) scores against an (H, 1, 1) prior, (R, 4) boxes against a (1, 4) row, a
(1, C, 1, 1) strength against (B, 1, H, W) noise, modulated weights against keepdims norms, stacked
masks against their keepdims sum).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s64d/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s64d``
prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10``
(60 probes) and ``p2x`` (24, aimed at subtler code: ``.size`` of tokens and proposals, the PyTorch
bias subscript ``biases[:, idxs]`` by a Constant, a name rebound three times before a plain ``+`` after
``broadcast_like``, numpy-mode ``np.take`` biases, keepdims ratio masks and demodulation by plain
operators, a window clamped by a python conditional expression, a method returning ``(q, [k, v])``
unpacked in two steps, ``len(x)`` as a batch, reshape code -4 with a docstring-typed input, a dict of
tensors by ``.items()``/``sorted``, Parameters made by ``setattr`` and read from ``**params`` beside
``*adjs``, a (1, Np, Na) mask against (H, Np, Na) scores, ``arange_like`` batch ids, a subscript in a
branch a python flag never takes, ``asnumpy`` behind ``if F is nd``, W+ latents split per layer,
``nd.random.normal`` in the graph, ``**conv_kwargs`` forwarded by a helper, ``F.pad`` of the time axis,
a list comprehension filtered by a tensor comparison, a child returning a tuple).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "hgt/p06_relations_iterated_over_stacked_adjacency.py":
        "HYB013: `for r, adj in enumerate(adjs)` of an input with a plural name whose items are only "
        "passed to `F.relu` and `F.dot`: nothing in the function shows it one stacked (R, Np, Na) array "
        "rather than a python list of per-relation adjacencies, which Gluon hands a hybridized block as "
        "well and which the same loop reads legally (the plural-input exemption, as s63c swav/p23 and "
        "s64b impala/p10)",
    "maskrcnn/p23_class_agnostic_python_flag_dead_subscript_branch.py":
        "HYB003 (a false positive by design): `deltas[:, :4]` under `if self._agnostic:`, a branch the "
        "constructor's default (False) never takes, so MXNet runs the probe legally; built with "
        "agnostic=True the same line fails hybridized, and the analyzer does not prune branches by "
        "constructor defaults (a block is built with other arguments too)",
}

SUITE = ProbeSuite("probes_s64d", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
