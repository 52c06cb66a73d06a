"""Multi-source masking applying the (N, S, F, T) masks to the mixture expanded to (N, 1, F, T) with a plain `*`."""
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
        masks = F.sigmoid(self.head(mag).reshape((0, -4, self.num_src, -1, -2)))
        return masks * mag.expand_dims(1)


Net = MultiSourceMask
