"""WavLM layer-weighted sum written as a running accumulation: `out = broadcast_mul(hidden[0], w[0])` then
`out += F.broadcast_mul(h, wi)` for the other layers' states with the pieces of a split weight vector."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class IaddLayers(HybridBlock):
    def __init__(self, dim=8, depth=3, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.layer_weights = self.params.get("layer_weights", shape=(depth + 1,), init="zeros")

    def hybrid_forward(self, F, x, layer_weights):
        hidden = [x]
        for layer in self.layers:
            hidden.append(layer(hidden[-1]))
        w = F.split(F.softmax(layer_weights), num_outputs=self.depth + 1, axis=0)
        out = F.broadcast_mul(hidden[0], w[0])
        for h, wi in zip(hidden[1:], w[1:]):
            out += F.broadcast_mul(h, wi)
        return out


Net = IaddLayers
