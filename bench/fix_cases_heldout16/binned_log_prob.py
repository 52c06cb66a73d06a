"""awslabs/gluonts#3 (https://github.com/awslabs/gluonts/pull/3), "Fix a bug to make the binned
distribution hybridizable": `Binned.log_prob` reshapes its target with positional arguments,
`x.reshape(0, -1)`, which an NDArray takes and a Symbol does not (the PR wrote `shape=(0, -1)`).

Source: awslabs/gluonts, gluonts/distribution/binned.py at the parent of commit 733b5fcfd27b (the
PR's fix): the `Binned` class's `__init__`, `mean` and `log_prob` unchanged, its other methods left
out, and `F` passed explicitly (gluonts' `getF(bin_probs)` fallback is not copied).  Completed
minimally as gluonts uses it: `BinnedArgs` projects features to per-bin probabilities (a Dense and
a softmax) and holds the bin edges and values as constants; the block returns the distribution's
`log_prob` of the target (the loss) and its `mean` (the forecast; `bin_probs * bin_values`
multiplies a (batch, time, bins) tensor by a (bins,) one, which only NDArray broadcasts).  Four
bins on [-1, 1].  (Revised after the first commit: returning only `log_prob` left the `bin_values`
constant out of the graph, which MXNet's deferred initialization rejects -- an artifact of the
completion, not of the thread's code.)
"""
import mxnet as mx
import numpy as np
from mxnet import gluon

INPUTS = [(2, 3, 5), (2, 3)]


class Binned:
    is_reparameterizable = False

    def __init__(self, bin_probs, bin_edges, bin_values, F=None) -> None:
        self.bin_edges = bin_edges
        self.bin_values = bin_values
        self.bin_probs = bin_probs
        self.F = F

    @property
    def mean(self):
        return (self.bin_probs * self.bin_values).sum(axis=-1)

    def log_prob(self, x):
        # reshape first to capture both (d,) and (d,1) cases and then add extra dimension
        x = x.reshape(0, -1).expand_dims(axis=-1)
        # TODO: when mxnet has searchsorted replace this
        left_edges = self.bin_edges.slice_axis(axis=-1, begin=0, end=-1)
        right_edges = self.bin_edges.slice_axis(axis=-1, begin=1, end=None)
        mask = self.F.broadcast_lesser_equal(
            left_edges.expand_dims(axis=-2), x
        ) * self.F.broadcast_lesser(x, right_edges.expand_dims(axis=-2))
        return (self.bin_probs.log() * mask).sum(axis=-1)


class Net(gluon.HybridBlock):
    def __init__(self, num_bins=4, **kwargs):
        super().__init__(**kwargs)
        edges = mx.nd.array(np.linspace(-1.0, 1.0, num_bins + 1))
        values = (edges[1:] + edges[:-1]) / 2
        with self.name_scope():
            self.bin_edges = self.params.get_constant('binedges', edges)
            self.bin_values = self.params.get_constant('binvalues', values)
            self.proj = gluon.nn.Dense(num_bins, flatten=False)

    def hybrid_forward(self, F, x, target, bin_edges, bin_values):
        bin_probs = F.softmax(self.proj(x))
        distr = Binned(bin_probs, bin_edges, bin_values, F=F)
        return distr.log_prob(target), distr.mean
