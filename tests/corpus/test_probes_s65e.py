"""The analyzer's error findings on the session-65 fifth probe suite (H449) against what real MXNet 1.9.1 did.

tests/corpus/probes_s65e/ holds small HybridBlocks of six time-series families the earlier suites do not
cover, written for this project in the styles gluon-ts (0.x, MXNet) and its PyTorch ports use:
deepfactor (global factors from an RNN over time features, loadings from static features, a local
random-effect RNN giving the noise scale, the Gaussian log-likelihood), mqrnn (an encoder RNN, a global
MLP giving a context per horizon step, a local MLP per step, quantile heads and the pinball loss over a
python list of levels, the forking-sequences layout), sff (SimpleFeedForward: the context scaled by its
mean absolute value, an MLP reshaped to (B, H, hidden), StudentT projections, parameters repeated along a
``num_parallel_samples`` axis), tsformer (gluon-ts Transformer: ``get_lagged_subsequences`` by
``slice_axis`` with negative begins, static features repeated along time, a causal decoder mask from
``arange``, heads by reshape codes, a numpy-mode ``forward``), deepnpts (softmax weights over the past
values, the argmax value by ``pick``, an ``F is nd`` debugging guard) and distproj (gluon-ts distribution
outputs: ``ArgProj`` with one Dense per argument, ``domain_map``s, NegativeBinomial scaling by
``broadcast_mul``, mixtures, ``weighted_average`` under a ``past_observed_values`` mask).
Illegal constructs: ``.shape``/``.size`` (a context cut, a horizon, lag bounds, a batch), ``len()`` of a
tensor (a reshape's batch), tensor ``if``s (python ``max`` of a tensor among them), ``.asnumpy()``, ``nd.``
calls in the graph, legacy subscripts (the last encoder step, lags, distribution arguments), ``+=`` (a
pinball loss, a residual), iteration over a tensor (time-major factors, stacked components), and plain
operators on shapes that differ ((B, T) against (B, 1) statistics, a (B,) mean against a keepdims (B, 1)
scale, (B, H, H) scores against a (1, H, H) causal bias).
Written in two batches, each recorded and measured before the next was written: ``p0x``/``p10`` (60
probes) and ``p2x`` (24, aimed at subtler code: helpers without ``F`` whose plain operators meet a (B, 1)
noise scale or a keepdims numerator, ``**kwargs`` helpers reading ``.shape`` or concatenating ``values()``,
subclass overrides of ``noise_scale``/``get_lagged_subsequences``/``domain_map`` (one with legacy
subscripts, one with ``+=``), dicts and lists of tensors (``len(p)`` of each, a child's pair read by
index then multiplied plainly), iteration over ``F.transpose(w)``, and numpy-mode code: ``forward`` with
broadcasting operators, ``enc[:, -1]``, ``.shape`` loops and fancy indices (legal), ``@use_np``
``hybrid_forward`` with plain broadcasting (legal) and with ``.shape`` (illegal)).
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s65e/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s65e``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "deepfactor/p21_nll_helper_without_f_column_sigma.py":
        "HYB008 in a helper without F: `resid / sigma` of a (B, T) residual (an input minus the sum of an "
        "RNN's factors) and a Dense(1) (B, 1) scale; nothing states the residual's width, and a (B, 1) "
        "residual makes the line legal (not reported inline either)",
    "distproj/p02_negbin_mu_plain_mul_scale.py":
        "HYB008: `mu * scale` of a squeezed Dense(1, flatten=False) output (B, T) and an input `scale` of "
        "unstated shape ((B, T) makes it legal); only a twin argument, alpha, is broadcast against scale",
    "mqrnn/p22_pinball_helper_error_over_column_scale.py":
        "HYB008 in a helper called per quantile: `(target - pred) / scale` of an input target and a "
        "`mean(axis=1)` of a width-1 slice of a 3-D input, (B, 1); the target's width is not stated",
    "sff/p22_scaler_pair_indexed_plain_mul.py":
        "HYB008: `self.mlp(out[0]) * out[1]` where `out` is a child block's returned pair; the shape walk "
        "does not read a child's `hybrid_forward` returns (unpacked by name it is not reported either)",
}

SUITE = ProbeSuite("probes_s65e", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
