"""Flow network whose `forward` override checks that both frames have the same spatial size (`frame1.shape[2:] != frame2.shape[2:]`) on the arrays it is called with, then hands them to `super().forward` (the cached graph when hybridized)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5), (2, 3, 5, 5)]


class CheckedFlowNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def forward(self, frame1, frame2):
        if frame1.shape[2:] != frame2.shape[2:]:
            raise ValueError("frames differ in size: %s vs %s" % (frame1.shape, frame2.shape))
        return super().forward(frame1, frame2)

    def hybrid_forward(self, F, frame1, frame2):
        return self.head(F.concat(frame1, frame2, dim=1))


Net = CheckedFlowNet
