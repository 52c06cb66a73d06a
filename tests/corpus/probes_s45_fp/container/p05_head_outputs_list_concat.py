"""Outputs of several heads gathered in a list, `len()`ed for averaging and concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, heads=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(heads):
                self.heads.add(nn.Dense(2, in_units=4))

    def hybrid_forward(self, F, x):
        outs = [head(x) for head in self.heads]
        mean = F.add_n(*outs) / len(outs)
        return F.concat(*outs, dim=1), mean
