"""Frame-rate reduction by keeping every other frame with the stepped subscript `x[:, :, ::2]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class Subsample(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 3, padding=1)

    def hybrid_forward(self, F, x):
        return self.conv(x[:, :, ::2])


Net = Subsample
