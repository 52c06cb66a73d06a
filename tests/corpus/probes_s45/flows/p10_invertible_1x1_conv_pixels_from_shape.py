"""Invertible 1x1 conv whose log-det is scaled by `x.shape[2] * x.shape[3]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3, 3)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._channels = channels
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, channels), init="one")

    def hybrid_forward(self, F, x, weight):
        w = weight + F.eye(self._channels) * 3.0
        y = F.Convolution(x, F.reshape(w, shape=(0, 0, 1, 1)), kernel=(1, 1), num_filter=self._channels,
                          no_bias=True)
        _, logabsdet = F.linalg.slogdet(w)
        return y, logabsdet * (x.shape[2] * x.shape[3])
