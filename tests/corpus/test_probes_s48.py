"""The analyzer's error findings on the session-48 probe suite against what real MXNet 1.9.1 did.

tests/corpus/probes_s48/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: capsule (squash by ``broadcast_mul``/
``broadcast_div`` and by plain ``*``/``/`` against keepdims norms, dynamic routing over a
constructor-given iteration count with softmax coupling, routing logits from ``zeros_like`` and from
``u.shape``, u_hat by ``broadcast_like`` + ``batch_dot`` and by ``tile`` over ``len(u)``, length
outputs with ``one_hot(argmax)`` masks, early stopping on a tensor), moe (``topk`` with
``ret_typ`` both/indices/value/mask, the outputs unpacked and indexed, one-hot dispatch, load-balancing
losses from gate means, noisy gating behind ``autograd.is_training()`` and from ``logits.shape``,
experts in a HybridSequential and a registered list, stacked outputs weighted by ``broadcast_mul`` and
plain ``*``, dispatch by item assignment and ``asscalar``, bookkeeping behind ``if F is mx.nd``),
pointer (additive attention masked by ``SequenceMask``/``where``, greedy decoding with ``pick`` and
``gather_nd`` on ``arange_like`` and ``arange(x.shape[0])`` indices, copy mechanisms by ``one_hot`` +
``batch_dot`` and ``scatter_nd``, teacher forcing through ``take``, tensor-valued ``while``), vqa
(MLB/MUTAN fusion, masked question means, region attention by ``broadcast_like`` and ``tile``, reshape
codes against ``x.shape`` sizes, ``len`` of a tensor, numpy-mode fusion with ``None`` slices and with
``np.expand_dims``), tracking (SiamFC/SiamRPN++ correlation as grouped ``Convolution`` with
constructor and shape-derived attributes, ``Correlation``, Hanning windows as constants and as
``mx.nd.array``, anchors as constants and ``F.array``, score maps by reshape codes), ode (Euler/RK4
over python steps and time grids, tensor time spans by ``broadcast_mul`` and plain ``*``, augmented
states, adaptive steps on a tensor error, shared residual fields), adapter (LoRA by ``dot`` with
transposes, ``.T``, ``FullyConnected(flatten=False)``, merged weights from owned Parameters and from
``weight.data()``, bottleneck adapters, gates, prompt and prefix tokens by ``broadcast_like``,
``tile`` and ``repeat(len(k))``) and stereo (cost volumes over python disparity ranges by
``slice_axis``/``pad`` and by item assignment, soft-argmin over ``arange`` constants, grid warping,
smoothness losses by finite differences, numpy-mode shifts). Each was run eagerly and hybridized in
MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s48/verdicts.json``) is the truth here.
``python -m tests.corpus.test_probes_s48`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "ode/p03_euler_tensor_time_span_plain_mul.py":
        "HYB008 has no shape for the inputs `t0`/`t1` ((1,) here): nothing in the method says the time "
        "span `h` is not (N, D) like the field",
}

SUITE = ProbeSuite("probes_s48", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
