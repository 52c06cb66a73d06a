"""The analyzer's error findings on the session-52 probe suite "b" against what real MXNet 1.9.1 did.

tests/corpus/probes_s52b/ holds small HybridBlocks of eight families the earlier suites do not cover,
written for this project in the styles real code uses: mixer (MLP-Mixer token mixing by transposes and
Dense(flatten=False) over a constructor patch count, gMLP spatial gating units splitting channels by
``split``, by subscripts and in numpy mode with and without an Ellipsis, spatial weight and bias
Parameters, strided-conv patch embeddings by reshape codes and by ``x.shape``), perceiver (learned
latent Parameters broadcast to the batch by ``broadcast_like``, ``broadcast_to`` of an input size and
``repeat`` of a constructor batch, cross- then self-attention over a python depth, Fourier position
features of a constant grid and of ``arange(x.shape[1])``, optional masks tested by ``is not None`` and
by a graph sum), esim (soft alignment by ``batch_dot(transpose_b=True)``, masked softmax by
``SequenceMask``, by ``softmax(use_length=True)``, by plain and numpy-mode ``None``-indexed masks,
enhancement concats, masked max/average pooling, batch trimming by ``asscalar``, per-example loops over
``len``), convlstm (ConvLSTM/ConvGRU cells with gates by ``split``, unrolls over constructor step
counts by ``split``, ``slice_axis``, ``x[:, t]`` in both modes and python iteration, states by
``zeros`` of constructor sizes, ``zeros_like`` and ``mx.nd.zeros``, peephole Parameters, an
encoder-forecaster reading ``frames[-1]``), finance (returns by ``slice_axis``, by subscripts and in
numpy mode, rolling statistics by a ones-kernel ``Convolution`` and python windows, z-scores against
running-statistics Parameters, capped softmax portfolio weights, causal attention over past days, a
numpy drawdown), eeg (EEGNet temporal and depthwise spatial convolutions, FIR band powers by a
constant filter bank, relative band power, squeeze-excitation over electrodes, epochs by reshape
codes and by subscripts, electrode dropout by ``Dropout(axes=)``, by ``uniform(shape=x.shape...)`` and
under ``is_training()``, common average references), dropblock (DropBlock seeds grown by max
``Pooling``, gamma from a constructor size and from ``x.shape``, drop path by ``uniform_like`` and by
``uniform(shape=...)``, Shake-Shake mixing, stochastic depth, LayerDrop by a python coin and by
``asscalar``) and pinn (finite-difference residuals by ``slice_axis``, by subscripts and in numpy
mode, boundary masks of python grids by ``get_constant``, collocation terms summed over python lists,
adaptive loss-weight Parameters, FNO layers over an FFT-free real basis truncated by ``slice_axis``
and by subscripts, a stencil ``Convolution``, a tolerance test on the residual). Each was run eagerly
and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict (``probes_s52b/verdicts.json``) is
the truth here. ``python -m tests.corpus.test_probes_s52b`` prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "esim/p02_masked_scores_plain_add_neg_fill.py":
        "HYB008 reads the (B, 1, Lb) `expand_dims(mask, axis=1)` beside the cross scores "
        "`batch_dot(a, b, transpose_b=True)` as possibly equal: their axis 1 is the premise length, "
        "which is 1 for a single decoding query (a legal pairing the rule must keep quiet on); only "
        "self scores `batch_dot(h, h, transpose_b=True)`, whose two axes are one length, are evidence",
}

SUITE = ProbeSuite("probes_s52b", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
