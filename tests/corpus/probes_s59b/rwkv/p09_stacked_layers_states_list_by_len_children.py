"""RWKV stack iterating `zip(self.blocks, states)` over a python list of per-layer state inputs, the layer count `len(self.blocks)` of the children giving how many states to unpack; states returned as a list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6), (2, 6)]


class Layer(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(dim, in_units=2 * dim)

    def hybrid_forward(self, F, x, prev):
        y = F.tanh(self.mix(F.concat(x, prev, dim=1)))
        return x + y, x


class RWKVStack(HybridBlock):
    def __init__(self, dim=6, layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(layers):
                self.blocks.add(Layer(dim))

    def hybrid_forward(self, F, x, *states):
        assert len(states) == len(self.blocks)
        new_states = []
        for blk, st in zip(self.blocks, states):
            x, st = blk(x, st)
            new_states.append(st)
        return x, new_states


Net = RWKVStack
