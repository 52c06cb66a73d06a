"""The analyzer's error findings on the session-69 probe suite (H490) against what real MXNet 1.9.1 did.

tests/corpus/probes_s69/ holds small HybridBlocks of six families the earlier suites do not cover, written
for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from PyTorch
and JAX): nerv (neural representations for videos: a frame index embedded by sin/cos of several
frequencies held as a constant, an MLP to a small map reshaped to (B, C, h, w) by a constructor's tuple,
NeRV blocks of conv -> ``depth_to_space`` -> GELU, a head to RGB by a sigmoid or ``tanh * 0.5 + 0.5``,
weights quantised in the graph with a straight-through estimator, pruned by a constant mask), graphcast
(mesh GNN weather model: grid-to-mesh and mesh-to-grid edge MLPs over features ``take``n by index constants
or index inputs, interaction-network steps with residual node and edge updates, segment sums by one-hot
matrices and ``dot(transpose_a=True)``, residual prediction normalised by (1, V) per-variable stds), vilt
(vision-and-language transformer: text and patch tokens with modality-type rows of a (2, D) Parameter,
position embeddings resized to the patch grid by ``BilinearResize2D(mode='like')``, a joint text+patch
attention mask, a pooler on the CLS token, a masked-LM decoder tied to the word table, word-patch alignment
by Sinkhorn steps), pcn (point completion network: a PointNet encoder whose global max is
``broadcast_like``d back to every point, a coarse decoder reshaped to (B, M, 3), a folding decoder tiling a
grid constant around each repeated coarse point, Chamfer distances by ``batch_dot`` and broadcast norms),
squeezeformer (time reduction by a strided depthwise conv and recovery by repeat, ``slice_like`` and add,
MF/MF blocks with scaled post-LN, masks from lengths by ``arange_like``, relative position bias by ``take``
of a constructor-sized distance table) and decisiontf (decision transformer: return-to-go, state and action
tokens stacked and interleaved by the reshape code ``(0, -3, -2)``, read back by ``(0, -4, -1, 3, -2)``, a
causal mask constant, padded-trajectory masks repeated per token, tanh action heads scaled by python values).
Illegal constructs: ``.shape`` (a pixel shuffle, a one-hot depth, an interpolation size, a tile count, a
reshape's batch, a trim length, a relative range, an interleave), ``len()`` of an index tensor (a mean
aggregation: silently E times larger once traced), tensor ``if``s, ``.asnumpy()``/``.asscalar()``, ``nd.``
calls in the graph, legacy subscripts (a Parameter's ``[1:2]`` row, ``x[:, :, 1]``), ``+=`` (residual
edges and nodes, a skip, a timestep embedding), iteration over a tensor (mesh levels, clouds of a batch)
and plain operators on shapes that differ ((B, 1) against (1, L) frequencies, (N, V) against (1, V) stds,
(B, L, L) against (B, 1, L) and (1, L, L) masks, (B, T, C) against (1, 1, C) Parameters, (B, N, 1) against
(B, 1, M) norms, (B, M, S, 3) against (B, M, 1, 3) centres).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60 probes)
and ``p2x`` (26, aimed at subtler code: helpers and methods without F, subclass overrides, ``**kwargs``,
lists/dicts of tensors, 7 numpy-mode probes whose plain broadcasts and basic slices are legal and whose
tensor ``if`` is not).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s69/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s69``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "graphcast/p08_multimesh_levels_iterated.py":
        "HYB013: `for level_edges in edge_sets:` over a hybrid_forward input whose plural name and loop "
        "(each item handed to a Dense) read as a python list of arrays, which MXNet 1.9.1 accepts as an "
        "input (it flattens nested lists); nothing in the function shows it is one (L, E, D) array: "
        "only the caller's INPUTS do",
}

SUITE = ProbeSuite("probes_s69", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
