"""K-hop graph convolution: powers of a normalised adjacency (constant) built by repeated `F.dot` in a python loop, each hop applied per sample by `batch_dot` over `broadcast_like` copies, hops summed by `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 4)]

A_HAT = [[0.34, 0.33, 0.0, 0.0, 0.33],
         [0.33, 0.34, 0.33, 0.0, 0.0],
         [0.0, 0.33, 0.34, 0.33, 0.0],
         [0.0, 0.0, 0.33, 0.34, 0.33],
         [0.33, 0.0, 0.0, 0.33, 0.34]]


class KHopGCN(HybridBlock):
    def __init__(self, in_dim=4, units=6, hops=3, **kwargs):
        super().__init__(**kwargs)
        self.hops = hops
        with self.name_scope():
            self.adj = self.params.get_constant("adj", A_HAT)
            self.hop_fc = nn.HybridSequential()
            for _ in range(hops):
                self.hop_fc.add(nn.Dense(units, flatten=False, in_units=in_dim))

    def hybrid_forward(self, F, x, adj):
        outs = [self.hop_fc[0](x)]
        power = adj
        for k in range(1, self.hops):
            batched = F.broadcast_like(F.expand_dims(power, axis=0), x, lhs_axes=(0,), rhs_axes=(0,))
            outs.append(self.hop_fc[k](F.batch_dot(batched, x)))
            power = F.dot(power, adj)
        return F.relu(F.add_n(*outs))


Net = KHopGCN
