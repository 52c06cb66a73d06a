"""Soft Dice whose intersection keeps its axes (`keepdims=True`, (B, 1, 1, 1)) while the denominator sums do not ((B,)), divided with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8), (2, 1, 8, 8)]


class DiceGuided(HybridBlock):
    def __init__(self, smooth=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.smooth = smooth
        with self.name_scope():
            self.flow = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed, moving_seg):
        flow = self.flow(F.concat(moving, fixed, dim=1))
        seg = F.sigmoid(F.BilinearSampler(moving_seg, F.GridGenerator(flow, transform_type="warp")))
        target = F.sigmoid(fixed * 4.0)
        inter = F.sum(seg * target, axis=(1, 2, 3), keepdims=True)
        denom = F.sum(seg, axis=(1, 2, 3)) + F.sum(target, axis=(1, 2, 3))
        return 1 - F.mean((2 * inter + self.smooth) / (denom + self.smooth))


Net = DiceGuided
