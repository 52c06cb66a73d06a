"""Supernet layer that picks its candidate from the architecture logits it receives, `int(F.argmax(alpha, axis=0).asscalar())`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (3,)]


class Net(HybridBlock):
    def __init__(self, channels=4, kernels=(1, 3, 5), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.candidates = nn.HybridSequential()
            for k in kernels:
                self.candidates.add(nn.Conv2D(channels, k, padding=k // 2, in_channels=channels))

    def hybrid_forward(self, F, x, alpha):
        idx = int(F.argmax(alpha, axis=0).asscalar())
        return F.relu(self.candidates[idx](x))
