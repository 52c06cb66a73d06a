"""A CycleGAN ResNet block with a hand-written instance norm: `mean = x.mean(axis=(2, 3), keepdims=True)`, `var = ((x - mean) ** 2).mean(...)`, `(x - mean) / F.sqrt(var + eps)` by plain operators against the (N, C, 1, 1) statistics, reflection padding by `F.pad(mode='reflect')`, and the skip `x + block(x)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, ch=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(ch, 3, in_channels=ch)
            self.conv2 = nn.Conv2D(ch, 3, in_channels=ch)

    def _inorm(self, F, x, eps=1e-5):
        mean = x.mean(axis=(2, 3), keepdims=True)
        var = ((x - mean) ** 2).mean(axis=(2, 3), keepdims=True)
        return (x - mean) / F.sqrt(var + eps)

    def hybrid_forward(self, F, x):
        pad = (0, 0, 0, 0, 1, 1, 1, 1)
        h = F.relu(self._inorm(F, self.conv1(F.pad(x, mode='reflect', pad_width=pad))))
        h = self._inorm(F, self.conv2(F.pad(h, mode='reflect', pad_width=pad)))
        return x + h
