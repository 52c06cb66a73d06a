"""Elastic kernel size (once-for-all): the centre k x k of the largest kernel, for a python-int k."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, max_kernel=5, kernel=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = kernel
        self._channels = channels
        self._start = (max_kernel - kernel) // 2
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(channels, 1, max_kernel, max_kernel))

    def hybrid_forward(self, F, x, weight):
        s, k = self._start, self._k
        w = weight[:, :, s:s + k, s:s + k]
        return F.Convolution(x, w, kernel=(k, k), pad=(k // 2, k // 2), num_filter=self._channels,
                             num_group=self._channels, no_bias=True)
