"""Rotated kernels ported from numpy's `np.rot90`: `w.transpose(...)[:, :, :, ::-1]` with a reversing subscript on the weight Parameter."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.kernel = channels, kernel
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        rotations = [weight]
        for _ in range(3):
            rotations.append(F.transpose(rotations[-1], axes=(0, 1, 3, 2))[:, :, :, ::-1])
        y = F.Convolution(x, F.concat(*rotations, dim=0), kernel=(self.kernel, self.kernel), pad=(1, 1),
                          num_filter=4 * self.channels, no_bias=True)
        return F.max(y.reshape((0, -4, 4, -1, -2)), axis=1)
