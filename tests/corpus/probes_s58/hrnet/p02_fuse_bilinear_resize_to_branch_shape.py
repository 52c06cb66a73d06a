"""HRNet fuse layer resizing every lower branch to the first branch's spatial size read from `x0.shape[2:]` for `contrib.BilinearResize2D`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class FuseToHigh(HybridBlock):
    def __init__(self, channels=(4, 8, 16), **kwargs):
        super(FuseToHigh, self).__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            self.lift = nn.HybridSequential()
            for i, c in enumerate(channels):
                self.branches.add(nn.Conv2D(c, 3, strides=2 ** i, padding=1))
                self.lift.add(nn.Conv2D(channels[0], 1, use_bias=False))

    def hybrid_forward(self, F, x):
        feats = [b(x) for b in self.branches]
        x0 = feats[0]
        h, w = x0.shape[2], x0.shape[3]
        out = self.lift[0](x0)
        for i in range(1, len(feats)):
            y = self.lift[i](feats[i])
            out = out + F.contrib.BilinearResize2D(y, height=h, width=w)
        return F.relu(out)


Net = FuseToHigh
