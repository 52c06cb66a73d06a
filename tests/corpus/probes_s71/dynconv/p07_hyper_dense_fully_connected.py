"""A main MLP whose layers' weights and biases are emitted by one hypernetwork from per-layer
embeddings: `F.FullyConnected(x, weight=w, bias=b, num_hidden=H)` with w reshaped to (H, H)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class HyperMLP(HybridBlock):
    def __init__(self, units=6, layers=3, z_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.units, self.layers = units, layers
        with self.name_scope():
            self.emb = self.params.get("emb", shape=(layers, z_dim))
            self.to_w = nn.Dense(units * units)
            self.to_b = nn.Dense(units)

    def hybrid_forward(self, F, x, emb):
        rows = F.split(emb, num_outputs=self.layers, axis=0)
        for i, z in enumerate(rows):
            w = self.to_w(z).reshape((self.units, self.units))
            b = self.to_b(z).reshape((-1,))
            x = F.FullyConnected(x, weight=w, bias=b, num_hidden=self.units)
            if i < self.layers - 1:
                x = F.relu(x)
        return x


Net = HyperMLP
