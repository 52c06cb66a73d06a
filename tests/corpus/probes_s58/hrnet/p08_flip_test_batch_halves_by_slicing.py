"""Pose flip test: image and its mirror run as one batch, the two halves of the heatmaps taken back by legacy slicing `both[:self.batch]`/`both[self.batch:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class FlipTest(HybridBlock):
    def __init__(self, batch=2, joints=3, **kwargs):
        super(FlipTest, self).__init__(**kwargs)
        self.batch = batch
        with self.name_scope():
            self.head = nn.Conv2D(joints, 3, padding=1)

    def hybrid_forward(self, F, x):
        both = self.head(F.concat(x, F.flip(x, axis=3), dim=0))
        heat = both[:self.batch]
        heat_flipped = F.flip(both[self.batch:], axis=3)
        return (heat + heat_flipped) * 0.5


Net = FlipTest
