"""Transposed-convolution upsampler for audio, cropped back to the length of the skip signal."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7), (2, 2, 13)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, out_channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv1DTranspose(out_channels, 4, strides=2, padding=1, in_channels=channels)

    def hybrid_forward(self, F, feat, skip):
        up = self.up(feat)
        up = F.slice_axis(up, axis=2, begin=0, end=skip.shape[2])
        return F.concat(up, skip, dim=1)
