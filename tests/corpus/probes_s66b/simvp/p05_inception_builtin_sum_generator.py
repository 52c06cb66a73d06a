"""SimVP inception block summing its branches with the builtin `sum(b(h) for b in self.branches)` (a
`0 + tensor` then tensor additions, no in-place operator), followed by a residual of the same shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class SumInception(HybridBlock):
    def __init__(self, c_hid=4, c_out=6, ker_sizes=(3, 5), groups=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(c_hid, 1)
            self.branches = nn.HybridSequential()
            for k in ker_sizes:
                self.branches.add(nn.Conv2D(c_out, k, padding=k // 2, groups=groups))

    def hybrid_forward(self, F, x):
        h = self.conv1(x)
        return x + sum(b(h) for b in self.branches)


Net = SumInception
