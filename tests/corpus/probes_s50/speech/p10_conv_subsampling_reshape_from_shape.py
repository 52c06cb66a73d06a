"""Conv2d subsampling that folds channels into features with `h.reshape((n, t, c * f))` unpacked from `h.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 16, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, num_bins=8, d_model=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, strides=2, in_channels=1, activation="relu")
            self.conv2 = nn.Conv2D(channels, 3, strides=2, in_channels=channels, activation="relu")
            self.out = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        h = F.transpose(self.conv2(self.conv1(x)), axes=(0, 2, 1, 3))
        n, t, c, f = h.shape
        return self.out(h.reshape((n, t, c * f)))
