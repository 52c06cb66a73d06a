"""Elastic-depth stage: `depth` from the constructor decides how many of the built blocks run, a python `for` over `self.blocks[:self.depth]` (a slice of the Sequential, python-valued)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class ElasticStage(HybridBlock):
    def __init__(self, channels=4, max_depth=4, depth=2, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(max_depth):
                self.blocks.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu"))

    def hybrid_forward(self, F, x):
        for block in self.blocks[:self.depth]:
            x = x + block(x)
        return x


class Net(ElasticStage):
    pass
