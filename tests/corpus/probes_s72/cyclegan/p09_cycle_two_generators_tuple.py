"""Cycle pass: `G_ab` then `G_ba` on the translated image, both children of one block, returning
the fake and the reconstruction as a tuple."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(2, 3, 6, 6)]


def make_generator(channels=4):
    g = nn.HybridSequential()
    g.add(nn.Conv2D(channels, 3, padding=1, activation="relu"), nn.Conv2D(3, 3, padding=1))
    return g


class Cycle(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g_ab = make_generator()
            self.g_ba = make_generator()

    def hybrid_forward(self, F, a):
        fake_b = F.tanh(self.g_ab(a))
        rec_a = F.tanh(self.g_ba(fake_b))
        return fake_b, rec_a, F.mean(F.abs(rec_a - a))


Net = Cycle
