"""SimVP inception block summing its branches with `y = 0` then `y += b(h)` in a loop over the branches:
the first `+=` rebinds to a tensor, the second is an in-place add on it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class IaddInception(HybridBlock):
    def __init__(self, c_hid=4, c_out=6, ker_sizes=(3, 5), groups=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(c_hid, 1)
            self.branches = nn.HybridSequential()
            for k in ker_sizes:
                self.branches.add(nn.Conv2D(c_out, k, padding=k // 2, groups=groups))

    def hybrid_forward(self, F, x):
        h = self.conv1(x)
        y = 0
        for b in self.branches:
            y += b(h)
        return y


Net = IaddInception
