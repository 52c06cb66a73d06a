"""Causal depthwise conv cropped to the input length the PyTorch way, `self.conv1d(x)[:, :, :self.seq_len]`:
a legacy multi-axis subscript of the conv output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class SubscriptCrop(HybridBlock):
    def __init__(self, d_inner=4, d_conv=3, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.conv1d = nn.Conv1D(d_inner, d_conv, padding=d_conv - 1, groups=d_inner, in_channels=d_inner)

    def hybrid_forward(self, F, x):
        h = self.conv1d(x.transpose((0, 2, 1)))[:, :, :self.seq_len]
        h = h.transpose((0, 2, 1))
        return h * F.sigmoid(h)


Net = SubscriptCrop
