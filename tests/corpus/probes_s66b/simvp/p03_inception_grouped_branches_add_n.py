"""SimVP inception translator block: a 1x1 bottleneck, then grouped `Conv2D(groups=2)` branches with the
kernel sizes of a python list from the constructor (padding `k // 2`), summed by
`F.add_n(*[b(h) for b in self.branches])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class GroupInception(HybridBlock):
    def __init__(self, c_hid=4, c_out=6, ker_sizes=(3, 5), groups=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(c_hid, 1)
            self.branches = nn.HybridSequential()
            for k in ker_sizes:
                self.branches.add(nn.Conv2D(c_out, k, padding=k // 2, groups=groups))

    def hybrid_forward(self, F, x):
        h = self.conv1(x)
        return F.LeakyReLU(F.add_n(*[b(h) for b in self.branches]), slope=0.2)


Net = GroupInception
