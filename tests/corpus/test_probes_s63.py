"""The analyzer's error findings on the session-63 probe suite (H405) against what real MXNet 1.9.1 did.

tests/corpus/probes_s63/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: wav2vec2 (a strided Conv1D
feature encoder with output lengths computed in the graph from the configured kernels and strides,
span masking with a learned mask embedding through ``where``, a Gumbel quantizer with groups split
into per-group codebooks, a contrastive loss over distractors gathered by ``take`` of an index
constant, a numpy-mode ``forward``), deberta (disentangled attention: content-to-position scores
``pick``ed from relative buckets, position-to-content scores ``take``n by a flat index constant,
scaling by ``sqrt(3 * d)``, the enhanced mask decoder adding absolute positions from ``arange_like``
late with shared parameters, valid-length masks, heads by reshape codes behind a python flag),
stargan (a generator conditioned on a domain vector tiled over the configured H x W or spread by
``broadcast_like``, a PatchGAN discriminator with a domain head, gradient-penalty interpolates by
``broadcast_mul``, a cycle reconstruction loss with a BCE child), sac (squashed Gaussian policies
with clipped log-stds, reparameterised samples, the tanh log-prob correction in two forms, twin Q
critics and ``minimum``, a (1,) ``log_alpha`` temperature, a deterministic python flag), noisynet
(factorised Gaussian noise layers: ``sign(x) * sqrt(|x|)`` of noise vectors, outer products by
``dot`` or ``broadcast_mul``, a python training switch, noise constants, dueling heads on noisy
children) and bst (behaviour sequence transformers: the target item appended to the click history,
position embeddings of an arange constant, ``SequenceMask`` of valid lengths, key masks from
``arange_like``, an MLP over the flattened sequence, a numpy-mode ``forward``). Illegal constructs:
``.shape`` (a frames count, relative positions, ``tile`` reps, a target entropy, noise sizes, a
flatten), ``len()`` of a tensor (a per-batch mean: silently N times larger once traced; positions
counted from a history row), tensor ``if``s, ``.asnumpy()``/``.asscalar()``, ``nd.array``/
``nd.random.normal`` inside the graph, legacy subscripts (``logits[:, :, :V]``, ``qkv[:, :, :d]``,
``q[:, 0:1]``, ``h[:, -1, :]``), ``+=`` on attention scores, iteration over a tensor (per-sample
domains, the rows of an outer product), and plain operators on shapes that differ ((N, T, V) codes
against their (V,) mean, (N, L, L) scores against an (L, L) bias, (N, C, H, W) features against
(N, C, 1, 1) FiLM scales, an (N, 1) keepdims sum against an (N,) one, an (N, 1) value against
(N, A) advantages, (N, L, d) embeddings against an (N, L, 1) mask). Each probe was run eagerly and
hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s63/verdicts.json``) is
the truth here. ``python -m tests.corpus.test_probes_s63`` prints precision and recall per class.
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p1x``
(60 probes) and ``p2x`` (24, aimed at subtler code: output lengths by a module-level helper and a
time-major ``SequenceMask``, a perplexity of two equal (G, V) arrays, ``B, T, C = x.shape`` in numpy
mode, log-bucketed positions as a numpy constant, score terms in a python list scaled by its ``len()``,
a transposed key-major term, noise fed as a column and a row, noise held in ``grad_req="null"``
Parameters, ``linalg.gemm2`` outer products, stacked twin critics reduced by ``min(axis=0)``, a host
check behind ``if F is nd``, a child returning a tuple, reshape code 0, field ids split into a list
and summed by ``add_n``; illegal ``.size``, plain operators of an (N, T, d) array and its (T, d) batch
mean, (N, L, L) weights and an (N, 1, L) key mask, an (out, in) sigma and an (in,) noise Parameter,
(N, 1, 1, 1) weights and (N, C, H, W) images, an (N, d) sum and an (N, 1) length column).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "noisynet/p01_factorised_noise_linear_dot_outer.py":
        "HYB008: `bias_mu + bias_sigma * f_out` with the (units,) Parameters and `f_out` computed "
        "elementwise from `eps_out`, an input of hybrid_forward of unknown rank (the recorder passes "
        "(3,)): the bias goes to `F.FullyConnected`, whose eager shape check rules out a batch axis, "
        "but not a (1,) noise the eager `*` would broadcast (a spectral norm's `weight / sigma` with a "
        "(1,) sigma is that bug); a 1-D Parameter beside a 1-D operand of unstated size is the case "
        "the rule keeps (the weight line, an outer product of reshapes, is reached); since session 64 (H423) "
        "the finding offers no rewrite: it rests on the Parameter's declared shape alone, `f_out`'s rank unstated",
    "noisynet/p02_outer_product_by_broadcast_mul_expand_dims.py":
        "HYB008: `weight_sigma * F.broadcast_mul(f_out.expand_dims(1), f_in.expand_dims(0))` with "
        "the noise vectors inputs of hybrid_forward (the recorder passes (6,) and (3,)) and the noisy "
        "weight used by `F.dot(x, weight, transpose_b=True)`, no layer op whose eager shape check "
        "bounds its rank: nothing in the code tells the noise from batched activations, whose "
        "expanded pair has three axes or more beside the (units, in_units) Parameter; the same layer "
        "feeding `F.FullyConnected` (p03), built by `linalg.gemm2` (p23) or from `rng.randn` "
        "constants (p05) is reached; no rewrite since session 64 (H423): the product's rank is unstated",
    "noisynet/p21_noise_row_and_column_inputs_broadcast_mul.py":
        "HYB008: `weight_sigma * F.broadcast_mul(f_out, f_in)` with the noise handed in already as "
        "an (out, 1) column and a (1, in) row (inputs of unknown rank): the weight goes to "
        "`F.FullyConnected`, so the product has no more axes than the (units, in_units) Parameter, "
        "but nothing gives it at least two -- a (in,) noise vector would broadcast eagerly and fail "
        "traced, as probe p24's does; no rewrite since session 64 (H423): the product's rank is unstated",
}

SUITE = ProbeSuite("probes_s63", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
