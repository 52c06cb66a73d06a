"""p4 lifting convolution: the kernel rotated by 90 degrees four times, one output group per rotation, max-pooled over rotations."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, in_channels=2, kernel=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._c = channels
        self._k = kernel
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(channels, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        rots = [weight]
        for _ in range(3):
            w = rots[-1]
            rots.append(F.transpose(w, axes=(0, 1, 3, 2))[:, :, ::-1])
        w_all = F.concat(*rots, dim=0)
        y = F.Convolution(x, w_all, kernel=(self._k, self._k), num_filter=4 * self._c, pad=(1, 1), no_bias=True)
        b, c, h, w = y.shape
        return y.reshape((b, 4, c // 4, h, w)).max(axis=1)
