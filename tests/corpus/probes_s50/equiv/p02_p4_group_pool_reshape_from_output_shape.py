"""P4 lifting convolution whose group pooling reshapes with sizes unpacked from `y.shape`."""
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
            rotations.append(F.flip(F.transpose(rotations[-1], axes=(0, 1, 3, 2)), axis=3))
        y = F.Convolution(x, F.concat(*rotations, dim=0), kernel=(self.kernel, self.kernel), pad=(1, 1),
                          num_filter=4 * self.channels, no_bias=True)
        n, c, h, w = y.shape
        return F.max(y.reshape((n, 4, c // 4, h, w)), axis=1)
