"""Interpretable multi-head attention: per-head query/key projections in a python list of
children, one shared value projection, heads averaged by `F.add_n(*heads) / len(heads)` (`len`
of a python list)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class InterpretableMHA(HybridBlock):
    def __init__(self, units=6, num_heads=2, **kwargs):
        super().__init__(**kwargs)
        self.scale = units ** -0.5
        with self.name_scope():
            self.value = nn.Dense(units, flatten=False)
            self.qs, self.ks = [], []
            for i in range(num_heads):
                q, k = nn.Dense(units, flatten=False), nn.Dense(units, flatten=False)
                self.register_child(q, "q%d" % i)
                self.register_child(k, "k%d" % i)
                self.qs.append(q)
                self.ks.append(k)

    def hybrid_forward(self, F, x):
        v = self.value(x)
        heads = []
        for q, k in zip(self.qs, self.ks):
            att = F.softmax(F.batch_dot(q(x), k(x), transpose_b=True) * self.scale, axis=-1)
            heads.append(F.batch_dot(att, v))
        return F.add_n(*heads) / len(heads)


Net = InterpretableMHA
