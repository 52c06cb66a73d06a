"""HRNet fuse layer resizing every lower branch to the first branch with `contrib.BilinearResize2D(y, x0, mode="like")`, then summing with `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class FuseToHighLike(HybridBlock):
    def __init__(self, channels=(4, 8, 16), **kwargs):
        super(FuseToHighLike, self).__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            self.lift = nn.HybridSequential()
            for i, c in enumerate(channels):
                self.branches.add(nn.Conv2D(c, 3, strides=2 ** i, padding=1))
                self.lift.add(nn.Conv2D(channels[0], 1, use_bias=False))

    def hybrid_forward(self, F, x):
        feats = [b(x) for b in self.branches]
        x0 = self.lift[0](feats[0])
        parts = [x0]
        for i in range(1, len(feats)):
            y = self.lift[i](feats[i])
            parts.append(F.contrib.BilinearResize2D(y, x0, mode="like"))
        return F.relu(F.add_n(*parts))


Net = FuseToHighLike
