"""NF-ResNet stage tracking the expected signal variance in python: `beta = expected_var ** 0.5` per block, `expected_var += alpha ** 2` after each (a python float, not a tensor), blocks held in a HybridSequential."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class NFStage(HybridBlock):
    def __init__(self, channels=4, depth=3, alpha=0.2, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(depth):
                self.blocks.add(nn.Conv2D(channels, 3, padding=1))

    def hybrid_forward(self, F, x):
        expected_var = 1.0
        for conv in self.blocks:
            beta = expected_var ** 0.5
            x = conv(F.relu(x / beta) * 1.7139) * self._alpha + x
            expected_var += self._alpha ** 2
        return x


Net = NFStage
