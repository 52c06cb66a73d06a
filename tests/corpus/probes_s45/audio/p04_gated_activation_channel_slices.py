"""Gated activation whose filter and gate halves are taken as `h[:, :C]` and `h[:, C:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 20)]


class Net(HybridBlock):
    def __init__(self, channels=6, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        self._pad = dilation
        with self.name_scope():
            self.dilated = nn.Conv1D(2 * channels, 2, padding=dilation, dilation=dilation,
                                     in_channels=channels)
            self.res = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        h = F.slice_axis(self.dilated(x), axis=2, begin=0, end=-self._pad)
        filt, gate = h[:, :self._channels], h[:, self._channels:]
        return x + self.res(F.tanh(filt) * F.sigmoid(gate))
