"""The analyzer's error findings on the session-49 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s49/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: diffusion (sinusoidal timestep embeddings from
``F.arange`` of half the width, schedule constants gathered by ``take``, q_sample with reshaped
coefficients by ``broadcast_mul`` and by plain ``*``, classifier-free guidance with python and
per-sample scales, time-conditioned ResBlocks by ``expand_dims`` + ``broadcast_add`` and by a reshape
code + plain ``+``, a numpy-mode cosine schedule, ``asscalar`` timesteps, ``x.shape`` widths), vae
(reparameterization behind ``autograd.is_training()``, ``normal(shape=mu.shape)``, per-sample KL with
python and tensor betas, VQ codebooks by broadcast distances, ``argmin``, ``take``/``one_hot`` +
``dot``, straight-through ``stop_gradient``, ``weight.data()``, ``len(z)``), norm (GroupNorm by the
reshape code ``(0, G, -1)``, weight standardization of a conv Parameter, AdaIN, spectral norm with a
power-iteration Parameter, RMSNorm, ``F.BatchNorm`` with moving-statistics Parameters; the plain
operator ports of each, ``weight.shape`` attributes), reg (DropPath, DropBlock, zoneout, DropConnect
behind ``is_training()`` guards and with ``x.shape`` masks, label smoothing by ``one_hot`` on/off values,
a class prior, in-graph mixup with a python Beta draw and with per-sample tensors), textcnn (Kim CNN,
global and k-max pooling by ``topk`` with its ``ret_typ``s, ``SequenceMask`` mean pooling,
``arange_like`` masks, char-CNN + highway by reshape codes, a positional reshape), hyper
(hypernetworks into ``FullyConnected``/``batch_dot``, FiLM by ``split`` + ``expand_dims``, CondConv
as one grouped ``Convolution``, a backend guard), relpos (Swin bias tables gathered by ``take`` from an
index constant, Transformer-XL memory and relative shift, ALiBi, rotary embeddings, learned positions
by ``slice_like``) and tabular (per-field embeddings, DCN cross layers, sparsemax by hand, TabNet
priors, bucketization against constants and an ``mx.nd.array`` attribute, field-aware FM pairs by
``F.slice`` and by subscripts). Each was run eagerly and hybridized in MXNet 1.9.1 by
bench/mxnet_probes.py; its verdict (``probes_s49/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s49`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "relpos/p12_rotary_cache_plain_mul_halves.py":
        "HYB008 knows no rank for the (T, D/2) `get_constant` caches (`np.cos(np.outer(...))`) nor "
        "for the split halves of a flatten=False Dense of an input of unknown rank",
    "tabular/p04_dcn_cross_layer_plain_mul_projection.py":
        "HYB008 has no shape for the cross layer's inputs `x0`/`xl`; only the (dim, 1) weight shows "
        "`F.dot(xl, w)` ends in 1 while `xl`, added next, ends in dim -- an argument across two operators",
    "vae/p04_kl_warmup_tensor_step_plain_mul.py":
        "HYB008 has no shape for the input `step` ((1,) here): nothing in the method says `beta` is "
        "not (N,) like the per-sample KL",
}

SUITE = ProbeSuite("probes_s49", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
