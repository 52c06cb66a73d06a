"""XLNet layers each reading its own memory from a stacked (num_layers, N, M, d) mems tensor by iterating it, `for layer, mem in zip(self.layers, mems):`, the memory concatenated before the keys."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 2, 2, 8)]


class StackedMemoryLayers(HybridBlock):
    def __init__(self, units=8, num_layers=2, **kwargs):
        super(StackedMemoryLayers, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_layers):
                self.layers.add(nn.Dense(units, flatten=False, in_units=units))

    def hybrid_forward(self, F, h, mems):
        for layer, mem in zip(self.layers, mems):
            cat = F.concat(mem, h, dim=1)
            w = F.softmax(F.batch_dot(h, cat, transpose_b=True), axis=-1)
            h = layer(F.batch_dot(w, cat))
        return h


Net = StackedMemoryLayers
