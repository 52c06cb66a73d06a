"""BERT attention configured with one head: `F.split(q, num_outputs=self._num_heads, axis=-1)` with one output returns the tensor itself, so `heads[i]` is the first sequence eagerly and the whole tensor once traced."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class OneHeadProjection(HybridBlock):
    def __init__(self, units=8, num_heads=1, **kwargs):
        super().__init__(**kwargs)
        self._num_heads = num_heads
        self._projs = []
        with self.name_scope():
            self.query = nn.Dense(units, flatten=False, in_units=units)
            for i in range(num_heads):
                proj = nn.Dense(4, flatten=False, in_units=units // num_heads)
                self.register_child(proj, "head%d" % i)
                self._projs.append(proj)

    def hybrid_forward(self, F, x):
        heads = F.split(self.query(x), num_outputs=self._num_heads, axis=-1)
        outs = [self._projs[i](heads[i]) for i in range(self._num_heads)]
        return F.concat(*outs, dim=-1)


Net = OneHeadProjection
