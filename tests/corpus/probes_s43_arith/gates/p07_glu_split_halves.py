"""A gated linear unit: the two halves of a conv output along the channels, one gating the other."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 7)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv1D(8, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        both = self.conv(x)
        value, gate = F.split(both, num_outputs=2, axis=1)
        return value * F.sigmoid(gate)
