"""ShuffleNet-style multi-branch unit whose equal-shaped branch outputs are added by the builtin `sum(...)` over a generator (0 + tensor + ...)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class SummedBranches(HybridBlock):
    def __init__(self, channels=6, groups=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        self._branches = []
        with self.name_scope():
            for i, g in enumerate(groups):
                conv = nn.Conv2D(channels, 3, padding=1, groups=g, in_channels=channels)
                self.register_child(conv, "branch%d" % i)
                self._branches.append(conv)

    def hybrid_forward(self, F, x):
        return F.relu(sum(branch(x) for branch in self._branches))


Net = SummedBranches
