"""The analyzer's error findings on the session-55 probe suite probes_s55c (H339) against what real MXNet 1.9.1 did.

tests/corpus/probes_s55c/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project in the styles real code uses: optflow (optical flow: local cost volumes by
``F.pad`` and shifted ``slice_axis`` windows cropped by ``slice_like``, the built-in ``Correlation``
op, backward warping by ``GridGenerator``/``BilinearSampler``, coarse-to-fine pyramids over python
levels with ``UpSampling``, soft-argmin over a constant displacement row, a numpy-mode ``forward``
that reads ``.shape``), panoptic (Panoptic-DeepLab heads, center NMS by max-pool equality, ``topk``
centers, offset grouping with ``contrib.arange_like`` coordinates, semantic logits resized ``like``
the image, thing/stuff fusion by ``F.where``), dti (drug-target interaction: DeepDTA token encoders,
pairwise interaction maps by ``batch_dot`` and by expanded outer products, protein pooling,
substitution matrices as constants, bilinear affinities with Parameters), gait (GaitSet frame folding
by reshape codes, horizontal part and pyramid pooling, GeM temporal pooling with a learned exponent,
temporal Conv1D, attentive set pooling), ecg (1-D ResNet and SE blocks over leads, lead-wise attention
by folding leads into the batch, beat windows by ``split`` or python-strided ``slice_axis``, FIR
filters as constants, a numpy-mode classifier) and l2o (learned optimizers: coordinatewise LSTM cells
over gradients, gradient preprocessing by ``F.where``, unrolled update rules over python steps, learned
step sizes as Parameters, hierarchical features). Each was run eagerly and hybridized in MXNet 1.9.1
by bench/mxnet_probes.py; its verdict (``probes_s55c/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s55c`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "dti/p15_per_pair_encoder_integer_batch_index.py":
        "HYB003: `pairs[i]` (i from `range(self.batch)`) is the only use of the input `pairs`, and an input "
        "that is only subscripted is not proven a tensor: MXNet 1.9.1 hands a HybridBlock a python list of "
        "arrays as well (FPN levels, `feats[i]`), where `[i]` is list indexing and legal; the same "
        "comprehension is reported once the block also reads `pairs` as a tensor (e.g. `F.mean(pairs)`). "
        "Nothing else in the block tells a batch tensor from a list; a caller in the file would",
    "panoptic/p19_debug_print_of_shape_behind_false_flag.py":
        "HYB001 (false positive): `print(feat.shape)` under `if self.debug:`, where `__init__` stores its "
        "`debug=False` argument and nothing in the file constructs the block with another value; the "
        "analyzer reports code in branches a configuration attribute turns off (even `if False:`), and "
        "`fixed_attribute` is documented as evidence for a finding only (another file may pass debug=True)",
}

SUITE = ProbeSuite("probes_s55c", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
