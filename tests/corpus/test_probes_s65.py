"""The analyzer's error findings on the session-65 probe suite (H436) against what real MXNet 1.9.1 did.

tests/corpus/probes_s65/ holds small HybridBlocks of six families the earlier suites do not cover,
written for this project before the analyzer was read, in the styles real code of each family uses:
whisper (a log-mel front end of two Conv1D, the second strided, sinusoidal positions cut to the frame
count, a decoder whose key/value cache is concatenated along time, a causal mask cut from a precomputed
constant by the cached length, timestamp and special-token suppression by masks on the logits), yolox
(decoupled cls/reg/obj heads per level, grids of anchor points built per level from the map size and
the stride, predictions flattened and concatenated over levels, a SimOTA cost of a class cost plus
3 x an IoU cost and a dynamic top-k of candidates), fixmatch (weak and strong views of unlabeled data
in one batch split by a ratio, pseudo labels by ``argmax`` of the weak view, a confidence mask by a
threshold, labeled CE + lambda x masked unlabeled CE, distribution alignment by a running mean),
maskgit (a bidirectional transformer over VQ tokens, a cosine masking schedule giving how many tokens
to mask, masks by ``topk`` of random scores, iterative decoding keeping the most confident tokens, a
[MASK] id from the constructor), albef (image-text contrast with momentum encoders and queues held as
constants, targets mixing one-hot and momentum distillation, image-text matching with hard negatives
from the similarity softmax, masked-language modelling) and pix2pixhd (multi-scale discriminators on
downsampled inputs, a feature-matching loss summed over layers and scales, a global generator plus a
local enhancer, instance-map edges by comparing shifted maps). Illegal constructs: ``.shape`` (a
frame count, a map size, a batch size, a sequence length, a resize target), tensor ``if``s,
``.asnumpy()``/``.asscalar()`` (a dynamic k, a confident count, host argsort and sampling), ``nd.``
calls in the graph (a grid, one-hot targets), legacy subscripts (a causal mask, box/objectness/class
columns, a [MASK] logit, a [CLS] row, shifted instance maps), ``+=`` (logit filters, positions, a
feature-matching sum), ``len()`` of a tensor (a per-batch mean) and plain operators on shapes that
differ ((N, T, T) scores and a (T, T) mask, an (N, G, A) cost and an (N, 1, A) prior, (N, C)
probabilities and (C,) Parameters, (N, 1) and (N, L), (N, N) and a (1,) temperature, (N, C, H, W)
features and an (N, 1, H, W) edge map). Each probe was run eagerly and hybridized in MXNet 1.9.1 by
bench/mxnet_probes.py; its verdict (``probes_s65/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s65`` prints precision and recall per class. Written in two
batches, each recorded and measured before the next was written: ``p0x``/``p10`` and ``p2x``.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "maskgit/p10_confidence_times_per_sample_temperature_column.py":
        "HYB008: `temp * gumbel`, `temp` a keepdims mean over axis 1 of `mask_raw > 0` and `gumbel` an "
        "input, both of ranks nothing in the file states: for a (N, 1) noise (one draw per sample) or a "
        "(N,) mask the same line is legal, so only the caller's input shapes decide",
    "pix2pixhd/p10_features_gated_by_edge_map_plain_mul.py":
        "HYB008: `self.enc(img) * (1 - edge)`, a 4-channel Conv2D output against an edge map of the "
        "instance input's own channel count (`!=` of `slice_axis` shifts along W, padded by `concat`): "
        "a 4-channel instance input makes both (N, 4, H, W) and the line legal; pix2pixHD's (N, 1, H, W) "
        "instance map is the caller's choice, not the file's",
    "yolox/p10_center_prior_plain_mul_column_mask.py":
        "HYB008: `cost + 1e5 * (1 - in_center)`, an (N, 1, A) keepdims max over axis 1 of the `dist` "
        "input against a cost built from the `cls_cost` and `iou` inputs: nothing states the number of "
        "ground truths G on axis 1 (a single-gt batch, G = 1, makes the line legal)",
}

SUITE = ProbeSuite("probes_s65", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
