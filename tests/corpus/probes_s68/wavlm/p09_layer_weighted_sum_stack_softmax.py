"""WavLM for a downstream task (SUPERB): the hidden states of every layer kept in a python list, stacked to
(L, B, T, D), weighted by the softmax of a learned (L,) vector reshaped to (L, 1, 1, 1) and summed over
layers by `broadcast_mul` + `sum(axis=0)`; the number of layers is `len(self.layers) + 1`, a python count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class WeightedLayers(HybridBlock):
    def __init__(self, dim=8, depth=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.layer_weights = self.params.get("layer_weights", shape=(depth + 1,), init="zeros")
            self.head = nn.Dense(3)

    def hybrid_forward(self, F, x, layer_weights):
        hidden = [x]
        for layer in self.layers:
            hidden.append(layer(hidden[-1]))
        n = len(self.layers) + 1
        w = F.softmax(layer_weights).reshape((n, 1, 1, 1))
        mixed = F.sum(F.broadcast_mul(F.stack(*hidden, axis=0), w), axis=0)
        return self.head(F.mean(mixed, axis=1))


Net = WeightedLayers
