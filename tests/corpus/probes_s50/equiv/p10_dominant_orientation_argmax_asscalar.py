"""Orientation alignment (RotEqNet style): the rotation channel with the most energy over the batch is found by `F.argmax(...).asscalar()` and its split output returned, aligning the features to a canonical orientation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lift = nn.Conv2D(4 * channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        parts = F.split(self.lift(x), num_outputs=4, axis=1)
        energy = F.stack(*[F.sum(F.square(p)) for p in parts], axis=0)
        best = int(F.argmax(energy, axis=0).asscalar())
        return F.mean(parts[best], axis=(2, 3))
