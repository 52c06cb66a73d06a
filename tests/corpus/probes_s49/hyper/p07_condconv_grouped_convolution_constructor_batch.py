"""CondConv (Yang et al.) with per-sample kernels: routing weights from a pooled Dense mix E expert kernels by `dot`, the batch is folded into channels by the reshape code `(1, -1, 0, 0)`, one grouped `F.Convolution` with `num_group` = the constructor's batch size runs all samples, and `(-1, C, 0, 0)` unfolds them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, in_channels=3, experts=3, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.in_channels, self.batch_size = channels, in_channels, batch_size
        with self.name_scope():
            self.route = nn.Dense(experts, in_units=in_channels)
            self.experts = self.params.get("experts", shape=(experts, channels * in_channels * 9))

    def hybrid_forward(self, F, x, experts):
        r = F.sigmoid(self.route(F.mean(x, axis=(2, 3))))                  # (N, E)
        kernels = F.dot(r, experts).reshape((-1, self.in_channels, 3, 3))   # (N*C, I, 3, 3)
        y = F.Convolution(x.reshape((1, -1, 0, 0)), kernels, kernel=(3, 3), pad=(1, 1), no_bias=True,
                          num_filter=self.batch_size * self.channels, num_group=self.batch_size)
        return y.reshape((-1, self.channels, 0, 0))
