"""Evoformer single representation taken from the first (target) MSA row by a method without F,
`m[:, 0]`, a legacy subscript, before its projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class FirstRowSingle(HybridBlock):
    def __init__(self, c_s=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.single = nn.Dense(c_s, flatten=False)

    def first_row(self, m):
        return m[:, 0]

    def hybrid_forward(self, F, m):
        return self.single(self.first_row(self.norm(m)))


Net = FirstRowSingle
