"""WavLM layer-weighted sum in a module helper taking the hidden states by `*hidden`: `len(hidden)` (a python count
of the list) reshapes the softmaxed (L,) weights to (L, 1, 1, 1), and `F.stack(*hidden)` is weighted by
`broadcast_mul` and summed over layers."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


def weighted_sum(F, weights, *hidden):
    w = F.softmax(weights).reshape((len(hidden), 1, 1, 1))
    return F.sum(F.broadcast_mul(F.stack(*hidden, axis=0), w), axis=0)


class StarHidden(HybridBlock):
    def __init__(self, dim=8, depth=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.layer_weights = self.params.get("layer_weights", shape=(depth + 1,), init="zeros")

    def hybrid_forward(self, F, x, layer_weights):
        hidden = [x]
        for layer in self.layers:
            hidden.append(layer(hidden[-1]))
        return weighted_sum(F, layer_weights, *hidden)


Net = StarHidden
