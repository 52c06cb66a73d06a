"""Multi-source masking: a conv head gives S*F channels, reshaped to (N, S, F, T) by code -4 with the configured source count, softmax across sources, each mask times the mixture expanded on axis 1 by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class MultiSourceMask(HybridBlock):
    def __init__(self, freq=8, num_src=3, **kwargs):
        super(MultiSourceMask, self).__init__(**kwargs)
        self.num_src = num_src
        with self.name_scope():
            self.head = nn.Conv1D(num_src * freq, 3, padding=1, in_channels=freq)

    def hybrid_forward(self, F, mix):
        mag = F.abs(mix)
        masks = self.head(mag).reshape((0, -4, self.num_src, -1, -2))
        masks = F.softmax(masks, axis=1)
        return F.broadcast_mul(masks, mag.expand_dims(1))


Net = MultiSourceMask
