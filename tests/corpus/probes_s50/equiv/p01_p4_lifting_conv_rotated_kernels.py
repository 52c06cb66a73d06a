"""P4 lifting convolution: the four 90-degree rotations of one (C, I, k, k) weight Parameter made by `F.transpose` of the spatial axes and `F.flip`, concatenated to a (4C, I, k, k) filter bank for one `F.Convolution`; group pooling by the reshape code `(0, -4, 4, -1, -2)` and `max` over the rotation axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


def rot90(F, w):
    # (C, I, kh, kw) -> rotated by 90 degrees in the spatial plane
    return F.flip(F.transpose(w, axes=(0, 1, 3, 2)), axis=3)


class P4LiftingConv(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.kernel = channels, kernel
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        rotations = [weight]
        for _ in range(3):
            rotations.append(rot90(F, rotations[-1]))
        bank = F.concat(*rotations, dim=0)
        y = F.Convolution(x, bank, kernel=(self.kernel, self.kernel), pad=(1, 1),
                          num_filter=4 * self.channels, no_bias=True)
        return F.max(y.reshape((0, -4, 4, -1, -2)), axis=1)


Net = P4LiftingConv
