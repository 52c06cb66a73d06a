"""The analyzer's error findings on the session-64 probe suite (H419) against what real MXNet 1.9.1 did.

tests/corpus/probes_s64/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses: gpt2 (causal self-attention
with a lower-triangular mask from ``arange_like`` or a ``np.tril`` constant, past key/value caches
concatenated along time, position ids offset by a configured past length, an LM head tied to the
input embedding by ``dot(h, wte, transpose_b=True)``), bart (decoder inputs shifted right with a
start token, cross attention over encoder outputs with a padding mask from valid lengths, heads by
reshape codes, a label-smoothed loss ignoring pad ids, a python ``scale_embedding`` flag), fnet
(token mixing by the real part of a 2-D DFT written as DFT matrix constants, ``swapaxes`` and
``dot``, a numpy-mode ``forward``, the encoder layer's residuals and layer norms, a pooler by a
split output index), linformer (keys and values projected along the sequence axis by (k, max_len)
E/F Parameters, cut to the actual length by ``slice_like``, heads by reshape codes, a shared-KV
python flag, the projection as a Dense on swapped axes), acgan (noise concatenated with or
multiplied by an embedded class label, a generator of transposed convs, a discriminator with
real/fake and class heads, WGAN-GP interpolates by ``broadcast_mul`` and a penalty of a gradient
input) and rgcn (relational GCN layers: basis-decomposed per-relation weights, dense per-relation
adjacency normalised by the in-degree, edge lists by ``take`` and a one-hot scatter, relations split
into a list, self loops, a numpy-mode ``forward``). Illegal constructs: ``.shape`` (a causal mask
size, a DFT size, an E cut, a generator's batch, a one-hot depth), ``len()`` of a tensor (a batch
mean, an E cut, a relation mean), tensor ``if``s, ``.asnumpy()``/``.asscalar()``, ``nd.`` calls in the
graph, legacy subscripts (``logits[:, -1, :]``, ``labels[:, :-1]``, ``h[:, 0]``, ``E[:, :n]``,
``out[:, 0]``), ``+=`` on a loss, iteration over a tensor (a stacked cache, the adjacency), and plain
operators on shapes that differ ((N, T, T) scores and a (T, T) bias, (N, T, S) weights and an
(N, 1, S) mask, (N, L, d) activations and (N, L, 1) statistics, (N, k, d) keys and a (k, d) bias,
(N, C, H, W) images and an (N, 1, 1, 1) alpha, (R, n, out) messages and an (R, n, 1) degree). Each
probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s64/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s64`` prints
precision and recall per class. Written in two batches, each recorded and measured before the next
was written: ``p0x``/``p1x`` (60 probes) and ``p2x`` (24, aimed at subtler code: blocks
over a child HybridSequential with `len(self.h)`, the TF-style mask on shapes equalised by
``broadcast_like``, a tied head by ``FullyConnected``, an optional mask behind `is not None`, smoothed
one-hot targets, a hidden DFT by ``FullyConnected`` and by ``reshape((-3, 0))``/``reshape_like``, a JL
projection constant, relation slices zipped with layers, a numpy-mode `forward` broadcasting by `*`;
illegal ``.size``, `len(h)` as a one-hot depth, and plain operators of (N, T, d) token and (T, d)
position embeddings, a (B,) NLL and a (B, 1) keepdims term, an (N, L, d) mixing and a (d,) bias, a
(k, L) Parameter and its (L,) column mean, (E, out) messages and an (E, 1) norm column, an
(N, 1, 1, 1) alpha input and (N, C, H, W) images).
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "acgan/p24_interpolates_alpha_input_column_plain_mul.py":
        "HYB008: `alpha * real + (1 - alpha) * fake` with `alpha`, `real` and `fake` all inputs of "
        "hybrid_forward whose rank nothing in the block states (the interpolates go to a Dense, which "
        "flattens any rank): the recorder passes an (N, 1, 1, 1) alpha, but the same code with an alpha "
        "drawn per pixel, of the images' shape, is legal -- no operand's shape is known to differ",
}

SUITE = ProbeSuite("probes_s64", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
