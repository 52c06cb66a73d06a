"""Single-path one-shot supernet layer: candidate ops in a HybridSequential, the active one chosen by a python int set on the block (`self.choice`), indexed as `self.candidates[self.choice]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class ChoiceBlock(HybridBlock):
    def __init__(self, channels=4, kernels=(1, 3, 5), choice=1, **kwargs):
        super().__init__(**kwargs)
        self.choice = choice
        with self.name_scope():
            self.candidates = nn.HybridSequential()
            for k in kernels:
                self.candidates.add(nn.Conv2D(channels, k, padding=k // 2, in_channels=channels))

    def hybrid_forward(self, F, x):
        return F.relu(self.candidates[self.choice](x)) + x


class Net(HybridBlock):
    def __init__(self, arch=(1, 2, 0), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for c in arch:
                self.layers.add(ChoiceBlock(choice=c))

    def hybrid_forward(self, F, x):
        return F.mean(self.layers(x), axis=(2, 3))
