"""The analyzer's error findings on the session-55 probe suite b (H334) against what real MXNet 1.9.1 did.

tests/corpus/probes_s55b/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses, before the analyzer was read: traffic (graph
traffic forecasting: DCRNN diffusion convolutions over random-walk supports kept as ``get_constant``,
adjacency powers by repeated ``dot``, Graph WaveNet adaptive adjacencies from node-embedding Parameters,
gated temporal convolutions with dilations from python tuples and residuals cropped by ``slice_axis``,
STGCN GLU blocks, recurrent encoders over split steps, masked MAE heads, a numpy-mode spatial
attention), caption (Show-Attend-Tell and adaptive attention over regions, LSTM decoders stepped over
split words, beam steps regrouped by reshape codes and ``topk``, GNMT length penalties, masked caption
losses by ``pick``, a bottom-up top-down step, scheduled sampling, a numpy-mode ``forward``),
hyperbolic (Mobius addition in helpers taking ``F``, exp maps with keepdims norms, Poincare and Lorentz
distances, HNN linear layers, anchor-to-negatives distances, tangent-space aggregation), spline
(piecewise-linear hinges over python knots, Cox-de Boor B-spline bases against grid constants, lookup
tables read by ``take``, KAN layers, monotone calibrators, cubic Hermite segments by ``where``,
learnable knots), coref (span enumeration over python widths, width embeddings, antecedent scores with
causal masks, ``topk`` mention pruning by ``one_hot`` gathers, dummy antecedents, coarse-to-fine
pruning), fedavg (client ensembles with python weights, learned mixing over stacked client outputs,
FedPer heads picked by a python id, FedProx terms, FedBN in numpy mode, server sums), denoise (DnCNN
residuals, FFDNet noise-level maps, non-local blocks, pixel-shuffled and two-scale denoisers, Laplacian
noise estimates, unrolled recursions) and tps (thin-plate-spline transformers with precomputed
inverses, radial bases in the graph, bending energies, control points, reflected and clipped sampling
grids, numpy-mode warps). Each was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py;
its verdict (``probes_s55b/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s55b``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "coref/p13_per_document_ffnn_loop_over_batch.py":
        "HYB013: `[self.ffnn(doc) for doc in spans]` iterates the input `spans`, whose plural name the kinds "
        "read as a probable python list (MXNet 1.9.1 hybrid_forward takes nested lists of inputs), and "
        "nothing else in the block says it is one tensor",
}

SUITE = ProbeSuite("probes_s55b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
