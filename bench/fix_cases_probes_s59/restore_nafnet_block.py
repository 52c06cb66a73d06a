"""NAFNet's block: the SimpleGate `slice_axis(x, 1, 0, c) * slice_axis(x, 1, c, 2 * c)` with `c = x.shape[1] // 2`, simplified channel attention `x * sca(pool(x))` of (N, C, H, W) and (N, C, 1, 1) by NDArray's broadcasting, the residual scaled by a (1, C, 1, 1) beta Parameter."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(2 * c, 1, in_channels=c)
            self.conv2 = nn.Conv2D(2 * c, 3, padding=1, groups=2 * c, in_channels=2 * c)
            self.sca = nn.Conv2D(c, 1, in_channels=c)
            self.conv3 = nn.Conv2D(c, 1, in_channels=c)
            self.beta = self.params.get('beta', shape=(1, c, 1, 1), init='ones')

    def hybrid_forward(self, F, inp, beta):
        x = self.conv2(self.conv1(inp))
        c = x.shape[1] // 2
        x = F.slice_axis(x, axis=1, begin=0, end=c) * F.slice_axis(x, axis=1, begin=c, end=2 * c)
        x = x * self.sca(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))
        x = self.conv3(x)
        return inp + x * beta
