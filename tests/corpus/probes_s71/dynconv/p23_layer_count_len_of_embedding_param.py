"""Hypernetwork whose main-network depth is read from the layer-embedding Parameter, `len(emb)`, and
whose generated kernels are kept in a python list before use."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class LenLayers(HybridBlock):
    def __init__(self, units=6, layers=3, z_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.emb = self.params.get("emb", shape=(layers, z_dim))
            self.to_w = nn.Dense(units * units)

    def hybrid_forward(self, F, x, emb):
        kernels = [self.to_w(F.slice_axis(emb, axis=0, begin=i, end=i + 1)).reshape((self.units, self.units))
                   for i in range(len(emb))]
        for w in kernels:
            x = F.tanh(F.FullyConnected(x, weight=w, no_bias=True, num_hidden=self.units))
        return x


Net = LenLayers
