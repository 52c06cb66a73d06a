"""Encoder output mask after subsampling: the (N,) lengths reshaped to (N, 1) are compared with `F.arange` positions by `broadcast_lesser`, and the masked mean divides the (N, D) sum by the (N, 1) lengths with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 16, 8), (2,)]


class Net(HybridBlock):
    def __init__(self, channels=4, d_model=6, max_len=16, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        self.out_len = ((max_len - 3) // 2 + 1 - 3) // 2 + 1
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, strides=2, in_channels=1, activation="relu")
            self.conv2 = nn.Conv2D(channels, 3, strides=2, in_channels=channels, activation="relu")
            self.out = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x, raw_lengths):
        lengths = F.round((raw_lengths + 1) * 0.5 * self.max_len)
        lengths = F.relu(F.floor((F.floor((lengths - 3) / 2) + 1 - 3) / 2) + 1)
        h = self.out(F.transpose(self.conv2(self.conv1(x)), axes=(0, 2, 1, 3)).reshape((0, 0, -3)))
        mask = F.broadcast_lesser(F.arange(self.out_len).reshape((1, -1)), lengths.reshape((-1, 1)))
        summed = F.sum(F.broadcast_mul(h, mask.expand_dims(-1)), axis=1)
        return F.broadcast_div(summed, F.maximum(lengths.reshape((-1, 1)), 1))
