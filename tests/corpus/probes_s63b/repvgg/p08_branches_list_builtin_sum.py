"""RepVGG stage built from a python list of branch blocks chosen in the constructor (3x3, 1x1, identity BN when shapes allow), fused in `hybrid_forward` by builtin `sum([b(x) for b in self._branches])`, then ReLU."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ListRepVGG(HybridBlock):
    def __init__(self, in_channels=4, out_channels=4, **kwargs):
        super().__init__(**kwargs)
        self._branches = []
        with self.name_scope():
            self.dense = nn.HybridSequential()
            self.dense.add(nn.Conv2D(out_channels, 3, padding=1, use_bias=False), nn.BatchNorm())
            self.one = nn.HybridSequential()
            self.one.add(nn.Conv2D(out_channels, 1, use_bias=False), nn.BatchNorm())
            self._branches += [self.dense, self.one]
            if in_channels == out_channels:
                self.identity = nn.BatchNorm()
                self._branches.append(self.identity)

    def hybrid_forward(self, F, x):
        return F.relu(sum([branch(x) for branch in self._branches]))


Net = ListRepVGG
