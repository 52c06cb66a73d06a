"""NODE feature selection restricted by a fixed (in, T*D) mask registered as a constant of the logits' exact shape: `logits * mask + (mask - 1) * 1e4` (plain operators on two arrays of one shape), a temperature softmax over the features, the selected values `dot(x, sel)`."""
import numpy as onp
from mxnet import init, nd
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class MaskedSelection(HybridBlock):
    def __init__(self, in_features=5, trees=3, depth=2, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self._tau = tau
        mask = (onp.random.RandomState(3).rand(in_features, trees * depth) > 0.3).astype("float32")
        mask[0] = 1.0
        self.mask = self.params.get_constant("mask", nd.array(mask))
        self.logits = self.params.get("logits", shape=(in_features, trees * depth), init=init.Uniform(1.0))

    def hybrid_forward(self, F, x, mask, logits):
        masked = logits * mask + (mask - 1) * 1e4
        return F.dot(x, F.softmax(masked / self._tau, axis=0))


Net = MaskedSelection
