"""The analyzer's error findings on the session-67 second probe suite (H468) against what real MXNet 1.9.1 did.

tests/corpus/probes_s67b/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from
PyTorch): dtransformer (Decision Transformer: returns-to-go, states and actions embedded and interleaved to
(B, 3T, d) by ``stack`` and the reshape code ``(0, -3, -2)``, a timestep embedding of an ``arange`` constant,
causal GPT blocks with masks built in ``__init__``, actions read from the state tokens by a strided ``slice``,
a target return decremented by rewards at rollout), gsplat (3D Gaussian splatting: covariance from normalised
quaternions and log scales by ``batch_dot``, projection of means with a view matrix and intrinsics from the
constructor, the 2D covariance by the Jacobian with a low-pass eye, opacity by sigmoid, front-to-back alpha
compositing of depth-sorted Gaussians with a running transmittance, spherical-harmonics colour of degree 0-1),
appnp (predict then propagate: an MLP then K steps of personalised PageRank with D^-1/2 (A+I) D^-1/2, dense or
sparse by one-hot gathers, edge dropout), siglip (sigmoid contrastive loss: L2-normalised embeddings, learned
(1,) temperature and bias, labels ``2 * eye(n) - 1``, log-sigmoid summed over the pairs, chunked over devices),
knet (K-Net: learned kernels applied by ``batch_dot``, masked feature gathering, gated kernel updates,
kernel interaction by multi-head attention, S stages) and mvit (multiscale ViT: pooling attention with strided
depthwise ``Conv3D``/``Conv2D`` over the token grid, a class token split off and rejoined, residual pooling,
decomposed relative position biases). Half of each family's probes route values through code: helpers and
methods without F, lambdas, subclass overrides, ``*args``/``**kwargs``, lists/dicts of tensors, numpy mode,
python lists of numbers, shape tuples given to constructors.
Illegal constructs: ``.shape`` (timesteps, a Gaussian count, a node count, a pixel count, a token grid),
``len()`` of a tensor (a batch), tensor ``if``s, ``.asnumpy()``/``.asscalar()``, ``nd.`` calls in the graph,
legacy subscripts (strided state tokens, thing masks, a class token, row chunks), ``+=``/``*=`` (returns seen,
a transmittance, a teleport term, a chunk loss, kernels, a residual pooling), iteration over a tensor, and plain
operators on shapes that differ ((N, 4) quaternions by an (N, 1) norm, (N, 2, 2) covariances and a (1, 2, 2)
eye, an (N, N) adjacency and (N, 1)/(1, N) degrees, (n, n) logits and a (1,) temperature, (B, 3T, d) tokens
and a (1, 3T, d) table, broadcasting masks against features, attention against relative position biases).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60
probes) and ``p2x`` (aimed at subtler code).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s67b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s67b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
}

SUITE = ProbeSuite("probes_s67b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
