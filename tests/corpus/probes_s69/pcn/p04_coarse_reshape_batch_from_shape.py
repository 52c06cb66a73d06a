"""PCN coarse decoder reshaping to `(g.shape[0], self.num_coarse, 3)` as the PyTorch code's
`x.view(b, -1, 3)` port does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 32)]


class ShapeCoarse(HybridBlock):
    def __init__(self, num_coarse=8, hidden=64, **kwargs):
        super().__init__(**kwargs)
        self.num_coarse = num_coarse
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, activation="relu")
            self.fc2 = nn.Dense(num_coarse * 3)

    def hybrid_forward(self, F, g):
        return self.fc2(self.fc1(g)).reshape((g.shape[0], self.num_coarse, 3))


Net = ShapeCoarse
