"""Skip connection around a valid (unpadded) conv: the trim is read from the kernel Parameter's declared shape (`self.conv.weight.shape[2]`, a python tuple) and applied by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class ValidConvResidual(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 5, in_channels=4)

    def hybrid_forward(self, F, seq):
        width = self.conv.weight.shape[2]
        trim = width // 2
        core = F.slice_axis(seq, axis=2, begin=trim, end=-trim)
        return core + F.relu(self.conv(seq))


Net = ValidConvResidual
