"""Nature-DQN torso (scaled down): three convs with relu on stacked frames scaled by 1/255,
`F.flatten`, a hidden Dense and the Q head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20, 20)]


class AtariQ(HybridBlock):
    def __init__(self, num_actions=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.torso = nn.HybridSequential()
            self.torso.add(nn.Conv2D(8, 8, strides=4, activation="relu"),
                           nn.Conv2D(8, 4, strides=2, activation="relu"),
                           nn.Conv2D(8, 1, activation="relu"))
            self.fc = nn.Dense(16, activation="relu")
            self.q = nn.Dense(num_actions)

    def hybrid_forward(self, F, frames):
        h = self.torso(frames / 255.0)
        return self.q(self.fc(F.flatten(h)))


Net = AtariQ
