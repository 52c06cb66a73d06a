"""XLNet layer stack with an optional query stream: `if g is None` on a python default, a python loop over the configured layers, attention masked by `F.where` on a mask `broadcast_like`d to the scores, and the layer count taken with `len(self.layers)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class MaskedLayerStack(HybridBlock):
    def __init__(self, units=8, seq_len=6, num_layers=2, **kwargs):
        super(MaskedLayerStack, self).__init__(**kwargs)
        causal = np.tril(np.ones((seq_len, seq_len), dtype="float32"))[None]
        self.layers = []
        with self.name_scope():
            self.mask = self.params.get_constant("mask", causal)
            for i in range(num_layers):
                layer = nn.Dense(units, flatten=False, in_units=units)
                self.register_child(layer, "layer%d" % i)
                self.layers.append(layer)

    def hybrid_forward(self, F, h, mask, g=None):
        streams = [h] if g is None else [h, g]
        out = []
        for s in streams:
            for i in range(len(self.layers)):
                scores = F.batch_dot(s, s, transpose_b=True)
                keep = F.broadcast_like(mask, scores, lhs_axes=(0,), rhs_axes=(0,))
                probs = F.softmax(F.where(keep, scores, F.ones_like(scores) * -1e9), axis=-1)
                s = self.layers[i](F.batch_dot(probs, s))
            out.append(s)
        return out[0]


Net = MaskedLayerStack
