"""The analyzer's error findings on the session-54 probe suite (H325) against what real MXNet 1.9.1 did.

tests/corpus/probes_s54/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: fno (Fourier neural operators: truncated real
DFTs as cos/sin ``get_constant`` matrices applied with ``dot``, per-mode mixing by ``batch_dot``,
complex weights split by ``split``, mode truncation by ``slice_axis``, grid channels by
``broadcast_like``, a numpy-mode layer), ctc (CTC heads in time-major layout, ``gluon.loss.CTCLoss``
children and ``F.CTCLoss`` with data and label lengths counted in the graph, greedy decoding with
shifted ``slice_axis`` masks, per-position heads over a python length), film (FiLM, conditional batch
and instance norm, AdaIN through helper methods and functions, SPADE with ``BilinearResize2D`` like
the features, per-stage FiLM over a child list), lowrank (LoRA by ``FullyConnected`` factors, merged
weights behind a python flag, ALBERT factorised embeddings, separable low-rank convs, Tucker fusion,
adapters summed by ``add_n``, rank-one updates), deform (``DeformableConvolution`` and its modulated
form, spatial transformers, flow warps by ``GridGenerator``/``BilinearSampler``, 1-D deformable
sampling by ``one_hot`` gathers), coattn (dynamic and parallel co-attention by ``batch_dot``, padding
masks, bilinear and MFB pooling with reshape codes, modality lists, numpy-mode ``forward``), ebm
(energy heads, free energies by log-sum-exp, deterministic Langevin steps over python counts, score
matching, contrastive divergence, learned temperatures) and prune (magnitude masks, ``topk``
thresholds, channel masks by filter norms, python schedules, lottery masks as constants). Each was run
eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s54/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s54`` prints
precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "coattn/p05_coattention_padding_mask_plain_add.py":
        "HYB008: the key mask (N, 1, Ld) -- a width-1 `slice_axis` of the document, compared with a number "
        "and transposed -- is added to the (N, Lq, Ld) cross affinity `batch_dot(question, document, "
        "transpose_b=True)`; they differ only where the question length Lq is not 1, an input's axis 1 "
        "that nothing in the block bounds: HYB008's VALID examples hold a one-step query's (N, 1, T) scores "
        "plus `mask.expand_dims(1)` as legal (MXNet 1.9.1 runs it), so only self-scores (N, T, T) are "
        "evidence, and a width-1 slice is evidence only against its own data",
}

SUITE = ProbeSuite("probes_s54", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
