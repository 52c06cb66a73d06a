"""Event encoder that returns zeros early `if F.sum(F.abs(frames)) == 0`, an empty-window guard on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6, 6)]


class GuardedEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super(GuardedEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, kernel_size=3, padding=1)

    def hybrid_forward(self, F, frames):
        out = self.conv(frames)
        if F.sum(F.abs(frames)) == 0:
            return F.zeros_like(out)
        return F.relu(out)


Net = GuardedEncoder
