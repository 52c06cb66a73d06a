"""Nature-DQN torso flattening with `h.reshape((h.shape[0], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20, 20)]


class AtariQ(HybridBlock):
    def __init__(self, num_actions=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(8, 8, strides=4, activation="relu")
            self.q = nn.Dense(num_actions)

    def hybrid_forward(self, F, frames):
        h = self.conv(frames / 255.0)
        return self.q(h.reshape((h.shape[0], -1)))


Net = AtariQ
