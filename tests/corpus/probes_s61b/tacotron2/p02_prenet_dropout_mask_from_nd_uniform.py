"""Tacotron 2 pre-net drawing its always-on dropout mask with `mx.nd.random.uniform(shape=x.shape)` as a port of the PyTorch `F.dropout(training=True)` does."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 10)]


class MaskPrenet(HybridBlock):
    def __init__(self, sizes=(16, 16), dropout=0.5, **kwargs):
        super().__init__(**kwargs)
        self._keep = 1.0 - dropout
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for size in sizes:
                self.layers.add(nn.Dense(size, flatten=False, activation="relu"))

    def hybrid_forward(self, F, x):
        for layer in self.layers:
            x = layer(x)
            keep = mx.nd.random.uniform(shape=x.shape) < self._keep
            x = x * keep / self._keep
        return x


Net = MaskPrenet
