"""EDSR residual blocks: conv-relu-conv scaled by a python `res_scale` and added to the input, a long skip over the body."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class ResBlock(HybridBlock):
    def __init__(self, channels, res_scale=0.1, **kwargs):
        super().__init__(**kwargs)
        self._scale = res_scale
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1, activation="relu")
            self.conv2 = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        return x + self.conv2(self.conv1(x)) * self._scale


class EDSRBody(HybridBlock):
    def __init__(self, channels=6, num_blocks=2, res_scale=0.1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(channels, 3, padding=1)
            self.body = nn.HybridSequential()
            for _ in range(num_blocks):
                self.body.add(ResBlock(channels, res_scale))
            self.tail = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, lr):
        h = self.head(lr)
        return self.tail(self.body(h) + h)


class Net(EDSRBody):
    pass
